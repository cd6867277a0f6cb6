/**
 * Server-side sessions in the database. The cookie holds an opaque 256-bit random id (base64url);
 * the table holds only its SHA-256, the user, the times and a jsonb `data` bag (previous login now;
 * impersonation later). Every /nui request with a live session slides the idle timeout. Validated
 * sessions are cached for a few seconds and last_seen_at is rewritten at most once a minute, so a busy
 * session costs no query per request; the cookie is re-sent with a fresh Max-Age exactly when
 * last_seen_at moves, so the browser's expiry and the server's idle deadline stay the same instant
 * (and a busy session's answers do not each carry a Set-Cookie); ending or changing a
 * session reaches the other instances' caches over NOTIFY (plugins/caches.ts); the idle-timeout bound
 * is in plugins/caches/session-cache.ts. The queries are in session-rows.ts.
 */
import { hash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routes } from '@portal/api';
import { effectiveClientId } from '../access/access.ts';
import { BatchLoader } from './caches/batch-loader.ts';
import { SESSION_TOUCH_INTERVAL_MS } from './caches/session-cache.ts';
import { deleteIdleSessions, deleteSession, insertSession, liveSessionRows, touchSession } from './session-rows.ts';
import type { ActiveSession, SessionData } from '../access/session-types.ts';
import { requireSession } from '../access/session-types.ts';

export interface SessionStore {
  /**
   * Starts a new session (new id: session fixation), discarding any session the request presented.
   * `rotate`: the same user's session under a new id (impersonation start and stop, a password
   * change) — it keeps the presented session's authentication time, so rotating never extends the
   * absolute lifetime (review M4); otherwise the user has just authenticated.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: number, data: SessionData, options?: { rotate?: boolean }): Promise<void>;
  /** Ends the request's session (row deleted, cookie cleared). */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session, loaded for /nui requests; null when logged out. */
    session: ActiveSession | null;
    /**
     * The signed-in caller of a route declared `endpoint(name, { viewer: true })`, whose hook has already
     * answered 401 without one; read on any other route without a session, it throws that 401 itself.
     */
    readonly viewer: ActiveSession;
    /** The user whose session this request ended or replaced (cache invalidation after the call). */
    sessionUserAtStart: number | undefined;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The only calls a session waiting for its second factor reaches (issue 30); to every other it is no
 * session at all, so no data call can be made with a password alone.
 */
const PENDING_ROUTES: Record<NonNullable<SessionData['mfa']>, ReadonlySet<string>> = {
  verify: new Set([routes.logout.path, routes.passkeySigninOptions.path, routes.passkeySignin.path, routes.mfaVerify.path]),
  enrol: new Set([
    routes.logout.path,
    routes.keepalive.path,
    routes.sessionInfo.path,
    routes.reauthenticate.path,
    routes.mfaStatus.path,
    routes.passkeyRegisterOptions.path,
    routes.passkeyRegister.path,
    routes.totpSetup.path,
    routes.totpConfirm.path,
  ]),
};

/**
 * Anonymous writes that change no existing session or user: each adds rows of its own (a session, a
 * report, a challenge, a reset code, a visitor's chat) and nothing a cached session holds. Any other
 * anonymous success (a reset, a registration) drops every cached session. The passkey options are
 * asked by every login page (conditional UI) and the visitor chat writes are anonymous: left out of
 * this list, each emptied every instance's session cache, and the next request of every signed-in
 * user cost a query (review M8; issue 33's storm of invalidations).
 */
export const KEEPS_SESSIONS: ReadonlySet<string | undefined> = new Set([
  routes.login.path,
  routes.errorLog.path,
  routes.cspReport.path,
  routes.passkeySigninOptions.path,
  routes.forgottenPassword.path,
  routes.supportStart.path,
  routes.supportVerifyEmail.path,
  routes.supportSend.path,
  routes.supportEnd.path,
]);

// One-shot hash: no Hash object per request.
const hashId = (id: string) => hash('sha256', id, 'base64url');

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const { cookieName, idleSeconds, absoluteSeconds } = config.session;

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies || config.session.cookieName.startsWith('__Host-') || request.protocol === 'https',
  });
  const setCookie = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    reply.setCookie(cookieName, id, { ...cookieOptions(request), maxAge: idleSeconds });
  const clearCookie = (request: FastifyRequest, reply: FastifyReply) => reply.clearCookie(cookieName, cookieOptions(request));

  app.decorateRequest('session', null);
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      return requireSession(this);
    },
  });
  app.decorateRequest('sessionUserAtStart', undefined);

  const cache = app.caches.sessions;

  /**
   * Reads the live rows (with their users) of several sessions at once; unknown, idle, too old or
   * locked ones are absent. Batched: sessions whose cache entries lapse together cost one query.
   */
  const liveRows = new BatchLoader(async (idHashes: string[]) => {
    const t = config.now().getTime();
    const rows = await liveSessionRows(db, idHashes, new Date(t - idleSeconds * 1000), new Date(t - absoluteSeconds * 1000));
    return new Map(rows.map((row) => [row.id_hash, row]));
  });

  /**
   * The live session for an id hash: from the cache while it is fresh (no query), else from the
   * database. last_seen_at is written only when older than SESSION_TOUCH_INTERVAL_MS (see
   * plugins/caches/session-cache.ts for the idle-timeout tolerance this gives); `slid` says it was.
   */
  async function liveSession(idHash: string, now: Date): Promise<{ session: ActiveSession; slid: boolean } | null> {
    const t = now.getTime();
    const idleCutoff = new Date(t - idleSeconds * 1000);
    const absoluteCutoff = new Date(t - absoluteSeconds * 1000);
    const cached = cache.get(idHash, t);
    if (cached) {
      if (cached.lastSeenAt <= idleCutoff.getTime() || cached.session.authenticatedAt <= absoluteCutoff) return null;
      if (t - cached.lastSeenAt < SESSION_TOUCH_INTERVAL_MS) return { session: cached.session, slid: false };
      if (!(await touchSession(db, idHash, now, idleCutoff, absoluteCutoff))) return null;
      cached.lastSeenAt = t;
      return { session: cached.session, slid: true };
    }
    const epoch = cache.epoch;
    const row = await liveRows.load(idHash);
    // An impersonation of a client the adviser's firm no longer holds ends with the session (review I6).
    if (!row || !row.impersonation_allowed) return null;
    let lastSeenAt = row.last_seen_at.getTime();
    const slid = t - lastSeenAt >= SESSION_TOUCH_INTERVAL_MS;
    if (slid) {
      if (!(await touchSession(db, idHash, now, idleCutoff, absoluteCutoff))) return null;
      lastSeenAt = t;
    }
    const session: ActiveSession = {
      idHash: row.id_hash,
      createdAt: row.created_at,
      authenticatedAt: row.authenticated_at,
      data: row.data as unknown as SessionData,
      user: {
        userId: row.user_id,
        username: row.username,
        clientId: row.client_id,
        adviserId: row.adviser_id,
        roles: row.roles,
        termsAccepted: row.terms_accepted,
      },
    };
    cache.set(idHash, { session, lastSeenAt }, t, epoch);
    return { session, slid };
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/nui/')) return;
    const id = request.cookies[cookieName];
    if (!id) return;
    const idHash = hashId(id);
    const live = await liveSession(idHash, config.now());
    if (!live) {
      // Unknown, idle or too old: forget it on both sides (other instances only when a row went: a
      // flood of made-up cookies must not become a flood of notifications).
      cache.delete(idHash);
      if (await deleteSession(db, idHash)) await app.caches.invalidate({ sessions: [idHash] });
      clearCookie(request, reply);
      return;
    }
    const pending = live.session.data.mfa;
    if (pending && !PENDING_ROUTES[pending].has(request.routeOptions.url ?? '')) return;
    request.session = live.session;
    // Spec §9: a cookie is set at load with a lifetime of 900 s. Every page load asks for session info
    // (the early requests), so its answer always sets it; other calls set it when the session slid.
    if (live.slid || request.routeOptions.url === routes.sessionInfo.path) setCookie(request, reply, id);
  });

  // A mutating call may have changed what cached sessions hold (terms accepted, password changed and
  // other sessions ended, a reset): drop them before the caller sees the answer. With a session: that
  // user's; anonymous: all, but only after a success that can change a user (a flood of refused or
  // failed calls must not make every session cost a query again).
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/nui/')) return payload;
    const userId = request.session?.user.userId ?? request.sessionUserAtStart;
    const clientId = request.session ? effectiveClientId(request.session) : null;
    // Anonymous: a refused call changed nothing, and a login or a report only adds rows of its own;
    // any other success (a reset, a registration) may have changed a user whose sessions are cached.
    const allSessions = userId === undefined && reply.statusCode < 400 && !KEEPS_SESSIONS.has(request.routeOptions.url);
    // Awaited: the other instances are told before the caller sees the answer.
    await app.caches.invalidate({
      ...(userId !== undefined ? { users: [userId] } : {}),
      ...(allSessions ? { allSessions } : {}),
      ...(clientId !== null ? { clients: [clientId] } : {}),
    });
    return payload;
  });

  /** Deletes a session's row, then drops it from every instance's cache (logout, a replaced session). */
  const endStored = async (idHash: string) => {
    await deleteSession(db, idHash);
    await app.caches.invalidate({ sessions: [idHash] });
  };

  app.decorate('sessions', {
    async start(request, reply, userId, data, options = {}) {
      const presented = request.cookies[cookieName];
      const now = config.now();
      const authenticatedAt = options.rotate && request.session?.user.userId === userId ? request.session.authenticatedAt : now;
      if (presented) await endStored(hashId(presented));
      if (request.session) request.sessionUserAtStart = request.session.user.userId;
      request.session = null;
      const id = randomBytes(32).toString('base64url');
      // Housekeeping on the (rare) login path: drop sessions that can no longer be used. Alongside the
      // insert (the new row is not idle): one round trip less on a path that makes many.
      await Promise.all([
        deleteIdleSessions(db, new Date(now.getTime() - idleSeconds * 1000)),
        insertSession(db, {
          idHash: hashId(id),
          userId,
          now,
          authenticatedAt,
          data: JSON.stringify(data),
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          clientAddress: request.ip,
        }),
      ]);
      setCookie(request, reply, id);
    },
    async end(request, reply) {
      const presented = request.cookies[cookieName];
      if (presented) await endStored(hashId(presented));
      if (request.session) request.sessionUserAtStart = request.session.user.userId;
      request.session = null;
      clearCookie(request, reply);
    },
  } satisfies SessionStore);
}

export default fp(sessionPlugin, { name: 'session', fastify: '5.x', dependencies: ['db', 'config', 'caches'] });
