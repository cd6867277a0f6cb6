/**
 * The sign-in forms of spec §2/§4/§5/§8 as decisions over the database: register, forgotten
 * password, reset password, change password. A refusal the user can act on is an answer with
 * errorCodes (spec §7); a request the browser would never send (rules skipped) is a 400.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../access/passwords.ts';
import { admitLoginAttempt, pruneLoginAttempts } from '../../access/rate-limit.ts';
import { endSessions, recordLoginFailure } from '../../access/repository.ts';
import { mailAddressOf } from '../../shared/user-contact.ts';
import { sourceKey } from '../../access/source.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';
import { codeMatches, hashCode, newResetCode } from './codes.ts';
import {
  CODE_ATTEMPT_LIMIT,
  FORM_RATE_KEY_PREFIX,
  RESET_CODE_TTL_SECONDS,
  RESET_MAILS_PER_HOUR,
  ROLE_CLIENT,
  USERNAME_SYNTAX,
} from './constants.ts';
import { assertPasswordRules, refuseNewPassword } from './password-policy.ts';
import * as repo from './repository.ts';

export type FormCode = 'Invalid' | 'ExistingPass' | 'UsernamePass' | 'CommonPass' | 'RecentlyUsedPass' | 'LockedOut';

export interface SigninDeps {
  db: Kysely<Database>;
  config: AppConfig;
}

/** The public forms share the login's per-source limit (IPv6 by /64), counted under their own key. */
export async function admitFormAttempt({ db, config }: SigninDeps, clientAddress: string): Promise<void> {
  const now = config.now();
  const { rateLimitMax, rateLimitWindowSeconds } = config.login;
  const key = `${FORM_RATE_KEY_PREFIX}${sourceKey(clientAddress)}`;
  if (!(await admitLoginAttempt(db, key, now, rateLimitMax, rateLimitWindowSeconds))) throw errors.rateLimited();
  await pruneLoginAttempts(db, new Date(now.getTime() - rateLimitWindowSeconds * 2000));
}

/**
 * The live code of `where` that `presented` matches. The attempt is reserved on every live code
 * first, atomically (review M2): a burst of wrong codes compares at most CODE_ATTEMPT_LIMIT of them
 * and the rest are refused unread; a match gives its attempt back (a right code is no miss).
 */
async function matchCode(
  deps: SigninDeps,
  where: Parameters<typeof repo.reserveCodeAttempt>[1],
  purpose: 'REGISTER' | 'RESET',
  presented: string,
) {
  const now = deps.config.now();
  const reserved = await repo.reserveCodeAttempt(deps.db, where, purpose, now);
  const ids = reserved.map((c) => c.code_id);
  const match = reserved.find(
    (c) => c.failed_attempts <= CODE_ATTEMPT_LIMIT && codeMatches(c.code_hash, presented, deps.config.codeSecret),
  );
  if (match) await repo.refundCodeAttempt(deps.db, ids);
  return match;
}

/** POST /nui/public/register: username (client reference) + registration code + new password. */
export async function register(deps: SigninDeps, input: { username: string; code: string; newPassword: string }): Promise<FormCode[]> {
  assertPasswordRules(input.newPassword);
  const now = deps.config.now();
  const match = await matchCode(deps, { username: input.username }, 'REGISTER', input.code);
  // A REGISTER code is always a client's (a CHECK of registration_codes).
  const clientId = match?.client_id;
  if (!match || clientId == null || (await repo.clientHasUser(deps.db, clientId))) return ['Invalid'];
  const email = await mailAddressOf(deps.db, { client_id: clientId, username: match.username });
  const refused = await refuseNewPassword({
    newPassword: input.newPassword,
    names: email ? [match.username, email] : [match.username],
    currentHash: null,
    recentHashes: [],
  });
  if (refused) return [refused];
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction().execute(async (trx) => {
    // Single use even when two registrations race: only one UPDATE finds the code unused.
    if (!(await repo.consumeCode(trx, match.code_id, now))) return ['Invalid'] as FormCode[];
    await repo.createClientUser(trx, { clientId, passwordHash, roles: [ROLE_CLIENT], now });
    return [];
  });
}

/**
 * POST /nui/public/forgottenPassword. A syntactically invalid username is 'Invalid' (spec §8);
 * any other answer is the same whether or not the user exists (no enumeration). The e-mail goes
 * out in the background (`schedule`), so neither the database writes nor the mail server's speed
 * tell a caller that the user exists.
 */
export async function forgottenPassword(
  deps: SigninDeps,
  input: { username: string; origin: string | null },
  schedule: (task: () => Promise<void>) => void,
  send: (message: MailMessage) => Promise<void>,
): Promise<FormCode[]> {
  const username = input.username.trim();
  if (!USERNAME_SYNTAX.test(username)) return ['Invalid'];
  const user = await repo.findSigninUser(deps.db, username);
  // Advisers change their password on the adviser platform (spec §2).
  if (!user || user.client_id === null) return [];
  const clientId = user.client_id;
  schedule(async () => {
    const to = await mailAddressOf(deps.db, user);
    if (!to) return;
    const code = newResetCode();
    const now = deps.config.now();
    const issued = await deps.db.transaction().execute(async (trx) => {
      // At most RESET_MAILS_PER_HOUR codes an hour: beyond, the live code stays and nothing is mailed (review L11).
      if ((await repo.resetCodesIssuedSince(trx, clientId, new Date(now.getTime() - 3600_000))) >= RESET_MAILS_PER_HOUR) return false;
      await repo.expireResetCodes(trx, clientId, now);
      await repo.insertResetCode(trx, {
        clientId,
        username: user.username,
        codeHash: hashCode(code, deps.config.codeSecret),
        now,
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000),
      });
      return true;
    });
    if (issued) await send(resetMail(to, code, input.origin));
  });
  return [];
}

function resetMail(to: string, code: string, origin: string | null): MailMessage {
  const hours = RESET_CODE_TTL_SECONDS / 3600;
  return {
    to,
    subject: 'Your password reset code',
    body: [
      'You asked to reset the password of your client portal login.',
      '',
      `Your registration code is: ${code}`,
      '',
      `Enter it with your username and a new password on the reset page${origin ? `: ${origin}/reset` : '.'}`,
      `The code works once and expires in ${hours} hours. If you did not ask for it, ignore this e-mail: your password is unchanged.`,
    ].join('\n'),
  };
}

/** POST /nui/public/resetPassword: username + e-mailed code + new password; unlocks the user. */
export async function resetPassword(
  deps: SigninDeps,
  input: { username: string; code: string; newPassword: string },
): Promise<{ errorCodes: FormCode[]; userId: number | null }> {
  const user = await repo.findSigninUser(deps.db, input.username);
  const errorCodes = await resetPasswordOf(deps, user, input);
  return { errorCodes, userId: errorCodes.length === 0 && user ? user.user_id : null };
}

async function resetPasswordOf(
  deps: SigninDeps,
  user: Awaited<ReturnType<typeof repo.findSigninUser>>,
  input: { code: string; newPassword: string },
): Promise<FormCode[]> {
  assertPasswordRules(input.newPassword);
  const now = deps.config.now();
  if (!user) return ['Invalid'];
  // A client's codes are its own; a staff member (no client) has only the codes `npm run admin` issued
  // to their username (their first password, or a new one: staff have no forgotten-password form).
  const where = user.client_id === null ? { clientId: null, username: user.username } : { clientId: user.client_id };
  const match = await matchCode(deps, where, 'RESET', input.code);
  if (!match) return ['Invalid'];
  const refused = await refuseNewPassword({
    newPassword: input.newPassword,
    names: await repo.aliasesOf(deps.db, user.user_id),
    currentHash: user.password_hash,
    recentHashes: await repo.recentPasswordHashes(deps.db, user.user_id),
  });
  if (refused) return [refused];
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeCode(trx, match.code_id, now))) return ['Invalid'] as FormCode[];
    await repo.setPassword(trx, user.user_id, passwordHash, user.password_hash, now);
    // Whoever knew the old password is out.
    await endSessions(trx, user.user_id);
    return [];
  });
}

export interface ChangePasswordOutcome {
  errorCodes: FormCode[];
  /** True when this attempt locked the account: every session of the user has ended. */
  lockedOut: boolean;
}

/**
 * POST /nui/nbs/changePassword. A wrong current password counts as a failed login; the one that
 * reaches the lockout threshold answers LockedOut and ends every session of the user.
 */
export async function changePassword(
  deps: SigninDeps,
  input: { userId: number; sessionIdHash: string; password: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  assertPasswordRules(input.newPassword);
  const now = deps.config.now();
  const user = await repo.findUserById(deps.db, input.userId);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  if (!user) throw errors.unauthorized();
  if (!ok) {
    const locked = await recordLoginFailure(deps.db, user.user_id, deps.config.login.lockoutThreshold, now);
    if (!locked) return { errorCodes: ['Invalid'], lockedOut: false };
    await endSessions(deps.db, user.user_id);
    return { errorCodes: ['LockedOut'], lockedOut: true };
  }
  const refused = await refuseNewPassword({
    newPassword: input.newPassword,
    names: await repo.aliasesOf(deps.db, user.user_id),
    currentHash: user.password_hash,
    recentHashes: await repo.recentPasswordHashes(deps.db, user.user_id),
  });
  if (refused) return { errorCodes: [refused], lockedOut: false };
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, user.user_id, passwordHash, user.password_hash, now);
    // Other devices logged in with the old password are logged out; this one stays.
    await endSessions(trx, user.user_id, input.sessionIdHash);
  });
  return { errorCodes: [], lockedOut: false };
}

/** POST /nui/nbs/acceptTerms. */
export async function acceptTerms(deps: SigninDeps, userId: number): Promise<void> {
  await repo.acceptTerms(deps.db, userId);
}
