/** The second factors' rows (migration 0022): passkeys, the TOTP secret, recovery codes, WebAuthn challenges. */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The tables' types are the kernel's (access/second-factor-tables.ts).
import '../../access/second-factor-tables.ts';

type Db = Kysely<Database>;

export function listPasskeys(db: Db, userId: number) {
  return db
    .selectFrom('mfa_passkeys')
    .select(['credential_id', 'name', 'created_at', 'last_used_at', 'transports'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function findPasskey(db: Db, credentialId: string) {
  return db.selectFrom('mfa_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function insertPasskey(
  db: Db,
  row: { credentialId: string; userId: number; publicKey: Uint8Array; counter: number; transports: string[]; name: string; now: Date },
): Promise<void> {
  await db
    .insertInto('mfa_passkeys')
    .values({
      credential_id: row.credentialId,
      user_id: row.userId,
      public_key: row.publicKey,
      counter: row.counter,
      transports: row.transports,
      name: row.name,
      created_at: row.now,
      last_used_at: null,
    })
    .execute();
}

/** Records a use: the authenticator's new counter (never backwards) and the time. */
export async function touchPasskey(db: Db, credentialId: string, counter: number, now: Date): Promise<void> {
  await db
    .updateTable('mfa_passkeys')
    .set({ counter: sql`greatest(counter, ${counter})`, last_used_at: now })
    .where('credential_id', '=', credentialId)
    .execute();
}

export async function deletePasskey(db: Db, userId: number, credentialId: string): Promise<boolean> {
  const r = await db.deleteFrom('mfa_passkeys').where('user_id', '=', userId).where('credential_id', '=', credentialId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export function findTotp(db: Db, userId: number) {
  return db.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new, unconfirmed secret (replacing an unconfirmed one; a confirmed app stays until removed). */
export async function putPendingTotp(db: Db, userId: number, sealed: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('mfa_totp')
    .values({ user_id: userId, secret_sealed: sealed, confirmed_at: null, last_used_step: null, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: sealed, created_at: now, last_used_step: null })
        .where('mfa_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Accepts a code's time step once: only a step after the last accepted one moves the row (replays and
 * two racing uses of one code find nothing to update). Confirms a pending secret on its first use.
 */
export async function acceptTotpStep(db: Db, userId: number, step: number, now: Date, confirming: boolean): Promise<boolean> {
  const row = await db
    .updateTable('mfa_totp')
    .set({ last_used_step: step, ...(confirming ? { confirmed_at: now } : {}) })
    .where('user_id', '=', userId)
    .where('confirmed_at', confirming ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a set-up app (a secret still being set up is not one). */
export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  const r = await db.deleteFrom('mfa_totp').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export function unusedRecoveryCodes(db: Db, userId: number) {
  return db
    .selectFrom('mfa_recovery_codes')
    .select(['code_id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Uses a code once: a second use (or a racing one) finds it used. */
export async function useRecoveryCode(db: Db, codeId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('code_id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('code_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces every recovery code of the user with these hashes. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('mfa_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
      .execute();
  });
}

/** Every factor of the user goes (a client turning MFA off; an operator's unlock after all were lost). */
export async function deleteAllFactors(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mfa_passkeys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  });
}

export async function insertChallenge(
  db: Db,
  row: { challenge: string; userId: number | null; purpose: 'register' | 'authenticate'; now: Date; ttlSeconds: number },
): Promise<void> {
  // Housekeeping alongside: challenges nobody answered.
  await Promise.all([
    db.deleteFrom('webauthn_challenges').where('expires_at', '<', row.now).execute(),
    db
      .insertInto('webauthn_challenges')
      .values({
        challenge: row.challenge,
        user_id: row.userId,
        purpose: row.purpose,
        expires_at: new Date(row.now.getTime() + row.ttlSeconds * 1000),
      })
      .execute(),
  ]);
}

/** Takes a live challenge once (DELETE … RETURNING: a replay or a racing second use finds none). */
export function consumeChallenge(db: Db, challenge: string, purpose: 'register' | 'authenticate', now: Date) {
  return db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();
}

/**
 * A client's 'Not now' to the offer of two-step login after sign-in (access/session-mfa.ts reads it
 * against the same clock: the database's).
 */
export async function declineOffer(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfa_offer_declined_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .execute();
}
