/**
 * Validated sessions, cached briefly so a busy session costs no database round trip per request
 * (with PGlite every query queues on one connection). The database stays the truth (architecture:
 * "Scale out, not up"); the cache only shortens how often it is asked.
 *
 * Staleness bounds (document them wherever sessions are described):
 * - Ending a session (logout, new login, impersonation start/stop) drops it from the cache, and any
 *   mutating /nui call drops the caller's user's sessions (password change, accept terms) or — when
 *   anonymous (a reset, a registration) — every cached session; all through app.caches.invalidate,
 *   which tells the other instances over NOTIFY before the call answers (plugins/caches.ts). So a
 *   logged-out cookie is refused at once here and, as soon as the message arrives (milliseconds), on
 *   every other instance; while an instance cannot hear those messages it caches nothing.
 * - SESSION_CACHE_TTL_MS bounds an entry's age whatever happens (a change made straight in the database).
 * - Idle timeout: last_seen_at is written only when it is older than SESSION_TOUCH_INTERVAL_MS, so the
 *   stored time lags real activity by less than that and a session ends between (idle − touch interval)
 *   and idle after the last call: with 15 min and 60 s, between 14:00 and 15:00 — never later than
 *   15 minutes, and never before the portal's own inactivity logout at 14:00 idle.
 */
import type { ActiveSession } from '../../access/session-types.ts';
import { TtlCache } from './ttl-cache.ts';

/** How long a validated session is believed without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** last_seen_at is rewritten only when at least this old (the idle-timeout tolerance). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
const MAX_SESSIONS = 20_000;

export interface CachedSession {
  /** Shared by every request of the session until it expires from the cache: treat as read-only. */
  session: ActiveSession;
  /** last_seen_at as stored in the database (the idle timeout runs from it). */
  lastSeenAt: number;
}

/** The cache of validated sessions by id hash (one per app: plugins/caches.ts decorates it). */
export class SessionCache extends TtlCache<string, CachedSession> {
  constructor() {
    super({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: MAX_SESSIONS, jitter: 0.5 });
  }

  /** Forgets every cached session of a user (their row or the user changed). */
  forgetUser(userId: number): void {
    this.deleteWhere((cached) => cached.session.user.userId === userId);
  }
}
