/**
 * Server-side sessions in the database. The cookie holds an opaque 256-bit random id (base64url);
 * the table holds only its SHA-256, the user, the times and a jsonb `data` bag (previous login now;
 * impersonation later). Every /nui request with a live session slides the idle timeout (one UPDATE …
 * RETURNING, joined with the user) and re-sends the cookie with a fresh Max-Age.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { globalPlugin } from './global.ts';

/** What a session remembers beyond the user (kept small; jsonb). */
export interface SessionData {
  /** ISO time of the login before this one (the UserSession's lastLogin); null on the first login. */
  previousLogin: string | null;
  /** Impersonation: the client an adviser is viewing (read-only); absent or null when not impersonating. */
  impersonatedClientId?: number | null;
  /** The impersonated client's own roles, kept apart from the adviser's (spec §6). */
  impersonatedClientRoles?: string[];
}

export interface SessionUser {
  userId: number;
  username: string;
  clientId: number | null;
  adviserId: number | null;
  roles: string[];
  termsAccepted: boolean;
}

export interface ActiveSession {
  idHash: string;
  createdAt: Date;
  data: SessionData;
  user: SessionUser;
}

export interface SessionStore {
  /** Starts a new session (new id: session fixation), discarding any session the request presented. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number, data: SessionData): Promise<void>;
  /** Ends the request's session (row deleted, cookie cleared). */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session, loaded for /nui requests; null when logged out. */
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** The session or 401 Unauthorized: the one guard for calls that need a login. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw errors.unauthorized();
  return request.session;
}

const sessionPlugin: FastifyPluginAsync<{ db: Kysely<Database>; config: AppConfig }> = async (app: FastifyInstance, { db, config }) => {
  const { cookieName, idleSeconds, absoluteSeconds } = config.session;

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });
  const setCookie = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    reply.setCookie(cookieName, id, { ...cookieOptions(request), maxAge: idleSeconds });
  const clearCookie = (request: FastifyRequest, reply: FastifyReply) => reply.clearCookie(cookieName, cookieOptions(request));

  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/nui/')) return;
    const id = request.cookies[cookieName];
    if (!id) return;
    const now = config.now();
    const row = await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .from('users')
      .whereRef('users.user_id', '=', 'sessions.user_id')
      .where('sessions.id_hash', '=', hashId(id))
      .where('sessions.last_seen_at', '>', new Date(now.getTime() - idleSeconds * 1000))
      .where('sessions.created_at', '>', new Date(now.getTime() - absoluteSeconds * 1000))
      .where('users.locked_at', 'is', null)
      .returning([
        'sessions.id_hash', 'sessions.created_at', 'sessions.data',
        'users.user_id', 'users.username', 'users.client_id', 'users.adviser_id', 'users.roles', 'users.terms_accepted',
      ])
      .executeTakeFirst();
    if (!row) {
      // Unknown, idle or too old: forget it on both sides.
      await db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute();
      clearCookie(request, reply);
      return;
    }
    request.session = {
      idHash: row.id_hash,
      createdAt: row.created_at,
      data: row.data as unknown as SessionData,
      user: { userId: row.user_id, username: row.username, clientId: row.client_id, adviserId: row.adviser_id, roles: row.roles, termsAccepted: row.terms_accepted },
    };
    setCookie(request, reply, id);
  });

  app.decorate('sessions', {
    async start(request, reply, userId, data) {
      const presented = request.cookies[cookieName];
      if (presented) await db.deleteFrom('sessions').where('id_hash', '=', hashId(presented)).execute();
      request.session = null;
      const now = config.now();
      // Housekeeping on the (rare) login path: drop sessions that can no longer be used.
      await db.deleteFrom('sessions').where('last_seen_at', '<', new Date(now.getTime() - idleSeconds * 1000)).execute();
      const id = randomBytes(32).toString('base64url');
      await db.insertInto('sessions').values({ id_hash: hashId(id), user_id: userId, created_at: now, last_seen_at: now, data: JSON.stringify(data) }).execute();
      setCookie(request, reply, id);
    },
    async end(request, reply) {
      const presented = request.cookies[cookieName];
      if (presented) await db.deleteFrom('sessions').where('id_hash', '=', hashId(presented)).execute();
      request.session = null;
      clearCookie(request, reply);
    },
  } satisfies SessionStore);
};

export default globalPlugin(sessionPlugin, 'sessions');
