/**
 * The login decision: rate limit by source, then the throttle's buckets, then the user by any alias
 * and argon2id. Unknown users verify against a dummy hash and are throttled under their name, so
 * they take as long and get the same answers as real ones. Failures never lock an account for good,
 * and a stranger's never lock out the owner (review M1, access/throttle.ts): from the
 * `lockoutThreshold`-th failure in a bucket, 423 Locked answers that bucket's attempts until a delay
 * that doubles per failure has passed (a reset ends it); a device the user signed in from before has
 * its own bucket. Every budget is reserved by one atomic statement before the password is checked
 * (review M2). An account an operator or the change-password policy locked answers Locked to every
 * password, so it reveals nothing about the password (review L17).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { recordLoginSuccess } from '../../access/repository.ts';
import { findUserByAlias, rememberDevice, usersOfDevice } from './repository.ts';
import { dummyHash, verifyPassword } from '../../access/passwords.ts';
import { admitLoginAttempt, pruneLoginAttempts } from '../../access/rate-limit.ts';
import { sourceKey } from '../../access/source.ts';
import { ACCOUNT_WIDE_FACTOR, deviceThrottleKey, sourceThrottleKey, throttleKey } from '../../access/throttle.ts';
import { clearThrottle, reserveThrottledAttempt } from '../../access/throttle-store.ts';

export interface LoginOutcome {
  userId: number;
  /** The login before this one (null on the first login). */
  previousLogin: Date | null;
  /** The device cookie's value from now on (the one presented, or a new one). */
  deviceId: string;
  /** Null for an adviser's or support agent's login. */
  clientId: number | null;
}

/** A device cookie's value as it is stored (never in clear: a database copy must not open a bucket). */
export const deviceHashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('base64url');
/** The shape of a device id this server issues (32 random bytes, base64url); anything else is ignored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export async function authenticate(
  db: Kysely<Database>,
  config: AppConfig,
  input: { username: string; password: string; clientAddress: string; deviceId?: string | null },
): Promise<LoginOutcome> {
  const now = config.now();
  const { rateLimitMax, rateLimitWindowSeconds, lockoutThreshold } = config.login;
  const source = sourceKey(input.clientAddress);
  const deviceId = input.deviceId && DEVICE_ID.test(input.deviceId) ? input.deviceId : null;
  const deviceHash = deviceId === null ? null : deviceHashOf(deviceId);
  // The user and the device are read alongside the rate-limit check (the answer is the same either
  // way): under load every sequential round trip waits for the event loop again, and a login has many.
  const [admitted, user, deviceUsers] = await Promise.all([
    admitLoginAttempt(db, source, now, rateLimitMax, rateLimitWindowSeconds),
    findUserByAlias(db, input.username),
    usersOfDevice(db, deviceHash),
  ]);
  if (!admitted) throw errors.rateLimited();
  const account = throttleKey(user?.user_id ?? null, input.username);
  const buckets =
    user && deviceHash !== null && deviceUsers.has(user.user_id)
      ? [{ key: deviceThrottleKey(account, deviceHash), threshold: lockoutThreshold }]
      : [
          { key: sourceThrottleKey(account, source), threshold: lockoutThreshold },
          { key: account, threshold: lockoutThreshold * ACCOUNT_WIDE_FACTOR },
        ];
  let throttled = false;
  for (const bucket of buckets) {
    const reserved = await reserveThrottledAttempt(db, bucket.key, now, bucket.threshold);
    if (!reserved.admitted) throw errors.locked();
    if (reserved.failures >= bucket.threshold) throttled = true;
  }
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  // An operator's lock answers every password alike (and keeps the failures counted).
  if (user?.locked_at) throw errors.locked();
  if (!user || !ok) throw throttled ? errors.locked() : errors.incorrectCredentials();
  const newDeviceId = deviceId ?? randomBytes(32).toString('base64url');
  // Independent writes: one round trip instead of several.
  await Promise.all([
    recordLoginSuccess(db, user.user_id, now),
    clearThrottle(
      db,
      buckets.map((b) => b.key),
      now,
    ),
    rememberDevice(db, user.user_id, deviceHashOf(newDeviceId), now),
    pruneLoginAttempts(db, new Date(now.getTime() - rateLimitWindowSeconds * 2000)),
  ]);
  return { userId: user.user_id, previousLogin: user.last_login, deviceId: newDeviceId, clientId: user.client_id };
}
