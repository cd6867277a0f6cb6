/** Login, logout, keepalive and session-info (spec §7): the session lifecycle. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { securityEvent } from '../../plugins/security-events.ts';
import { endpoint } from '../endpoint.ts';
import { sourceKey } from '../../access/source.ts';
import { stateAfterPassword } from '../../access/session-mfa.ts';
import type { SessionData } from '../../access/session-types.ts';
import { authenticate } from './service.ts';
import { throttleKey } from '../../access/throttle.ts';
import { buildUserSession } from '../../access/user-session.ts';

/** The device cookie (review M1): the session cookie's name with `device` for `sid`, same prefix and flags. */
export const deviceCookieName = (sessionCookieName: string) => sessionCookieName.replace(/sid$/, 'device');
/** Browsers cap a cookie's lifetime at 400 days. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 3600;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deviceCookie = deviceCookieName(config.session.cookieName);

  api.route({
    ...endpoint('login'),
    handler: async (request, reply) => {
      let outcome;
      try {
        outcome = await authenticate(db, config, {
          ...request.body,
          clientAddress: request.ip,
          deviceId: request.cookies[deviceCookie] ?? null,
        });
      } catch (error) {
        const code = error instanceof HttpError ? error.code : null;
        const event = code === 'Locked' ? 'login.locked' : code === 'RateLimited' ? 'login.rate_limited' : 'login.failure';
        // The name as typed is what was attacked, but people paste passwords there (review L8): it is
        // logged as a hash (the throttle's own key, so events and buckets can be matched), with the source.
        securityEvent(request, event, {
          usernameHash: throttleKey(null, request.body.username).slice(5, 21),
          source: sourceKey(request.ip),
        });
        throw error;
      }
      // A password alone is not enough for a user who holds a second factor, nor for an adviser or
      // support agent (who must enrol one first): the session reaches only that step (issue 30).
      const mfa = await stateAfterPassword(db, { user_id: outcome.userId, client_id: outcome.clientId });
      securityEvent(request, mfa ? 'login.password_only' : 'login.success', { userId: outcome.userId, ...(mfa ? { step: mfa } : {}) });
      const data: SessionData = {
        previousLogin: outcome.previousLogin?.toISOString() ?? null,
        authAt: config.now().toISOString(),
        ...(mfa ? { mfa } : {}),
      };
      await app.sessions.start(request, reply, outcome.userId, data);
      // After the session cookie, so a client that keeps only the first Set-Cookie keeps the session.
      reply.setCookie(deviceCookie, outcome.deviceId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies || deviceCookie.startsWith('__Host-') || request.protocol === 'https',
        maxAge: DEVICE_COOKIE_SECONDS,
      });
      return buildUserSession(db, outcome.userId, data, app.sessionPreferences, config.mfaOffer);
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
    ...endpoint('sessionInfo', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      return buildUserSession(db, session.user.userId, session.data, app.sessionPreferences, config.mfaOffer);
    },
  });
}
