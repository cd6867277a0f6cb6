/**
 * Second factors over HTTP (issue 30): an authenticator app and recovery codes for a client, the
 * second step a password login then owes (no data call before it), one-use codes, the fresh factor a
 * change needs, and what a change does to the other sessions and the mailbox. Codes are made with
 * otplib at the app's own clock (no waiting for real time). Passkey ceremonies run in Chromium's virtual
 * authenticator (apps/portal/src/e2e/passkeys.e2e.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { MFA_OFFER_PAUSE_DAYS, errorBody, mfaChangeResponse, mfaStatusResponse, totpSetupResponse, userSession } from '@portal/api';
import { securityNoticeTexts } from '@portal/domain';
import { latestOutbox } from '../src/plugins/mail/mailer.ts';
import { FRESH_FACTOR_SECONDS } from '../src/access/fresh-factor.ts';
import { PASSWORD, createTestApp, login, loginCookie, passkeyStep, sessionCookie } from './helpers.ts';
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
    expect(pending.mfa).toEqual({ status: 'verify', methods: ['totp', 'recovery'], required: false, offer: false });
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
    // Holding no factor again, the client is offered two-step login at sign-in.
    expect(session.mfa).toEqual({ status: 'done', methods: [], required: false, offer: true });
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

describe('a password reset', () => {
  it('ends every session of the user and sends a notice', async () => {
    const user = 'new.client@example.com';
    const before = await loginCookie(t.app, user);
    expect((await post('/nui/public/forgottenPassword', undefined, { username: user })).statusCode).toBe(200);
    let code = '';
    await expect
      .poll(async () => {
        const mail = (await latestOutbox(t.handle.db, { limit: 1 }))[0];
        code = /registration code is: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
        return code;
      })
      .not.toBe('');
    const reset = await post('/nui/public/resetPassword', undefined, { username: user, guid: code, newPassword: 'Velvet&Moss63' });
    expect(reset.json()).toEqual({ errorCodes: [] });
    expect((await get('/nui/public/sessionInfo', before)).statusCode).toBe(401);
    await expect
      .poll(async () => (await latestOutbox(t.handle.db, { limit: 1 }))[0])
      .toMatchObject({ subject: securityNoticeTexts.passwordReset.subject });
  });
});

describe('the offer of two-step login after a client signs in', () => {
  // A client no other test here changes (a generated one, signing in by client reference).
  const CLIENT = '1000010007';
  const offered = async (cookie: string) => userSession.parse((await get('/nui/public/sessionInfo', cookie)).json()).mfa?.offer;

  it('is made to a client without a factor until they say Not now; it comes back after the pause; never to staff', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    expect(await offered(cookie)).toBe(true);
    const declined = await post('/nui/nbs/mfa/offer/decline', cookie);
    expect(declined.statusCode).toBe(200);
    expect(await offered(cookie)).toBe(false);
    // The next sign-in is not offered it either ...
    expect(await offered(await loginCookie(t.app, CLIENT))).toBe(false);
    // ... until the pause has passed.
    await t.handle.db
      .updateTable('users')
      .set({ mfa_offer_declined_at: sql<Date>`now() - make_interval(days => ${MFA_OFFER_PAUSE_DAYS + 1})` })
      .where('client_id', '=', Number(CLIENT))
      .execute();
    expect(await offered(await loginCookie(t.app, CLIENT))).toBe(true);
    // Staff must hold a factor anyway: never offered.
    expect(await offered(await loginCookie(t.app, 'demo.adviser@example.com'))).toBe(false);
  });

  it('is not made when the firm turns it off (PORTAL_NO_MFA_OFFER=1)', async () => {
    const firm = await createTestApp({ mfaOffer: false });
    try {
      const session = userSession.parse((await login(firm.app, '1000010008')).json());
      expect(session.mfa).toEqual({ status: 'done', methods: [], required: false, offer: false });
    } finally {
      await firm.close();
    }
  });
});

describe('an adviser without a second factor', () => {
  const ADVISER = 'new.adviser@example.com';
  let clientId = 0;
  beforeAll(async () => {
    // A new adviser of the demo adviser's firm, as the firm adds one: a password, no factor yet.
    const db = t.handle.db;
    const template = await db.selectFrom('users').selectAll().where('username', '=', 'demo.adviser@example.com').executeTakeFirstOrThrow();
    const { user_id } = await db
      .insertInto('users')
      .values({ ...template, user_id: undefined, username: ADVISER, last_login: null, created_at: new Date() })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_aliases').values({ alias: ADVISER, user_id }).execute();
    const demo = await db
      .selectFrom('users')
      .select('client_id')
      .where('username', '=', 'demo.client@example.com')
      .executeTakeFirstOrThrow();
    clientId = demo.client_id!;
  });

  it('reaches no client data after the password, only the enrolment; a factor added, it reaches them', async () => {
    t.clock.advance(3600);
    const response = await login(t.app, ADVISER);
    expect(response.statusCode).toBe(200);
    const pending = userSession.parse(response.json());
    expect(pending.mfa).toEqual({ status: 'enrol', methods: [], required: true, offer: false });
    expect(pending.currentUser.forename).toBe('');
    const cookie = sessionCookie(response)!;
    // Every data call answers as for no session: the client, impersonation, the firm's clients, GraphQL.
    for (const url of [`/nui/nbs/clients/${clientId}`, `/nui/nbs/impersonateUser/${clientId}`, '/nui/nbs/whoAmI', '/nui/nbs/locations/1'])
      expect((await get(url, cookie)).statusCode, url).toBe(401);
    expect((await post('/nui/nbs/graphql', cookie, { query: '{ __typename }' })).statusCode).toBe(401);
    // A passkey cannot stand in for the enrolment: this session is not waiting for a second step.
    expect((await post('/nui/public/mfa/verify', cookie, { method: 'totp', code: '000000' })).statusCode).toBe(401);
    // The enrolment's own calls are reached: session info (still nothing about the user), status, the app.
    const info = await get('/nui/public/sessionInfo', cookie);
    expect(info.statusCode).toBe(200);
    expect(userSession.parse(info.json()).mfa?.status).toBe('enrol');
    expect(userSession.parse(info.json()).preferences).toBeNull();
    expect(mfaStatusResponse.parse((await get('/nui/nbs/mfa', cookie)).json())).toMatchObject({ required: true, totp: false });
    const setup = await post('/nui/nbs/mfa/totp/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret: appSecret } = totpSetupResponse.parse(setup.json());
    const confirmed = await post('/nui/nbs/mfa/totp', cookie, { code: await codeAt(appSecret) });
    expect(confirmed.statusCode).toBe(200);
    expect(mfaChangeResponse.parse(confirmed.json()).recoveryCodes).toHaveLength(10);
    const full = sessionCookie(confirmed)!;
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
    expect(userSession.parse((await get('/nui/public/sessionInfo', full)).json()).mfa?.status).toBe('done');
    expect((await get(`/nui/nbs/impersonateUser/${clientId}`, full)).statusCode).toBe(200);
    // From now on the password leads to the second step.
    const next = await login(t.app, ADVISER);
    expect(userSession.parse(next.json()).mfa).toEqual({ status: 'verify', methods: ['totp', 'recovery'], required: true, offer: false });
  });

  it("the demo's adviser and support agent hold the demo passkey: a signed assertion completes their second step", async () => {
    for (const user of ['demo.adviser@example.com', 'support.agent@example.com']) {
      const response = await login(t.app, user, PASSWORD, {}, { secondStep: false });
      expect(userSession.parse(response.json()).mfa).toMatchObject({ status: 'verify', required: true });
      const verified = await passkeyStep(t.app, sessionCookie(response)!);
      expect(verified.statusCode, user).toBe(200);
      expect(userSession.parse(verified.json()).mfa?.status).toBe('done');
      expect((await get('/nui/public/sessionInfo', sessionCookie(verified))).statusCode).toBe(200);
    }
  });
});
