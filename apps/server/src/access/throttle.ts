/**
 * The login throttle (ASVS 6.1.1, 6.3.1, 6.3.8): after `threshold` consecutive failures in a bucket
 * each further attempt in it must wait a delay that doubles per failure (capped), answered 423 Locked
 * without checking the password. The buckets (review M1: a stranger must never lock the owner out):
 * - a device the user signed in from before (its device cookie) has a bucket of its own, so it keeps
 *   working whatever happens elsewhere;
 * - any other attempt counts in the bucket of its account and source (address, IPv6 by /64), so a
 *   stranger's failures delay only the stranger's own source, and in the account-wide bucket for unknown
 *   devices, which opens only after ACCOUNT_WIDE_FACTOR times as many failures (a distributed guess).
 * Unknown usernames are counted under a hash of the name, so a stranger cannot tell them from real
 * ones. The rules are here; the counts live in the database (throttle-store.ts).
 */
import { createHash } from 'node:crypto';

/** The first delay (after `threshold` failures) and the most any delay grows to. */
export const THROTTLE_BASE_SECONDS = 30;
export const THROTTLE_MAX_SECONDS = 15 * 60;

/** A known user by id (all its aliases share it); an unknown name by its hash (never stored in clear). */
export function throttleKey(userId: number | null, username: string): string {
  if (userId !== null) return `user:${userId}`;
  return `name:${createHash('sha256').update(username.trim().toLowerCase()).digest('base64url')}`;
}

/** The account-wide bucket (attempts from devices the user never signed in from) opens at this many times the threshold. */
export const ACCOUNT_WIDE_FACTOR = 10;

/** The bucket of an account (throttleKey) and a source (access/source.ts). */
export function sourceThrottleKey(accountKey: string, source: string): string {
  return `${accountKey}|src:${source}`;
}

/** The bucket of an account and a device the user signed in from before (the device cookie's hash). */
export function deviceThrottleKey(accountKey: string, deviceHash: string): string {
  return `${accountKey}|dev:${deviceHash}`;
}

/** Seconds to wait after the `failures`-th consecutive failure (0 below the threshold). */
export function throttleDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(THROTTLE_BASE_SECONDS * 2 ** Math.min(failures - threshold, 20), THROTTLE_MAX_SECONDS);
}

/** Whether an account with `failures` consecutive failures, the last at `lastFailedAt`, may be tried at `now`. */
export function throttleOpen(failures: number, lastFailedAt: Date, now: Date, threshold: number): boolean {
  return now.getTime() >= lastFailedAt.getTime() + throttleDelaySeconds(failures, threshold) * 1000;
}
