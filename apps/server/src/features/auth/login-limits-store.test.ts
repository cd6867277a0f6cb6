// The login rate limit and per-account throttle in SQL (rate-limit.ts, throttle-store.ts) on an
// in-memory PGlite with the server's migrations: what is counted, in which window, and what is pruned.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../db/testing/memory-database.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { admitLoginAttempt, pruneLoginAttempts } from './rate-limit.ts';
import { THROTTLE_BASE_SECONDS, THROTTLE_MAX_SECONDS } from './throttle.ts';
import { clearThrottle, recordThrottledFailure, throttleAllows } from './throttle-store.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.deleteFrom('login_attempts').execute();
  await handle.db.deleteFrom('login_throttle').execute();
});

const T0 = new Date('2026-01-01T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const attempts = () =>
  handle.db.selectFrom('login_attempts').select(['client_address', 'attempted_at', 'succeeded']).orderBy('attempted_at').execute();

describe('admitLoginAttempt', () => {
  it('admits up to the limit in the window, refuses past it and records only what it admits', async () => {
    const admitted = [];
    for (let i = 0; i < 4; i++) admitted.push(await admitLoginAttempt(handle.db, '10.0.0.1', at(i), 3, 60));
    expect(admitted).toEqual([true, true, true, false]);
    expect(await attempts()).toEqual([0, 1, 2].map((i) => ({ client_address: '10.0.0.1', attempted_at: at(i), succeeded: false })));
  });

  it('counts each address apart', async () => {
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
  });
});

describe('pruneLoginAttempts', () => {
  it("deletes only this address's attempts strictly before the cut-off", async () => {
    for (const s of [0, 10, 20]) await admitLoginAttempt(handle.db, '10.0.0.1', at(s), 10, 60);
    await admitLoginAttempt(handle.db, '10.0.0.2', at(0), 10, 60);
    await pruneLoginAttempts(handle.db, '10.0.0.1', at(10));
    expect((await attempts()).map((a) => [a.client_address, a.attempted_at])).toEqual([
      ['10.0.0.2', at(0)],
      ['10.0.0.1', at(10)],
      ['10.0.0.1', at(20)],
    ]);
  });
});

describe('login throttle store', () => {
  it('allows a key with no failures, counts consecutive failures per key and closes past the threshold', async () => {
    expect(await throttleAllows(handle.db, 'u:1', at(0), 2)).toBe(true);
    expect(await recordThrottledFailure(handle.db, 'u:1', at(0))).toBe(1);
    expect(await recordThrottledFailure(handle.db, 'u:1', at(1))).toBe(2);
    expect(await recordThrottledFailure(handle.db, 'u:2', at(1))).toBe(1);
    // At the threshold the delay starts from the last failure.
    expect(await throttleAllows(handle.db, 'u:1', at(2), 2)).toBe(false);
    expect(await throttleAllows(handle.db, 'u:1', at(1 + THROTTLE_BASE_SECONDS), 2)).toBe(true);
    expect(await throttleAllows(handle.db, 'u:2', at(2), 2)).toBe(true);
    expect(await handle.db.selectFrom('login_throttle').selectAll().where('throttle_key', '=', 'u:1').executeTakeFirst()).toEqual({
      throttle_key: 'u:1',
      failures: 2,
      last_failed_at: at(1),
    });
  });

  it('clears the key and prunes entries idle past twice the longest delay, keeping the others', async () => {
    const idle = 2 * THROTTLE_MAX_SECONDS;
    await recordThrottledFailure(handle.db, 'cleared', at(0));
    await recordThrottledFailure(handle.db, 'stale', at(0));
    await recordThrottledFailure(handle.db, 'edge', at(1));
    await recordThrottledFailure(handle.db, 'recent', at(idle));
    await clearThrottle(handle.db, 'cleared', at(idle + 1));
    const keys = await handle.db.selectFrom('login_throttle').select('throttle_key').orderBy('throttle_key').execute();
    expect(keys.map((k) => k.throttle_key)).toEqual(['edge', 'recent']);
    // A cleared key starts counting again from one.
    expect(await recordThrottledFailure(handle.db, 'recent', at(idle + 2))).toBe(2);
    await clearThrottle(handle.db, 'recent', at(idle + 2));
    expect(await recordThrottledFailure(handle.db, 'recent', at(idle + 3))).toBe(1);
  });
});
