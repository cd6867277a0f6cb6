/** The per-account login throttle's counts in the database (the rules: throttle.ts). */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { THROTTLE_MAX_SECONDS, throttleOpen } from './throttle.ts';

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

/** Whether an attempt for `key` may be checked now. */
export async function throttleAllows(db: Kysely<Database>, key: string, now: Date, threshold: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_throttle')
    .select(['failures', 'last_failed_at'])
    .where('throttle_key', '=', key)
    .executeTakeFirst();
  return !row || throttleOpen(row.failures, row.last_failed_at, now, threshold);
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
  // Both at once: one round trip less on the login path.
  await Promise.all([
    db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute(),
    db
      .deleteFrom('login_throttle')
      .where('last_failed_at', '<', new Date(now.getTime() - 2 * THROTTLE_MAX_SECONDS * 1000))
      .execute(),
  ]);
}
