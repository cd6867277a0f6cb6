/** The sign-in lifecycle's database work: users by alias, codes, password history, new users. */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PASSWORD_HISTORY_SIZE } from './constants.ts';
import { throttleKey } from '../../access/throttle.ts';
import { mailAddressOf } from '../../shared/user-contact.ts';

export interface PasswordHistoryTable {
  history_id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: Date;
}

declare module '../../db/schema.ts' {
  interface Database {
    password_history: PasswordHistoryTable;
  }
  interface RegistrationCodesTable {
    /** Wrong codes tried while this code was live (migration 0003). */
    failed_attempts: Generated<number>;
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/** The user a username (any alias) names, with what the password rules and the lockout need. */
export function findSigninUser(db: Db, username: string) {
  return db
    .selectFrom('user_aliases')
    .innerJoin('users', 'users.user_id', 'user_aliases.user_id')
    .select(['users.user_id', 'users.username', 'users.client_id', 'users.adviser_id', 'users.password_hash', 'users.locked_at'])
    .where('user_aliases.alias', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** A logged-in user by id, with what changing its password needs. */
export function findUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'username', 'password_hash', 'locked_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function acceptTerms(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ terms_accepted: true }).where('user_id', '=', userId).execute();
}

export async function aliasesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_aliases').select('alias').where('user_id', '=', userId).execute();
  return rows.map((r) => r.alias);
}

/**
 * Reserves one attempt on every live (unused, unexpired) code of a purpose, for a client or for a
 * registration username, in one statement (review M2): each row comes back with its count *after*
 * this attempt, so of any number of concurrent attempts only the first CODE_ATTEMPT_LIMIT see a
 * count within the limit, and only those compare the code. Every attempt is counted; a code whose
 * count has passed the limit is burnt (never compared again) though it has not expired.
 * `clientId: null` asks for a staff member's codes (no client): then `username` names them.
 */
export function reserveCodeAttempt(
  db: Db,
  where: { clientId?: number | null; username?: string },
  purpose: 'REGISTER' | 'RESET',
  now: Date,
) {
  let query = db
    .updateTable('registration_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (where.clientId === null) query = query.where('client_id', 'is', null);
  else if (where.clientId !== undefined) query = query.where('client_id', '=', where.clientId);
  if (where.username !== undefined) query = query.where('username', '=', where.username.trim().toLowerCase());
  return query.returning(['code_id', 'client_id', 'username', 'code_hash', 'failed_attempts']).execute();
}

/** Gives back the attempt reserved on these codes: the right code was presented, no miss to count. */
export async function refundCodeAttempt(db: Db, codeIds: number[]): Promise<void> {
  if (codeIds.length === 0) return;
  await db
    .updateTable('registration_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('code_id', 'in', codeIds)
    .execute();
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('registration_codes')
    .set({ used_at: now })
    .where('code_id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * How many reset codes were issued to the client since `since`. Takes the client's login row lock
 * first (within the caller's transaction), so concurrent requests count one after another.
 */
export async function resetCodesIssuedSince(db: Transaction<Database>, clientId: number, since: Date): Promise<number> {
  await db.selectFrom('users').select('user_id').where('client_id', '=', clientId).forUpdate().execute();
  const row = await db
    .selectFrom('registration_codes')
    .select((eb) => eb.fn.countAll<number>().as('issued'))
    .where('client_id', '=', clientId)
    .where('purpose', '=', 'RESET')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.issued);
}

/** Any earlier reset codes stop working when a new one is issued. */
export async function expireResetCodes(db: Db, clientId: number, now: Date): Promise<void> {
  await db
    .updateTable('registration_codes')
    .set({ expires_at: now })
    .where('client_id', '=', clientId)
    .where('purpose', '=', 'RESET')
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetCode(
  db: Db,
  row: { clientId: number; username: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('registration_codes')
    .values({
      client_id: row.clientId,
      username: row.username.toLowerCase(),
      purpose: 'RESET',
      code_hash: row.codeHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The hashes of the user's recent passwords, newest first (the current one included). */
export async function recentPasswordHashes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('history_id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE)
    .execute();
  return rows.map((r) => r.password_hash);
}

/** Records a password in the history and drops all but the newest PASSWORD_HISTORY_SIZE. */
export async function rememberPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash, created_at: now }).execute();
  const keep = db
    .selectFrom('password_history')
    .select('history_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('history_id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE);
  await db.deleteFrom('password_history').where('user_id', '=', userId).where('history_id', 'not in', keep).execute();
}

/**
 * Sets a new password; clears the failure count and any lock (a reset is how a locked user gets
 * back in). The outgoing password joins the history first when it is not there yet (seeded users).
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, previousHash: string, now: Date): Promise<void> {
  if (!(await recentPasswordHashes(db, userId)).includes(previousHash))
    await rememberPassword(db, userId, previousHash, new Date(now.getTime() - 1));
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, failed_login_count: 0, locked_at: null })
    .where('user_id', '=', userId)
    .execute();
  // …and the login throttle's delay (access/throttle.ts).
  // Every bucket of the account: account-wide, per source and per device (throttle.ts).
  const account = throttleKey(userId, '');
  await db
    .deleteFrom('login_throttle')
    .where((eb) => eb.or([eb('throttle_key', '=', account), eb('throttle_key', 'like', `${account}|%`)]))
    .execute();
  await rememberPassword(db, userId, passwordHash, now);
}

/** The new login of a registering client: the primary e-mail as username when free, else the client reference. */
export async function createClientUser(
  db: Transaction<Database>,
  input: { clientId: number; passwordHash: string; roles: string[]; now: Date },
): Promise<number> {
  const reference = String(input.clientId);
  const email = (await mailAddressOf(db, { client_id: input.clientId, username: reference }))?.toLowerCase() ?? null;
  const emailTaken =
    email === null || (await db.selectFrom('user_aliases').select('alias').where('alias', '=', email).executeTakeFirst()) !== undefined;
  const username = emailTaken ? reference : email;
  const user = await db
    .insertInto('users')
    .values({
      username,
      client_id: input.clientId,
      adviser_id: null,
      password_hash: input.passwordHash,
      roles: input.roles,
      terms_accepted: true,
      last_login: null,
      created_at: input.now,
      password_changed_at: input.now,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const aliases = [...new Set([reference, ...(emailTaken ? [] : [username])])].map((alias) => ({ alias, user_id: user.user_id }));
  await db.insertInto('user_aliases').values(aliases).execute();
  await rememberPassword(db, user.user_id, input.passwordHash, input.now);
  return user.user_id;
}

export async function clientHasUser(db: Db, clientId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('user_id').where('client_id', '=', clientId).executeTakeFirst()) !== undefined;
}
