/**
 * The per-account login throttle (ASVS 6.1.1, 6.3.8): after `threshold` consecutive failures each
 * further attempt must wait a delay that doubles per failure (capped), answered 423 Locked without
 * checking the password. Unknown usernames are counted under a hash of the name, so a
 * stranger cannot tell them from real ones, and nothing a stranger does locks or logs anyone out.
 * The rules are here; the counts live in the database (throttle-store.ts).
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

/** Seconds to wait after the `failures`-th consecutive failure (0 below the threshold). */
export function throttleDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(THROTTLE_BASE_SECONDS * 2 ** Math.min(failures - threshold, 20), THROTTLE_MAX_SECONDS);
}

/** Whether an account with `failures` consecutive failures, the last at `lastFailedAt`, may be tried at `now`. */
export function throttleOpen(failures: number, lastFailedAt: Date, now: Date, threshold: number): boolean {
  return now.getTime() >= lastFailedAt.getTime() + throttleDelaySeconds(failures, threshold) * 1000;
}
