/**
 * The session plugin on a bare Fastify, for its fast tests (session.test.ts): an in-memory sessions
 * table with the contracts of session-rows.ts, a movable clock, a real session cache whose
 * invalidations are applied and recorded, and a few routes that start, end and use sessions.
 */
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { routes } from '@portal/api';
import { ClientResourceCache } from '../caches/client-resource-cache.ts';
import { applyInvalidation } from '../caches/invalidation.ts';
import type { Invalidation } from '../caches/invalidation.ts';
import { SessionCache } from '../caches/session-cache.ts';
import type { SessionData, SessionUser } from '../../access/session-types.ts';

export interface FakeSessionRow {
  id_hash: string;
  user_id: number;
  created_at: Date;
  authenticated_at: Date;
  last_seen_at: Date;
  data: SessionData;
}

/** The sessions table and its users, in memory; `calls` lists the queries made. */
export function sessionRowsFake() {
  const rows: FakeSessionRow[] = [];
  const users = new Map<number, SessionUser & { locked: boolean }>();
  const calls: string[] = [];
  const live = (r: FakeSessionRow, idleCutoff: Date, absoluteCutoff: Date) =>
    r.last_seen_at > idleCutoff && r.authenticated_at > absoluteCutoff && !users.get(r.user_id)!.locked;
  return {
    rows,
    users,
    calls,
    liveSessionRows: async (_db: unknown, idHashes: string[], idleCutoff: Date, absoluteCutoff: Date) => {
      calls.push(`select ${idHashes.length}`);
      return rows
        .filter((r) => idHashes.includes(r.id_hash) && live(r, idleCutoff, absoluteCutoff))
        .map((r) => {
          const u = users.get(r.user_id)!;
          return {
            ...r,
            username: u.username,
            client_id: u.clientId,
            adviser_id: u.adviserId,
            roles: u.roles,
            terms_accepted: u.termsAccepted,
            // The firm check of an impersonation (review I6) is SQL's: test/adviser-access.test.ts shows it.
            impersonation_allowed: true,
          };
        });
    },
    touchSession: async (_db: unknown, idHash: string, now: Date, idleCutoff: Date, absoluteCutoff: Date) => {
      calls.push('touch');
      const row = rows.find((r) => r.id_hash === idHash && live(r, idleCutoff, absoluteCutoff));
      if (row) row.last_seen_at = now;
      return row !== undefined;
    },
    deleteSession: async (_db: unknown, idHash: string) => {
      calls.push('delete');
      const at = rows.findIndex((r) => r.id_hash === idHash);
      if (at >= 0) rows.splice(at, 1);
      return at >= 0;
    },
    deleteIdleSessions: async (_db: unknown, before: Date) => {
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.last_seen_at < before) rows.splice(i, 1);
    },
    insertSession: async (_db: unknown, row: { idHash: string; userId: number; now: Date; authenticatedAt?: Date; data: string }) => {
      rows.push({
        id_hash: row.idHash,
        user_id: row.userId,
        created_at: row.now,
        authenticated_at: row.authenticatedAt ?? row.now,
        last_seen_at: row.now,
        data: JSON.parse(row.data) as SessionData,
      });
    },
  };
}

export interface SessionAppOptions {
  idleSeconds?: number;
  absoluteSeconds?: number;
  cookieName?: string;
  secureCookies?: boolean;
  trustProxy?: boolean;
}

/**
 * The fake app's routes: contract paths, so the plugin treats them as it treats the API's (it acts on API
 * requests only), whatever they do here; and two paths outside the API.
 */
export const sessionAppPaths = {
  /** POST {userId, data?}: starts a session. */
  login: routes.login.path,
  /** GET: ends it. */
  logout: routes.logout.path,
  /** GET: the request's session. */
  me: routes.whoAmI.path,
  /** POST: a signed-in write. */
  write: routes.acceptTerms.path,
  /** POST (?fail=1: refused): an anonymous write that may change a user. */
  register: routes.register.path,
  /** POST: an anonymous write that adds only rows of its own (the passkey sign-in's challenge). */
  challenge: routes.passkeySigninOptions.path,
  /** GET and POST outside the API: the plugin leaves them alone. */
  otherMe: '/other/me',
  otherWrite: '/other/write',
} as const;

/** The app of sessionAppPaths. */
export async function sessionApp(plugin: FastifyPluginAsync, options: SessionAppOptions = {}) {
  const clock = { now: new Date('2026-03-02T09:00:00Z') };
  const invalidations: Invalidation[] = [];
  const sessions = new SessionCache();
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  await app.register(cookie);
  const named = (name: string, decorate: (a: FastifyInstance) => void) =>
    fp(
      async (a) => {
        decorate(a);
      },
      { name },
    );
  await app.register(named('db', (a) => a.decorate('db', {} as never)));
  await app.register(
    named('config', (a) =>
      a.decorate('config', {
        session: {
          cookieName: options.cookieName ?? 'portal_sid',
          idleSeconds: options.idleSeconds ?? 900,
          absoluteSeconds: options.absoluteSeconds ?? 43_200,
        },
        secureCookies: options.secureCookies ?? false,
        now: () => clock.now,
      } as never),
    ),
  );
  await app.register(
    named('caches', (a) =>
      a.decorate('caches', {
        sessions,
        invalidate: async (change: Invalidation) => {
          invalidations.push(change);
          applyInvalidation(change, sessions, new ClientResourceCache());
        },
      } as never),
    ),
  );
  await app.register(plugin);
  app.post<{ Body: { userId: number; data?: SessionData } }>(sessionAppPaths.login, async (request, reply) => {
    await app.sessions.start(request, reply, request.body.userId, request.body.data ?? { previousLogin: null });
    return { startedBy: request.sessionUserAtStart ?? null };
  });
  app.get(sessionAppPaths.logout, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { endedBy: request.sessionUserAtStart ?? null };
  });
  app.get(sessionAppPaths.me, async (request) => ({ session: request.session }));
  app.get(sessionAppPaths.otherMe, async (request) => ({ session: request.session }));
  app.post(sessionAppPaths.write, async () => ({}));
  app.post(sessionAppPaths.otherWrite, async () => ({}));
  app.post(sessionAppPaths.challenge, async () => ({}));
  app.post<{ Querystring: { fail?: string } }>(sessionAppPaths.register, async (request, reply) =>
    request.query.fail ? reply.status(400).send({}) : {},
  );
  await app.ready();
  return {
    app,
    clock,
    sessions,
    invalidations,
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
}
