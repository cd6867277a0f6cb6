/**
 * The login decision: rate limit by address, then the per-account throttle, then the user by any
 * alias and argon2id. Unknown users verify against a dummy hash and are throttled under their name,
 * so they take as long and get the same answers as real ones. Failures never lock an account for
 * good: from the `lockoutThreshold`-th one, 423 Locked answers every attempt until a delay that
 * doubles per failure has passed (features/auth/throttle.ts; a reset ends it). An account an operator
 * or the change-password policy locked answers Locked only to the right password, so it reveals nothing.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { findUserByAlias, recordLoginSuccess } from './repository.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { admitLoginAttempt, pruneLoginAttempts } from './rate-limit.ts';
import { throttleKey } from './throttle.ts';
import { clearThrottle, recordThrottledFailure, throttleAllows } from './throttle-store.ts';

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
  // The user is read alongside the rate-limit check (the answer is the same either way): under load
  // every sequential round trip waits for the event loop again, and a login has many.
  const [admitted, user] = await Promise.all([
    admitLoginAttempt(db, input.clientAddress, now, rateLimitMax, rateLimitWindowSeconds),
    findUserByAlias(db, input.username),
  ]);
  if (!admitted) throw errors.rateLimited();
  const key = throttleKey(user?.user_id ?? null, input.username);
  if (!(await throttleAllows(db, key, now, lockoutThreshold))) throw errors.locked();
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  if (!user || !ok) {
    const failures = await recordThrottledFailure(db, key, now);
    throw failures >= lockoutThreshold ? errors.locked() : errors.incorrectCredentials();
  }
  if (user.locked_at) throw errors.locked();
  // Independent writes: one round trip instead of three.
  await Promise.all([
    recordLoginSuccess(db, user.user_id, now),
    clearThrottle(db, key, now),
    pruneLoginAttempts(db, input.clientAddress, new Date(now.getTime() - rateLimitWindowSeconds * 2000)),
  ]);
  return { userId: user.user_id, previousLogin: user.last_login };
}
