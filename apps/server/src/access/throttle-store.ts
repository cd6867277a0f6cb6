/**
 * The login throttle's counts in the database (the rules: throttle.ts). One atomic statement per
 * attempt (review M2): the upsert counts the attempt, decides under the row's lock whether the
 * throttle is open, and if so counts it as a failure before the password is checked — so a burst of
 * parallel attempts gets at most the budget's verifications, whatever their timing. A success clears
 * the key (clearThrottle); every attempt, refused or not, is counted in `attempts`.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { THROTTLE_BASE_SECONDS, THROTTLE_MAX_SECONDS } from './throttle.ts';

export interface LoginThrottleTable {
  throttle_key: string;
  /** Checked attempts since the last success (each counted before its check). */
  failures: number;
  last_failed_at: Date;
  /** Every attempt since the last success, refused ones included. */
  attempts: number;
  /** Whether the latest attempt was let through (what the upsert answers). */
  admitted: boolean;
}

// The throttle table is this feature's own (migrations 0014, 0016); declared here so schema.ts stays untouched.
declare module '../db/schema.ts' {
  interface Database {
    login_throttle: LoginThrottleTable;
  }
}

/**
 * Reserves an attempt for `key`: whether its password may be checked now (the failure is then
 * already counted; a success clears it), and the failures so far including this one.
 */
export async function reserveThrottledAttempt(
  db: Kysely<Database>,
  key: string,
  now: Date,
  threshold: number,
): Promise<{ admitted: boolean; failures: number }> {
  // throttle.ts's throttleOpen in SQL: below the threshold, or the doubling delay since the last failure has passed.
  const delaySeconds = sql`least(${THROTTLE_BASE_SECONDS} * power(2, least(t.failures - ${threshold}, 20)), ${THROTTLE_MAX_SECONDS})`;
  const open = sql`(t.failures < ${threshold} OR ${now}::timestamptz >= t.last_failed_at + ${delaySeconds} * interval '1 second')`;
  const { rows } = await sql<{ admitted: boolean; failures: number }>`
    INSERT INTO login_throttle AS t (throttle_key, failures, last_failed_at, attempts, admitted)
    VALUES (${key}, 1, ${now}, 1, true)
    ON CONFLICT (throttle_key) DO UPDATE SET
      admitted = ${open},
      failures = CASE WHEN ${open} THEN t.failures + 1 ELSE t.failures END,
      last_failed_at = CASE WHEN ${open} THEN ${now}::timestamptz ELSE t.last_failed_at END,
      attempts = t.attempts + 1
    RETURNING admitted, failures`.execute(db);
  return rows[0]!;
}

/** A success (or a password reset) forgets the keys' failures; entries idle past twice the longest delay are pruned. */
export async function clearThrottle(db: Kysely<Database>, keys: string[], now: Date): Promise<void> {
  // Both at once: one round trip less on the login path.
  await Promise.all([
    keys.length > 0 ? db.deleteFrom('login_throttle').where('throttle_key', 'in', keys).execute() : undefined,
    db
      .deleteFrom('login_throttle')
      .where('last_failed_at', '<', new Date(now.getTime() - 2 * THROTTLE_MAX_SECONDS * 1000))
      .execute(),
  ]);
}
