/**
 * Second factors over HTTP (issue 30): an authenticator app and recovery codes for a client, the
 * second step a password login then owes (no data call before it), one-use codes, the fresh factor a
 * change needs, and what a change does to the other sessions and the mailbox. Codes are made with
 * otplib at the app's own clock (no waiting for real time). Passkey ceremonies run in Chromium's virtual
 * authenticator (apps/portal/src/e2e/passkeys.e2e.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { errorBody, mfaChangeResponse, mfaStatusResponse, totpSetupResponse, userSession } from '@portal/api';
import { securityNoticeTexts } from '@portal/domain';
import { latestOutbox } from '../src/plugins/mail/mailer.ts';
import { FRESH_FACTOR_SECONDS } from '../src/features/mfa/service.ts';
import { PASSWORD, createTestApp, login, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const USER = 'solo.client@example.com';
const post = (url: string, cookie: string | undefined, json?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) });
const errorCode = (response: { json: () => unknown }) => errorBody.parse(response.json()).code;

let secret = '';
let recoveryCodes: string[] = [];

describe('an authenticator app for a client', () => {
  it('is set up with a code from the app; the first factor brings ten recovery codes, and other sessions end', async () => {
    const other = await loginCookie(t.app, USER);
    const cookie = await loginCookie(t.app, USER);
    const setup = await post('/nui/nbs/mfa/totp/setup', cookie);
    expect(setup.statusCode).toBe(200);
    ({ secret } = totpSetupResponse.parse(setup.json()));
    expect(totpSetupResponse.parse(setup.json()).uri).toMatch(/^otpauth:\/\/totp\//);
    // Not yet on: a wrong code confirms nothing.
    expect(
      (await post('/nui/nbs/mfa/totp', cookie, { code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0') })).statusCode,
    ).toBe(400);
    const before = (await latestOutbox(t.handle.db, { limit: 1 }))[0]?.message_id ?? 0;
    const confirmed = await post('/nui/nbs/mfa/totp', cookie, { code: await codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    const change = mfaChangeResponse.parse(confirmed.json());
    expect(change.status.totp).toBe(true);
    expect(change.status.recoveryCodesLeft).toBe(10);
    recoveryCodes = change.recoveryCodes ?? [];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed: no code appears in the table.
    const stored = await t.handle.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    for (const code of recoveryCodes) expect(stored.some((r) => r.code_hash.includes(code.replace(/-/g, '')))).toBe(false);
    // The session id rotated; the old one and the other device are out.
    const rotated = sessionCookie(confirmed);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect((await get('/nui/public/sessionInfo', rotated)).statusCode).toBe(200);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
    expect((await get('/nui/public/sessionInfo', other)).statusCode).toBe(401);
    await expect
      .poll(async () => (await latestOutbox(t.handle.db, { limit: 1 }))[0])
      .toMatchObject({ subject: securityNoticeTexts.mfaChanged.subject });
    expect((await latestOutbox(t.handle.db, { limit: 1 }))[0]!.message_id).toBeGreaterThan(before);
  });

  it('a password login then reaches no data until the second step; the step gives a new session', async () => {
    const response = await login(t.app, USER);
    expect(response.statusCode).toBe(200);
    const pending = userSession.parse(response.json());
    expect(pending.mfa).toEqual({ status: 'verify', methods: ['totp', 'recovery'], required: false });
    // Nothing about the client before the second step.
    expect(pending.currentUser.forename).toBe('');
    expect(pending.preferences).toBeNull();
    const cookie = sessionCookie(response)!;
    const clientId = pending.id!;
    for (const url of [`/nui/nbs/clients/${clientId}`, '/nui/public/sessionInfo', '/nui/nbs/whoAmI', '/nui/nsbs/clientPreferences'])
      expect((await get(url, cookie)).statusCode, url).toBe(401);
    const fee = await t.app.inject({
      method: 'PUT',
      url: '/nui/nsbs/adHocFeeAuth',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ enabled: true }),
    });
    expect(fee.statusCode).toBe(401);
    expect((await post('/nui/nbs/mfa/totp/setup', cookie)).statusCode).toBe(401);
    // A wrong code is refused; the right one at the server's clock completes the login.
    expect(errorCode(await post('/nui/public/mfa/verify', cookie, { method: 'totp', code: '000000' }))).toBe('Invalid');
    t.clock.advance(30);
    const code = await codeAt(secret);
    const verified = await post('/nui/public/mfa/verify', cookie, { method: 'totp', code });
    expect(verified.statusCode).toBe(200);
    expect(userSession.parse(verified.json()).mfa?.status).toBe('done');
    expect(userSession.parse(verified.json()).currentUser.forename).not.toBe('');
    const full = sessionCookie(verified)!;
    expect(full).not.toBe(cookie);
    expect((await get(`/nui/nbs/clients/${clientId}`, full)).statusCode).toBe(200);
    // The same code cannot be used again (another login in the same 30 seconds).
    const again = sessionCookie(await login(t.app, USER))!;
    expect(errorCode(await post('/nui/public/mfa/verify', again, { method: 'totp', code }))).toBe('Invalid');
  });

  it('a recovery code works once, in any case and with or without dashes', async () => {
    const [first, second] = recoveryCodes;
    const cookie = sessionCookie(await login(t.app, USER))!;
    const verified = await post('/nui/public/mfa/verify', cookie, { method: 'recovery', code: first!.toLowerCase().replace(/-/g, '') });
    expect(verified.statusCode).toBe(200);
    const again = sessionCookie(await login(t.app, USER))!;
    expect(errorCode(await post('/nui/public/mfa/verify', again, { method: 'recovery', code: first! }))).toBe('Invalid');
    expect((await post('/nui/public/mfa/verify', again, { method: 'recovery', code: second! })).statusCode).toBe(200);
    const status = mfaStatusResponse.parse((await get('/nui/nbs/mfa', sessionCookie(verified))).json());
    expect(status.recoveryCodesLeft).toBe(8);
  });

  it('wrong codes are throttled per account: from the threshold on, 423 even for a right code', async () => {
    t.clock.advance(3600);
    const cookie = sessionCookie(await login(t.app, USER))!;
    for (let i = 0; i < 4; i++)
      expect((await post('/nui/public/mfa/verify', cookie, { method: 'totp', code: '000000' })).statusCode).toBe(400);
    expect((await post('/nui/public/mfa/verify', cookie, { method: 'totp', code: '000000' })).statusCode).toBe(423);
    expect((await post('/nui/public/mfa/verify', cookie, { method: 'totp', code: await codeAt(secret) })).statusCode).toBe(423);
    t.clock.advance(3600);
  });
});

/** A full session for USER (password, then an app code one step later than the last). */
async function fullSession(): Promise<string> {
  t.clock.advance(30);
  const cookie = sessionCookie(await login(t.app, USER))!;
  const verified = await post('/nui/public/mfa/verify', cookie, { method: 'totp', code: await codeAt(secret) });
  expect(verified.statusCode).toBe(200);
  return sessionCookie(verified)!;
}

describe('re-authentication before a sensitive change', () => {
  it('a change more than 5 minutes after the last factor needs the password again, then goes through', async () => {
    let cookie = await fullSession();
    t.clock.advance(FRESH_FACTOR_SECONDS + 1);
    for (const [method, url, json] of [['POST', '/nui/nbs/mfa/recoveryCodes', undefined]] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: { cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
        ...(json ? { payload: JSON.stringify(json) } : {}),
      });
      expect(refused.statusCode, url).toBe(403);
      expect(errorCode(refused)).toBe('ReauthenticationRequired');
    }
    expect(errorCode(await post('/nui/nbs/reauthenticate', cookie, { password: 'Wrong#Pass0' }))).toBe('IncorrectCredentials');
    const fresh = await post('/nui/nbs/reauthenticate', cookie, { password: PASSWORD });
    expect(fresh.statusCode).toBe(200);
    cookie = sessionCookie(fresh)!;
    const renewed = await post('/nui/nbs/mfa/recoveryCodes', cookie);
    expect(renewed.statusCode).toBe(200);
    expect(mfaChangeResponse.parse(renewed.json()).recoveryCodes).toHaveLength(10);
  });

  it('a client turns two-step login off; the next login needs the password only', async () => {
    const cookie = await fullSession();
    const off = await post('/nui/nbs/mfa/off', cookie);
    expect(off.statusCode).toBe(200);
    expect(mfaChangeResponse.parse(off.json()).status).toMatchObject({ passkeys: [], totp: false, recoveryCodesLeft: 0 });
    const session = userSession.parse((await login(t.app, USER)).json());
    expect(session.mfa).toEqual({ status: 'done', methods: [], required: false });
  });
});

describe('a password change', () => {
  it('rotates the session id, ends the other sessions and sends a notice', async () => {
    const user = 'demo.client@example.com';
    const other = await loginCookie(t.app, user);
    const cookie = await loginCookie(t.app, user);
    const changed = await post('/nui/nbs/changePassword', cookie, { password: PASSWORD, newPassword: 'Velvet&Moss62' });
    expect(changed.statusCode).toBe(200);
    const rotated = sessionCookie(changed);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect((await get('/nui/public/sessionInfo', rotated)).statusCode).toBe(200);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
    expect((await get('/nui/public/sessionInfo', other)).statusCode).toBe(401);
    await expect
      .poll(async () => (await latestOutbox(t.handle.db, { limit: 1 }))[0])
      .toMatchObject({ subject: securityNoticeTexts.passwordChanged.subject, to_address: expect.stringContaining('@') });
  });
});
