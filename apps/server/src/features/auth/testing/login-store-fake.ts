/**
 * In-memory stand-ins for the login's database stores (users by alias and devices, per-source attempts,
 * throttle counts), for the fast tests of the login decision (service.test.ts). Same contracts as repository.ts,
 * rate-limit.ts and throttle-store.ts; the throttle's rule itself is the real one (throttle.ts).
 */
import { throttleOpen } from '../../../access/throttle.ts';
import { rateLimitStoreFake } from '../../../access/testing/rate-limit-store-fake.ts';

export interface FakeUser {
  user_id: number;
  username: string;
  password_hash: string;
  last_login: Date | null;
  locked_at: Date | null;
  failed_login_count: number;
}

export function loginStoreFake() {
  const aliases = new Map<string, FakeUser>();
  const { attempts, rateLimit } = rateLimitStoreFake();
  const throttle = new Map<string, { failures: number; last: Date; attempts: number }>();
  const devices = new Map<string, Set<number>>();
  return {
    aliases,
    attempts,
    throttle,
    devices,
    repository: {
      // A copy, as a row read from the database is: later writes do not change it.
      findUserByAlias: async (_db: unknown, username: string) => {
        const user = aliases.get(username.trim().toLowerCase());
        return user && { ...user };
      },
      recordLoginSuccess: async (_db: unknown, userId: number, now: Date) => {
        for (const user of aliases.values()) if (user.user_id === userId) Object.assign(user, { failed_login_count: 0, last_login: now });
      },
      usersOfDevice: async (_db: unknown, deviceHash: string | null) => new Set(deviceHash === null ? [] : (devices.get(deviceHash) ?? [])),
      rememberDevice: async (_db: unknown, userId: number, deviceHash: string) => {
        devices.set(deviceHash, new Set([...(devices.get(deviceHash) ?? []), userId]));
      },
    },
    rateLimit,
    throttleStore: {
      reserveThrottledAttempt: async (_db: unknown, key: string, now: Date, threshold: number) => {
        const row = throttle.get(key) ?? { failures: 0, last: now, attempts: 0 };
        const admitted = throttleOpen(row.failures, row.last, now, threshold);
        const next = admitted
          ? { failures: row.failures + 1, last: now, attempts: row.attempts + 1 }
          : { ...row, attempts: row.attempts + 1 };
        throttle.set(key, next);
        return { admitted, failures: next.failures };
      },
      clearThrottle: async (_db: unknown, keys: string[]) => {
        for (const key of keys) throttle.delete(key);
      },
    },
  };
}
