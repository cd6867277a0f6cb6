// The login rate limit and throttle in SQL (rate-limit.ts, throttle-store.ts) on an in-memory PGlite
// with the server's migrations: what is counted, in which window, what is pruned — and that a burst of
// parallel attempts is counted atomically (review M2).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../db/testing/memory-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { admitLoginAttempt, pruneLoginAttempts } from './rate-limit.ts';
import { THROTTLE_BASE_SECONDS, THROTTLE_MAX_SECONDS } from './throttle.ts';
import { clearThrottle, reserveThrottledAttempt } from './throttle-store.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.deleteFrom('rate_limits').execute();
  await handle.db.deleteFrom('login_throttle').execute();
});

const T0 = new Date('2026-01-01T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const hits = async (key: string) =>
  (await handle.db.selectFrom('rate_limits').select('hits').where('rate_key', '=', key).executeTakeFirst())?.hits.map((h) => new Date(h));

describe('admitLoginAttempt', () => {
  it('admits up to the limit in the window, refuses past it and records only what it admits', async () => {
    const admitted = [];
    for (let i = 0; i < 4; i++) admitted.push(await admitLoginAttempt(handle.db, '10.0.0.1', at(i), 3, 60));
    expect(admitted).toEqual([true, true, true, false]);
    expect(await hits('10.0.0.1')).toEqual([at(0), at(1), at(2)]);
  });

  it('counts each key apart', async () => {
    for (let i = 0; i < 2; i++) await admitLoginAttempt(handle.db, '10.0.0.1', at(i), 2, 60);
    expect(await admitLoginAttempt(handle.db, '10.0.0.2', at(2), 2, 60)).toBe(true);
    expect(await admitLoginAttempt(handle.db, '10.0.0.1', at(3), 2, 60)).toBe(false);
  });

  it('forgets attempts once they are the window or more in the past', async () => {
    await admitLoginAttempt(handle.db, '10.0.0.1', at(0), 1, 60);
    expect(await admitLoginAttempt(handle.db, '10.0.0.1', at(59), 1, 60)).toBe(false);
    // Exactly the window later the first attempt no longer counts (the window is (now - window, now]).
    expect(await admitLoginAttempt(handle.db, '10.0.0.1', at(60), 1, 60)).toBe(true);
    expect(await admitLoginAttempt(handle.db, '10.0.0.1', at(61), 1, 60)).toBe(false);
    expect(await hits('10.0.0.1')).toEqual([at(60)]);
  });

  it('admits exactly the limit out of 50 parallel attempts (one statement decides, under the row lock)', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => admitLoginAttempt(handle.db, '10.0.0.5', at(0), 20, 60)));
    expect(answers.filter(Boolean)).toHaveLength(20);
    expect(await hits('10.0.0.5')).toHaveLength(20);
  });
});

describe('pruneLoginAttempts', () => {
  it('forgets every key untouched since the cut-off, whoever it was, and keeps the others', async () => {
    await admitLoginAttempt(handle.db, '10.0.0.1', at(0), 10, 60);
    await admitLoginAttempt(handle.db, '10.0.0.2', at(5), 10, 60);
    await admitLoginAttempt(handle.db, '10.0.0.3', at(20), 10, 60);
    await pruneLoginAttempts(handle.db, at(10));
    const keys = await handle.db.selectFrom('rate_limits').select('rate_key').orderBy('rate_key').execute();
    expect(keys.map((k) => k.rate_key)).toEqual(['10.0.0.3']);
  });
});

describe('login throttle store', () => {
  it('admits a key below the threshold, counting each attempt as a failure before its check, and closes past it', async () => {
    expect(await reserveThrottledAttempt(handle.db, 'u:1', at(0), 2)).toEqual({ admitted: true, failures: 1 });
    expect(await reserveThrottledAttempt(handle.db, 'u:1', at(1), 2)).toEqual({ admitted: true, failures: 2 });
    expect(await reserveThrottledAttempt(handle.db, 'u:2', at(1), 2)).toEqual({ admitted: true, failures: 1 });
    // At the threshold the delay starts from the last failure; a refused attempt is counted but not as a failure.
    expect(await reserveThrottledAttempt(handle.db, 'u:1', at(2), 2)).toEqual({ admitted: false, failures: 2 });
    expect(await reserveThrottledAttempt(handle.db, 'u:1', at(1 + THROTTLE_BASE_SECONDS), 2)).toEqual({ admitted: true, failures: 3 });
    expect(await handle.db.selectFrom('login_throttle').selectAll().where('throttle_key', '=', 'u:1').executeTakeFirst()).toEqual({
      throttle_key: 'u:1',
      failures: 3,
      last_failed_at: at(1 + THROTTLE_BASE_SECONDS),
      attempts: 4,
      admitted: true,
    });
    // The delay doubles: 2 × the base from the third failure.
    expect((await reserveThrottledAttempt(handle.db, 'u:1', at(1 + 3 * THROTTLE_BASE_SECONDS - 1), 2)).admitted).toBe(false);
    expect((await reserveThrottledAttempt(handle.db, 'u:1', at(1 + 3 * THROTTLE_BASE_SECONDS), 2)).admitted).toBe(true);
  });

  it('lets exactly the threshold of 50 parallel attempts through, and counts all 50', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => reserveThrottledAttempt(handle.db, 'burst', at(0), 5)));
    expect(answers.filter((a) => a.admitted)).toHaveLength(5);
    const row = await handle.db
      .selectFrom('login_throttle')
      .select(['failures', 'attempts'])
      .where('throttle_key', '=', 'burst')
      .executeTakeFirst();
    expect(row).toEqual({ failures: 5, attempts: 50 });
  });

  it('clears the keys and prunes entries idle past twice the longest delay, keeping the others', async () => {
    const idle = 2 * THROTTLE_MAX_SECONDS;
    for (const [key, s] of [
      ['cleared', 0],
      ['stale', 0],
      ['edge', 1],
      ['recent', idle],
    ] as const)
      await reserveThrottledAttempt(handle.db, key, at(s), 5);
    await clearThrottle(handle.db, ['cleared'], at(idle + 1));
    const keys = await handle.db.selectFrom('login_throttle').select('throttle_key').orderBy('throttle_key').execute();
    expect(keys.map((k) => k.throttle_key)).toEqual(['edge', 'recent']);
    // A cleared key starts counting again from one.
    expect((await reserveThrottledAttempt(handle.db, 'recent', at(idle + 2), 5)).failures).toBe(2);
    await clearThrottle(handle.db, ['recent'], at(idle + 2));
    expect((await reserveThrottledAttempt(handle.db, 'recent', at(idle + 3), 5)).failures).toBe(1);
  });
});
