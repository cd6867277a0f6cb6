/** Login, logout, keepalive and session-info (spec §7): the session lifecycle. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { securityEvent } from '../../plugins/security-events.ts';
import { requireSession } from '../../plugins/session-types.ts';
import { endpoint } from '../endpoint.ts';
import { authenticate } from './service.ts';
import { buildUserSession } from './user-session.ts';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpoint('login'),
    handler: async (request, reply) => {
      let outcome;
      try {
        outcome = await authenticate(db, config, { ...request.body, clientAddress: request.ip });
      } catch (error) {
        const code = error instanceof HttpError ? error.code : null;
        const event = code === 'Locked' ? 'login.locked' : code === 'RateLimited' ? 'login.rate_limited' : 'login.failure';
        // The username as typed is what was attacked; it may be unknown, and it is no secret.
        securityEvent(request, event, { username: request.body.username.slice(0, 100) });
        throw error;
      }
      securityEvent(request, 'login.success', { userId: outcome.userId });
      const data = { previousLogin: outcome.previousLogin?.toISOString() ?? null };
      await app.sessions.start(request, reply, outcome.userId, data);
      return buildUserSession(db, outcome.userId, data);
    },
  });

  api.route({
    ...endpoint('logout'),
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      // The browser drops what it kept for this origin too (ASVS 7.4.1); cookies include the session's.
      reply.header('clear-site-data', '"cache", "cookies", "storage"');
      return {};
    },
  });

  // Keepalive never fails: no username tells the portal it is logged out (spec §7).
  api.route({ ...endpoint('keepalive'), handler: async (request) => (request.session ? { username: request.session.user.username } : {}) });

  api.route({
    ...endpoint('sessionInfo'),
    handler: async (request) => {
      const session = requireSession(request);
      return buildUserSession(db, session.user.userId, session.data);
    },
  });
}
