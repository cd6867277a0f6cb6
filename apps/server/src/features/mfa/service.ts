/**
 * Second factors as decisions (issue 30): what a login owes after its password, checking an app code
 * or a recovery code, adding and removing factors, and the fresh factor sensitive changes need.
 */
import type { Kysely } from 'kysely';
import type { MfaStatusResponse } from '@portal/api';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { factorCounts, mfaRequiredFor } from '../../access/session-mfa.ts';
import { clearThrottle, reserveThrottledAttempt } from '../../access/throttle-store.ts';
import { hashRecoveryCode, matchRecoveryCode, newRecoveryCodes, openSecret, totpStep } from './factors.ts';
import * as repo from './repository.ts';

type Db = Kysely<Database>;

export async function mfaStatus(db: Db, user: { userId: number; clientId: number | null }): Promise<MfaStatusResponse> {
  const [passkeys, held] = await Promise.all([repo.listPasskeys(db, user.userId), factorCounts(db, user.userId)]);
  return {
    passkeys: passkeys.map((p) => ({
      credentialId: p.credential_id,
      name: p.name,
      createdAt: p.created_at.toISOString(),
      lastUsedAt: p.last_used_at?.toISOString() ?? null,
    })),
    totp: held.totp,
    recoveryCodesLeft: held.recovery,
    required: mfaRequiredFor({ client_id: user.clientId }),
  };
}

const wrongCode = () => new HttpError(400, 'Invalid', 'The code is not right.');

/**
 * Checks an app code or a recovery code for the user. Wrong codes count in the user's own throttle
 * (per account, like wrong passwords): from the threshold on, 423 until the delay has passed.
 */
export async function verifySecondFactor(
  db: Db,
  config: AppConfig,
  userId: number,
  input: { method: 'totp' | 'recovery'; code: string },
): Promise<void> {
  const now = config.now();
  const key = `mfa:${userId}`;
  // Reserved atomically before the check (review M2): a burst gets at most the budget's checks.
  const reserved = await reserveThrottledAttempt(db, key, now, config.login.lockoutThreshold);
  if (!reserved.admitted) throw new HttpError(423, 'Locked');
  const ok =
    input.method === 'totp'
      ? await acceptTotp(db, config, userId, input.code, false)
      : await redeemRecoveryCode(db, userId, input.code, now);
  if (!ok) {
    if (reserved.failures >= config.login.lockoutThreshold) throw new HttpError(423, 'Locked');
    throw wrongCode();
  }
  await clearThrottle(db, [key], now);
}

/** A right app code at the server's clock, used once (its time step is remembered). */
export async function acceptTotp(db: Db, config: AppConfig, userId: number, code: string, confirming: boolean): Promise<boolean> {
  const row = await repo.findTotp(db, userId);
  if (!row || (row.confirmed_at === null) !== confirming) return false;
  const now = config.now();
  const step = await totpStep(
    openSecret(row.secret_sealed, config.codeSecret),
    code,
    now,
    row.last_used_step === null ? null : Number(row.last_used_step),
  );
  return step !== null && (await repo.acceptTotpStep(db, userId, step, now, confirming));
}

async function redeemRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const codeId = await matchRecoveryCode(await repo.unusedRecoveryCodes(db, userId), code);
  return codeId !== null && (await repo.useRecoveryCode(db, codeId, now));
}

/** New recovery codes (the old ones stop working): returned once, stored as hashes. */
export async function issueRecoveryCodes(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await repo.replaceRecoveryCodes(db, userId, hashes, now);
  return codes;
}

/** After a factor was added: the first one also brings the recovery codes. */
export async function codesForFirstFactor(db: Db, userId: number, now: Date): Promise<string[] | null> {
  const held = await factorCounts(db, userId);
  return held.recovery === 0 ? issueRecoveryCodes(db, userId, now) : null;
}

/**
 * After a factor was removed: with no passkey and no app left the recovery codes go too (MFA is off).
 * An adviser or support agent may not remove the last one.
 */
export async function assertMayRemove(
  db: Db,
  user: { userId: number; clientId: number | null },
  removing: 'passkey' | 'totp',
): Promise<void> {
  if (!mfaRequiredFor({ client_id: user.clientId })) return;
  const held = await factorCounts(db, user.userId);
  const left = held.passkeys - (removing === 'passkey' ? 1 : 0) + (held.totp && removing !== 'totp' ? 1 : 0);
  if (left < 1) throw new HttpError(409, 'Forbidden', 'Advisers and support agents keep at least one second factor.');
}

export async function dropCodesWhenNoFactor(db: Db, userId: number): Promise<void> {
  const held = await factorCounts(db, userId);
  if (held.passkeys === 0 && !held.totp) await repo.deleteAllFactors(db, userId);
}
