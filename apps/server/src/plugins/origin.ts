/**
 * Cross-origin refusal for mutating calls: when a POST/PUT/PATCH/DELETE carries an Origin (or,
 * failing that, a Referer) from another origin than the server's own, it is refused before any work.
 * SameSite=Lax cookies already stop most cross-site posts; this closes the rest.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function ownOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      const header = request.headers.origin ?? request.headers.referer;
      if (header === undefined) return;
      const presented = originOf(header);
      if (presented === null || presented !== ownOrigin(request)) throw errors.crossOrigin();
    });
  },
  { name: 'origin-check', fastify: '5.x' },
);
