/**
 * The per-account login throttle (ASVS 6.1.1, 6.3.8): after `threshold` consecutive failures each
 * further attempt must wait a delay that doubles per failure (capped), answered 423 Locked without
 * checking the password. Unknown usernames are counted under a hash of the name, so a
 * stranger cannot tell them from real ones, and nothing a stranger does locks or logs anyone out.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface LoginThrottleTable {
  throttle_key: string;
  failures: number;
  last_failed_at: Date;
}

// The throttle table is this feature's own (migration 0014); declared here so schema.ts stays untouched.
declare module '../../db/schema.ts' {
  interface Database {
    login_throttle: LoginThrottleTable;
  }
}

/** The first delay (after `threshold` failures) and the most any delay grows to. */
export const THROTTLE_BASE_SECONDS = 30;
export const THROTTLE_MAX_SECONDS = 15 * 60;

/** A known user by id (all its aliases share it); an unknown name by its hash (never stored in clear). */
export function throttleKey(userId: number | null, username: string): string {
  if (userId !== null) return `user:${userId}`;
  return `name:${createHash('sha256').update(username.trim().toLowerCase()).digest('base64url')}`;
}

/** Seconds to wait after the `failures`-th consecutive failure (0 below the threshold). */
export function throttleDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(THROTTLE_BASE_SECONDS * 2 ** Math.min(failures - threshold, 20), THROTTLE_MAX_SECONDS);
}

/** Whether an attempt for `key` may be checked now. */
export async function throttleAllows(db: Kysely<Database>, key: string, now: Date, threshold: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_throttle')
    .select(['failures', 'last_failed_at'])
    .where('throttle_key', '=', key)
    .executeTakeFirst();
  if (!row) return true;
  return now.getTime() >= row.last_failed_at.getTime() + throttleDelaySeconds(row.failures, threshold) * 1000;
}

/** Counts a failure; returns the consecutive failures so far. */
export async function recordThrottledFailure(db: Kysely<Database>, key: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, failures: 1, last_failed_at: now })
    .onConflict((oc) => oc.column('throttle_key').doUpdateSet({ failures: sql`login_throttle.failures + 1`, last_failed_at: now }))
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** A success (or a password reset) forgets the account's failures; entries idle past twice the longest delay are pruned. */
export async function clearThrottle(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await Promise.all([
    db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute(),
    db
      .deleteFrom('login_throttle')
      .where('last_failed_at', '<', new Date(now.getTime() - 2 * THROTTLE_MAX_SECONDS * 1000))
      .execute(),
  ]);
}
