/**
 * The login throttle (hardening issue 14, item 1; security review M1, M2, M3, L17): a growing delay
 * per account and source instead of a lock any stranger could set; the right password from another
 * source, and from a device the owner signed in from before, still signs in; a burst of parallel
 * attempts gets no more checks than a sequence; unknown usernames answered exactly like real ones; a
 * stranger's failures never end the owner's live sessions; an operator's lock answers every password alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_BASE_SECONDS } from '../src/access/throttle.ts';
import { PASSWORD, createTestApp, login, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const answer = async (username: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/nui/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  const device = response.cookies.find((c) => c.name === 'portal_device');
  return { status: response.statusCode, body: response.json() as unknown, device: device && `portal_device=${device.value}` };
};
const status = async (...a: Parameters<typeof answer>) => (await answer(...a)).status;

describe('per-account delay', () => {
  it('answers Locked from the fifth failure until a delay that doubles per failure has passed', async () => {
    for (let i = 0; i < 4; i++) expect((await answer('1000010013', 'Wrong#Pass1')).status).toBe(401);
    expect(await answer('1000010013', 'Wrong#Pass1')).toMatchObject({ status: 423, body: { code: 'Locked' } });
    // During the delay even the right password is not checked.
    expect((await answer('1000010013', PASSWORD)).status).toBe(423);
    t.clock.advance(THROTTLE_BASE_SECONDS);
    // The delay has passed: one more failure doubles it.
    expect((await answer('1000010013', 'Wrong#Pass1')).status).toBe(423);
    t.clock.advance(THROTTLE_BASE_SECONDS);
    expect((await answer('1000010013', PASSWORD)).status).toBe(423);
    t.clock.advance(THROTTLE_BASE_SECONDS);
    expect((await answer('1000010013', PASSWORD)).status).toBe(200);
    // A success starts the count again.
    expect((await answer('1000010013', 'Wrong#Pass1')).status).toBe(401);
  });

  it('counts every alias of a user together', async () => {
    for (let i = 0; i < 3; i++) await answer('1000010014', 'Wrong#Pass1');
    const aliases = await t.handle.db
      .selectFrom('user_aliases')
      .innerJoin('users', 'users.user_id', 'user_aliases.user_id')
      .select('user_aliases.alias')
      .where('users.client_id', '=', 1000010014)
      .execute();
    const other = aliases.map((a) => a.alias).find((a) => a !== '1000010014') ?? '1000010014';
    expect((await answer(other, 'Wrong#Pass1')).status).toBe(401);
    expect((await answer(other, 'Wrong#Pass1')).status).toBe(423);
  });
});

describe('nothing to learn, nothing to break', () => {
  it('answers an unknown username exactly like a real one, attempt by attempt', async () => {
    const real: unknown[] = [];
    const unknown: unknown[] = [];
    const passwords = ['Wrong#Pass1', 'Wrong#Pass2', 'Wrong#Pass3', 'Wrong#Pass4', 'Wrong#Pass5', PASSWORD, 'Wrong#Pass6'];
    for (const password of passwords) real.push(await answer('1000010016', password === PASSWORD ? 'Wrong#Pass0' : password));
    for (const password of passwords) unknown.push(await answer('no.such.user@example.com', password));
    expect(unknown).toEqual(real);
    expect(real.map((r) => (r as { status: number }).status)).toEqual([401, 401, 401, 401, 423, 423, 423]);
  });

  it("does not end the owner's live sessions however often a stranger fails", async () => {
    const cookie = await loginCookie(t.app, '1000010017');
    for (let i = 0; i < 8; i++) await login(t.app, '1000010017', 'Wrong#Pass1');
    const info = await t.app.inject({ method: 'GET', url: '/nui/public/sessionInfo', headers: { cookie } });
    expect(info.statusCode).toBe(200);
  });

  it('answers an operator lock alike to every password, so one guess reveals nothing (L17)', async () => {
    await t.handle.db.updateTable('users').set({ locked_at: t.clock.now }).where('client_id', '=', 1000010018).execute();
    expect(await answer('1000010018', 'Wrong#Pass1')).toMatchObject({ status: 423, body: { code: 'Locked' } });
    expect(await answer('1000010018', PASSWORD)).toMatchObject({ status: 423, body: { code: 'Locked' } });
  });
});

describe('a stranger never locks the owner out (M1)', () => {
  it('after a stranger closes their own source, the right password from a new source signs in', async () => {
    for (let i = 0; i < 5; i++) await answer('1000010019', 'Wrong#Pass1', '203.0.113.50');
    expect(await status('1000010019', PASSWORD, '203.0.113.50')).toBe(423);
    expect(await status('1000010019', PASSWORD, '198.51.100.20')).toBe(200);
  });

  it('keeps a device the owner signed in from working while the account is attacked from many sources', async () => {
    const { device } = await answer('1000010020', PASSWORD, '198.51.100.21');
    expect(device).toBeDefined();
    // Fifty failures from ten /64s close the account-wide bucket for unknown devices…
    for (let net = 0; net < 10; net++) for (let i = 0; i < 5; i++) await answer('1000010020', 'Wrong#Pass1', `2001:db8:${net}:1::${i + 1}`);
    expect(await status('1000010020', PASSWORD, '198.51.100.22')).toBe(423);
    // …the owner's device still signs in, from a new address too.
    expect(await status('1000010020', PASSWORD, '198.51.100.23', device)).toBe(200);
  });
});

describe('races (M2)', () => {
  it('50 parallel wrong passwords for one account are all counted, and only the budget of them is checked', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => status('1000010021', 'Wrong#Pass1', '203.0.113.60')));
    // Four plain refusals, then Locked: the fifth check closes the bucket, the other 45 are never checked.
    expect(answers.filter((s) => s === 401)).toHaveLength(4);
    expect(answers.filter((s) => s === 423)).toHaveLength(46);
    const bucket = await t.handle.db
      .selectFrom('login_throttle')
      .select(['failures', 'attempts'])
      .where('throttle_key', 'like', 'user:%|src:203.0.113.60')
      .execute();
    expect(bucket).toEqual([{ failures: 5, attempts: 50 }]);
  });
});
