/**
 * Per-source rate limit, counted in the database (so it holds across instances) by one atomic
 * statement (review M2): the row of a key holds the times of the attempts it admitted in the window;
 * the upsert drops the ones the window has passed and admits the attempt only while fewer than `max`
 * remain, under the row's lock, so a burst of parallel attempts cannot all read "under the limit"
 * before any is recorded. Past the limit: 429 RateLimited. Keys are sources (access/source.ts).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function admitLoginAttempt(
  db: Kysely<Database>,
  key: string,
  now: Date,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const live = sql`ARRAY(SELECT h FROM unnest(r.hits) AS h WHERE h > ${since} ORDER BY h)`;
  const { rows } = await sql<{ admitted: boolean }>`
    INSERT INTO rate_limits AS r (rate_key, hits, admitted, updated_at)
    VALUES (${key}, CASE WHEN ${max} > 0 THEN ARRAY[${now}::timestamptz] ELSE '{}'::timestamptz[] END, ${max} > 0, ${now})
    ON CONFLICT (rate_key) DO UPDATE SET
      admitted = cardinality(${live}) < ${max},
      hits = CASE WHEN cardinality(${live}) < ${max} THEN ${live} || ${now}::timestamptz ELSE ${live} END,
      updated_at = ${now}
    RETURNING admitted`.execute(db);
  return rows[0]!.admitted;
}

/** Every key untouched since `before` (all its attempts are outside every window) is forgotten, whoever it was. */
export async function pruneLoginAttempts(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('updated_at', '<', before).execute();
}
