/**
 * The caches behind GET /nui/nbs/clients/{id} (perf): the generic TTL cache and batch loader, the
 * session cache (invalidated at once on this instance; other instances' changes within the TTL), the
 * throttled last_seen_at touch, and the client-resource cache (rules still per request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientResource, userSession } from '@portal/api';
import { BatchLoader } from '../src/plugins/caches/batch-loader.ts';
import { CLIENT_RESOURCE_TTL_MS } from '../src/plugins/caches/client-resource-cache.ts';
import { SESSION_CACHE_TTL_MS, SESSION_TOUCH_INTERVAL_MS } from '../src/plugins/caches/session-cache.ts';
import { TtlCache } from '../src/plugins/caches/ttl-cache.ts';
import { loadClientResource } from '../src/features/clients/repository.ts';
import { PASSWORD, createTestApp, login, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const DEMO = 1000010001;
const SOLO = 1000010003;

describe('TtlCache', () => {
  it('expires entries after the TTL and evicts the oldest past the cap', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1, 0, cache.epoch);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.set('a', 1, 0, cache.epoch);
    cache.set('b', 2, 0, cache.epoch);
    cache.set('c', 3, 0, cache.epoch);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });

  it('does not store a value loaded before an invalidation', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    let finish!: (value: string) => void;
    const loading = cache.getOrLoad('k', 0, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.delete('k');
    finish('before the change');
    expect(await loading).toBe('before the change');
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('runs one load for concurrent callers, and none while the value is fresh', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('k', 0, load), cache.getOrLoad('k', 0, load), cache.getOrLoad('k', 0, load)])).toEqual([
      1, 1, 1,
    ]);
    expect(await cache.getOrLoad('k', 500, load)).toBe(1);
    expect(await cache.getOrLoad('k', 1000, load)).toBe(2);
    cache.deleteWhere((value) => value === 2);
    expect(await cache.getOrLoad('k', 1001, load)).toBe(3);
  });

  it('spreads expiry with jitter but never past the TTL', () => {
    const cache = new TtlCache<number, number>({ ttlMs: 1000, maxEntries: 1000, jitter: 0.5 });
    for (let i = 0; i < 200; i++) cache.set(i, i, 0, cache.epoch);
    const alive = (now: number) => Array.from({ length: 200 }, (_, i) => cache.get(i, now)).filter((v) => v !== undefined).length;
    expect(alive(499)).toBe(200);
    const atThreeQuarters = alive(750);
    expect(atThreeQuarters).toBeGreaterThan(0);
    expect(atThreeQuarters).toBeLessThan(200);
    expect(alive(1000)).toBe(0);
  });
});

describe('BatchLoader', () => {
  it('answers concurrent look-ups with one run, absent keys as undefined', async () => {
    const runs: string[][] = [];
    const loader = new BatchLoader(async (keys: string[]) => {
      runs.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    expect(await Promise.all(['a', 'b', 'a', 'missing'].map((k) => loader.load(k)))).toEqual(['A', 'B', 'A', undefined]);
    expect(runs).toEqual([['a', 'b', 'missing']]);
  });

  it('rejects the waiters of a failed batch and keeps serving later ones', async () => {
    let fail = true;
    const loader = new BatchLoader(async (keys: number[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k * 2]));
    });
    await expect(loader.load(1)).rejects.toThrow('database down');
    fail = false;
    expect(await loader.load(2)).toBe(4);
  });
});

describe('sessions and the client resource through the caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify(payload) });
  const lastSeen = async (userId: number) =>
    (
      await t.handle.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).last_seen_at.getTime();
  const userIdOf = async (clientId: number) =>
    (await t.handle.db.selectFrom('users').select('user_id').where('client_id', '=', clientId).executeTakeFirstOrThrow()).user_id;

  // Only the embedded database caches sessions: on PostgreSQL (several instances) every request reads its session.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses a logged-out cookie at once on the same instance, though the session was cached',
    async () => {
      const cookie = await loginCookie(t.app, 'demo.client@example.com');
      expect((await get(`/nui/nbs/clients/${DEMO}`, cookie)).statusCode).toBe(200);
      expect(t.app.caches.sessions.size).toBeGreaterThan(0);
      expect((await get('/nui/public/logout', cookie)).statusCode).toBe(200);
      expect((await get(`/nui/nbs/clients/${DEMO}`, cookie)).statusCode).toBe(401);
    },
  );

  it('honours a session ended by another instance within the cache TTL', async () => {
    const cookie = await loginCookie(t.app, 'solo.client@example.com');
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(200);
    // Another instance deletes the row: this one may still believe its cache, for at most the TTL.
    await t.handle.db
      .deleteFrom('sessions')
      .where('user_id', '=', await userIdOf(SOLO))
      .execute();
    t.clock.advance(SESSION_CACHE_TTL_MS / 1000);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
  });

  // Hardening (issue 14): failed logins no longer lock anyone, nor flush the cache; an operator's lock still ends sessions.
  it('keeps the sessions of a user whose login others fail, and drops those of a locked user', async () => {
    const cookie = await loginCookie(t.app, '1000010006');
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({ username: expect.any(String) });
    for (let i = 0; i < 5; i++) await login(t.app, '1000010006', 'Wrong#Pass1');
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({ username: expect.any(String) });
    // An operator's lock is written outside this instance: seen within the cache lifetime.
    await t.handle.db.updateTable('users').set({ locked_at: t.clock.now }).where('client_id', '=', 1000010006).execute();
    t.clock.advance(SESSION_CACHE_TTL_MS / 1000);
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({});
  });

  it('ends the other sessions at once when the password changes', async () => {
    const other = await loginCookie(t.app, 'big.client@example.com');
    const mine = await loginCookie(t.app, 'big.client@example.com');
    expect((await get('/nui/public/sessionInfo', other)).statusCode).toBe(200);
    const changed = await post('/nui/nbs/changePassword', { password: PASSWORD, newPassword: 'Amber*Lantern9' }, mine);
    expect(changed.statusCode).toBe(200);
    expect((await get('/nui/public/sessionInfo', other)).statusCode).toBe(401);
    // The changing session goes on under a new id (review L9); the old one is over too.
    expect((await get('/nui/public/sessionInfo', sessionCookie(changed)!)).statusCode).toBe(200);
    expect((await get('/nui/public/sessionInfo', mine)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once per touch interval, and still ends idle sessions within 15 minutes', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const user = await userIdOf(DEMO);
    const loggedIn = await lastSeen(user);
    t.clock.advance(30);
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({ username: 'demo.client@example.com' });
    expect(await lastSeen(user)).toBe(loggedIn);
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS / 1000);
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({ username: 'demo.client@example.com' });
    const touched = await lastSeen(user);
    expect(touched).toBe(t.clock.now.getTime());
    // Active again 30 s later (no write): the session then ends 15 minutes after the last write,
    // i.e. less than a touch interval before 15 idle minutes from the last call.
    t.clock.advance(30);
    expect((await get('/nui/public/keepalive', cookie)).statusCode).toBe(200);
    expect(await lastSeen(user)).toBe(touched);
    t.clock.advance(15 * 60 - 30);
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({});
  });

  it('serves the cached resource only to sessions allowed to read it, with each viewer its own flag', async () => {
    const demo = await loginCookie(t.app, 'demo.client@example.com');
    const solo = await loginCookie(t.app, 'solo.client@example.com');
    // An adviser reads a client only while impersonating it (hardening, issue 14).
    const ownAdviser = await loginCookie(t.app, 'demo.adviser@example.com');
    const adviser = sessionCookie(await get(`/nui/nbs/impersonateUser/${DEMO}`, ownAdviser)) ?? ownAdviser;
    const mine = await get(`/nui/nbs/clients/${DEMO}`, demo);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toMatch(/^application\/json/);
    expect((await get(`/nui/nbs/clients/${DEMO}`, solo)).statusCode).toBe(403);
    // The same cached body, with the viewer-dependent flag decided per viewer, equals a fresh build.
    const previousLogin = (await t.app.inject({ method: 'GET', url: '/nui/public/sessionInfo', headers: { cookie: demo } })).json();
    const since = userSession.parse(previousLogin).lastLogin;
    const fresh = await loadClientResource(t.handle.db, DEMO, {
      pageSize: t.app.config.correspondencePageSize,
      since: since ? new Date(since) : null,
    });
    expect(clientResource.strict().parse(mine.json())).toEqual(fresh);
    const asAdviser = await get(`/nui/nbs/clients/${DEMO}`, adviser);
    expect(asAdviser.json()).toEqual({ ...fresh, newCorrespondencesSinceLastLogin: false });
  });

  it('shows a change after forgetClient at once, and after the TTL without it', async () => {
    const cookie = await loginCookie(t.app, 'solo.client@example.com');
    const forename = async () => (await get(`/nui/nbs/clients/${SOLO}`, cookie)).json().forename as string;
    const original = await forename();
    await t.handle.db.updateTable('clients').set({ forename: 'Changed' }).where('client_id', '=', SOLO).execute();
    expect(await forename()).toBe(original);
    t.app.caches.clientResources.forgetClient(SOLO);
    expect(await forename()).toBe('Changed');
    await t.handle.db.updateTable('clients').set({ forename: original }).where('client_id', '=', SOLO).execute();
    t.clock.advance(CLIENT_RESOURCE_TTL_MS / 1000);
    expect(await forename()).toBe(original);
    expect(t.app.caches.clientResources.size).toBeGreaterThan(0);
  });
});
