/** Who a user is to write to: the login facts and the address a notice or a code goes to. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A user's login facts for the passkey sign-in and the notices. */
export function findMfaUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('advisers', 'advisers.adviser_id', 'users.adviser_id')
    .select([
      'users.user_id',
      'users.username',
      'users.client_id',
      'users.adviser_id',
      'users.password_hash',
      'users.locked_at',
      'users.last_login',
      'advisers.email_address as adviser_email',
    ])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
}

/** Where a client's mail goes: the primary e-mail address, else the username when it is one. */
export async function mailAddressOf(db: Db, user: { client_id: number | null; username: string }): Promise<string | null> {
  if (user.client_id !== null) {
    const row = await db
      .selectFrom('email_addresses')
      .select('email_address')
      .where('client_id', '=', user.client_id)
      .orderBy('primary_type', 'desc')
      .orderBy('address_id')
      .executeTakeFirst();
    if (row) return row.email_address;
  }
  return user.username.includes('@') ? user.username : null;
}
