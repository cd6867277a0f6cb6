/**
 * The app's context on the instance: the database handle and the configuration, decorated once so
 * every plugin and feature reads `fastify.db` and `fastify.config` (never a second way of passing them).
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import { asRequest } from '../db/query-priority.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
  }
}

export interface ContextOptions {
  db: Kysely<Database>;
  config: AppConfig;
}

export const dbPlugin = fp<ContextOptions>(
  async (app, { db }) => {
    app.decorate('db', db);
    // Every query knows when its request arrived (the embedded database serves the oldest first). Again
    // after the body is parsed: the body's stream events run outside the request's async context.
    const arrivals = new WeakMap<object, number>();
    app.addHook('onRequest', (request, _reply, done) => {
      const arrivedAt = performance.now();
      arrivals.set(request, arrivedAt);
      asRequest(arrivedAt, done);
    });
    app.addHook('preValidation', (request, _reply, done) => asRequest(arrivals.get(request) ?? performance.now(), done));
  },
  { name: 'db', fastify: '5.x' },
);

export const configPlugin = fp<ContextOptions>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config', fastify: '5.x' },
);
