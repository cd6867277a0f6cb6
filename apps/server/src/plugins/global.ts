/**
 * Marks a plugin as not encapsulated (what `fastify-plugin` does, without the dependency): its
 * decorators and hooks apply to the whole app.
 */
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<Options extends Record<string, unknown>>(plugin: FastifyPluginAsync<Options>, name: string): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
