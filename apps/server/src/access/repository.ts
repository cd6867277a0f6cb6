/**
 * The users' rows the session and the logins share: the profile a UserSession answer is built from, a
 * client's own roles (impersonation), failure counting and lockout, the login stamp, and ending sessions.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Counts a failed attempt; locks the user when the count reaches the threshold. Returns whether it is now locked. */
export async function recordLoginFailure(db: Kysely<Database>, userId: number, threshold: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      failed_login_count: eb('failed_login_count', '+', 1),
      locked_at: eb
        .case()
        .when('failed_login_count', '>=', threshold - 1)
        .then(now)
        .else(eb.ref('locked_at'))
        .end(),
    }))
    .where('user_id', '=', userId)
    .returning(['locked_at'])
    .executeTakeFirst();
  return row?.locked_at != null;
}

export async function recordLoginSuccess(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ failed_login_count: 0, last_login: now }).where('user_id', '=', userId).execute();
}

/** The user's columns a session carries (its user-session answer and the session plugin's live rows). */
export const SESSION_USER_COLUMNS = [
  'users.user_id',
  'users.username',
  'users.client_id',
  'users.adviser_id',
  'users.roles',
  'users.terms_accepted',
] as const;

/** Everything the UserSession answer needs about a user, in one query. */
export function findUserProfile(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('clients', 'clients.client_id', 'users.client_id')
    .leftJoin('advisers as client_adviser', 'client_adviser.adviser_id', 'clients.adviser_id')
    .leftJoin('advisers as own', 'own.adviser_id', 'users.adviser_id')
    .select([
      ...SESSION_USER_COLUMNS,
      'clients.forename as client_forename',
      'clients.surname as client_surname',
      'client_adviser.location_id as client_location_id',
      'own.forename as adviser_forename',
      'own.surname as adviser_surname',
      'own.location_id as adviser_location_id',
    ])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
}

/** The roles of a client's login; undefined when the client has none. */
export async function findClientRoles(db: Kysely<Database>, clientId: number): Promise<string[] | undefined> {
  return (await db.selectFrom('users').select('roles').where('client_id', '=', clientId).executeTakeFirst())?.roles;
}

/** Ends the user's sessions, all of them or all but one (the one that changed the password). */
export async function endSessions(db: Db, userId: number, exceptIdHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  await query.execute();
}
