/**
 * Per-address login rate limit, counted in the database (so it holds across instances): each
 * attempt is recorded; more than `max` in the window answers 429 RateLimited.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function admitLoginAttempt(
  db: Kysely<Database>,
  clientAddress: string,
  now: Date,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_address', '=', clientAddress)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= max) return false;
  await db.insertInto('login_attempts').values({ client_address: clientAddress, attempted_at: now, succeeded: false }).execute();
  return true;
}

/** Old attempts are of no use once outside every window. */
export async function pruneLoginAttempts(db: Kysely<Database>, clientAddress: string, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('client_address', '=', clientAddress).where('attempted_at', '<', before).execute();
}
