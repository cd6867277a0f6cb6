/**
 * The login decision: rate limit by address, then the user by any alias, then argon2id. Unknown
 * users verify against a dummy hash so they take as long as known ones and get the same answer.
 * Consecutive failures lock the user (423 Locked); success resets the count and stamps last_login.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { findUserByAlias, recordLoginFailure, recordLoginSuccess } from './repository.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { admitLoginAttempt, pruneLoginAttempts } from './rate-limit.ts';

export interface LoginOutcome {
  userId: number;
  /** The login before this one (null on the first login). */
  previousLogin: Date | null;
}

export async function authenticate(
  db: Kysely<Database>,
  config: AppConfig,
  input: { username: string; password: string; clientAddress: string },
): Promise<LoginOutcome> {
  const now = config.now();
  const { rateLimitMax, rateLimitWindowSeconds, lockoutThreshold } = config.login;
  if (!(await admitLoginAttempt(db, input.clientAddress, now, rateLimitMax, rateLimitWindowSeconds))) throw errors.rateLimited();

  const user = await findUserByAlias(db, input.username);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  if (!user) throw errors.incorrectCredentials();
  if (user.locked_at) throw errors.locked();
  if (!ok) {
    const locked = await recordLoginFailure(db, user.user_id, lockoutThreshold, now);
    throw locked ? errors.locked() : errors.incorrectCredentials();
  }
  await recordLoginSuccess(db, user.user_id, now);
  await pruneLoginAttempts(db, input.clientAddress, new Date(now.getTime() - rateLimitWindowSeconds * 2000));
  return { userId: user.user_id, previousLogin: user.last_login };
}
