/** Users and their logins: lookup by any alias, and the devices they signed in from. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findUserByAlias(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('user_aliases')
    .innerJoin('users', 'users.user_id', 'user_aliases.user_id')
    .select([
      'users.user_id',
      'users.username',
      'users.client_id',
      'users.password_hash',
      'users.last_login',
      'users.locked_at',
      'users.failed_login_count',
    ])
    .where('user_aliases.alias', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** The users who signed in from this device before (the device cookie's hash). */
export async function usersOfDevice(db: Kysely<Database>, deviceHash: string | null): Promise<Set<number>> {
  if (deviceHash === null) return new Set();
  const rows = await db.selectFrom('known_devices').select('user_id').where('device_hash', '=', deviceHash).execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Remembers that the user signed in from this device (its own throttle bucket from now on). */
export async function rememberDevice(db: Kysely<Database>, userId: number, deviceHash: string, now: Date): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash, last_login_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_login_at: now }))
    .execute();
}
