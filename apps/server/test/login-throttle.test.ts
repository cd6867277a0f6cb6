/**
 * The login throttle (hardening issue 14, item 1): a growing per-account delay instead of a lock any
 * stranger could set; unknown usernames answered exactly like real ones; a stranger's failures never
 * end the owner's live sessions; an operator's lock shows only to the right password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_BASE_SECONDS } from '../src/features/auth/throttle.ts';
import { PASSWORD, createTestApp, login, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const answer = async (username: string, password: string) => {
  const response = await login(t.app, username, password);
  return { status: response.statusCode, body: response.json() as unknown };
};

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

  it('shows an operator lock only to the right password', async () => {
    await t.handle.db.updateTable('users').set({ locked_at: t.clock.now }).where('client_id', '=', 1000010018).execute();
    expect((await answer('1000010018', 'Wrong#Pass1')).status).toBe(401);
    expect(await answer('1000010018', PASSWORD)).toMatchObject({ status: 423, body: { code: 'Locked' } });
  });
});
