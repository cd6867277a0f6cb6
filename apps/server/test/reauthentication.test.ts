/**
 * A fresh factor before a sensitive change (issue 30 item 3): changing the password, the fee authority
 * or a delivery preference more than 5 minutes after the last password or passkey is refused with
 * 403 ReauthenticationRequired and changes nothing; a password or a passkey presented again
 * (POST reauthenticate) lets the same change through. An impersonating adviser is refused as read-only
 * before any of this, and the window is the configured one (end-to-end tests shorten it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, href, routes } from '@portal/api';
import { signDemoAssertion } from '../src/demo/second-factors.ts';
import { FRESH_FACTOR_SECONDS } from '../src/access/fresh-factor.ts';
import { PASSWORD, createTestApp, givePasskey, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const CLIENT = 'demo.client@example.com';
const CLIENT_ID = 1000010001;
const PASSWORD_CHANGER = 'solo.client@example.com';
const ADVISER = 'demo.adviser@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (app: TestApp, method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, json?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { cookie, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
  });
const errorCode = (response: { json: () => unknown }) => errorBody.parse(response.json()).code;

const ref = (codeCode: string, codeType: string) => ({ codeCode, codeType });
const deliveryChange = (option: string) => ({
  method: 'PUT' as const,
  url: routes.correspondenceDeliveryPreference.path,
  json: { documentType: ref('VAL', 'DOCTYPE'), deliveryOption: ref(option, 'DELIVERY') },
});
const feeChange = (enabled: boolean) => ({ method: 'PUT' as const, url: routes.adHocFeeAuth.path, json: { enabled } });

/** Everything the two preference changes could touch, for the client. */
async function stored(app: TestApp) {
  const [deliveries, fee] = await Promise.all([
    app.handle.db
      .selectFrom('client_delivery_preferences')
      .select(['document_type_code', 'option_code', 'updated_at'])
      .where('client_id', '=', CLIENT_ID)
      .orderBy('document_type_code')
      .execute(),
    app.handle.db
      .selectFrom('clients')
      .select(['ad_hoc_fee_auth', 'ad_hoc_fee_auth_updated'])
      .where('client_id', '=', CLIENT_ID)
      .executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ deliveries, fee });
}

/** POST reauthenticate with the password: the rotated session's cookie. */
async function withPassword(app: TestApp, cookie: string): Promise<string> {
  const fresh = await send(app, 'POST', routes.reauthenticate.path, cookie, { password: PASSWORD });
  expect(fresh.statusCode).toBe(200);
  return sessionCookie(fresh)!;
}

describe('a delivery preference and the fee authority', () => {
  for (const [name, change] of [
    ['a delivery preference', deliveryChange('POST')],
    ['the fee authority', feeChange(true)],
  ] as const) {
    it(`${name}: refused with ReauthenticationRequired after 5 minutes, changing nothing; accepted after the password`, async () => {
      let cookie = await loginCookie(t.app, CLIENT);
      t.clock.advance(FRESH_FACTOR_SECONDS + 1);
      const before = await stored(t);
      const refused = await send(t, change.method, change.url, cookie, change.json);
      expect(refused.statusCode).toBe(403);
      expect(errorCode(refused)).toBe('ReauthenticationRequired');
      expect(await stored(t)).toBe(before);
      // A wrong password is no fresh factor.
      const wrong = await send(t, 'POST', routes.reauthenticate.path, cookie, { password: 'Wrong#Pass0' });
      expect(errorCode(wrong)).toBe('IncorrectCredentials');
      expect(errorCode(await send(t, change.method, change.url, cookie, change.json))).toBe('ReauthenticationRequired');
      cookie = await withPassword(t, cookie);
      expect((await send(t, change.method, change.url, cookie, change.json)).statusCode).toBe(200);
      expect(await stored(t)).not.toBe(before);
    });
  }

  it('a change within 5 minutes of signing in needs nothing more', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    t.clock.advance(FRESH_FACTOR_SECONDS - 5);
    const change = feeChange(false);
    expect((await send(t, change.method, change.url, cookie, change.json)).statusCode).toBe(200);
  });

  it('is accepted after a fresh passkey', async () => {
    let cookie = await loginCookie(t.app, CLIENT);
    const user = await t.handle.db.selectFrom('users').select('user_id').where('username', '=', CLIENT).executeTakeFirstOrThrow();
    await givePasskey(t.handle.db, user.user_id);
    t.clock.advance(FRESH_FACTOR_SECONDS + 1);
    const change = deliveryChange('ONLINE');
    expect(errorCode(await send(t, change.method, change.url, cookie, change.json))).toBe('ReauthenticationRequired');
    const options = await send(t, 'POST', routes.passkeySigninOptions.path, cookie);
    const { challenge, allowCredentials } = options.json() as { challenge: string; allowCredentials: Array<{ id: string }> };
    const fresh = await send(t, 'POST', routes.reauthenticate.path, cookie, {
      passkey: signDemoAssertion(allowCredentials[0]!.id, challenge, 'http://localhost'),
    });
    expect(fresh.statusCode).toBe(200);
    cookie = sessionCookie(fresh)!;
    expect((await send(t, change.method, change.url, cookie, change.json)).statusCode).toBe(200);
    await t.handle.db.deleteFrom('mfa_passkeys').where('user_id', '=', user.user_id).execute();
  });

  it('an impersonating adviser is refused as read-only first, whatever the time', async () => {
    const adviser = await loginCookie(t.app, ADVISER);
    const viewing = sessionCookie(await send(t, 'GET', href(routes.impersonateUser, { clientId: CLIENT_ID }), adviser))!;
    t.clock.advance(FRESH_FACTOR_SECONDS + 1);
    for (const change of [deliveryChange('POST'), feeChange(true)]) {
      const refused = await send(t, change.method, change.url, viewing, change.json);
      expect(refused.statusCode).toBe(403);
      expect(errorCode(refused)).toBe('ReadOnly');
    }
  });
});

describe('a password change', () => {
  it('takes its current password as the fresh factor: past 5 minutes a wrong one is refused and counted, the right one changes it', async () => {
    const cookie = await loginCookie(t.app, PASSWORD_CHANGER);
    t.clock.advance(FRESH_FACTOR_SECONDS + 1);
    const wrong = await send(t, 'POST', routes.changePassword.path, cookie, {
      password: 'Not-the-password1',
      newPassword: 'Velvet&Moss62',
    });
    // The form's answer (spec §7: the errors in the body, its status 400).
    expect(wrong.json()).toMatchObject({ errorCodes: ['Invalid'], status: 400 });
    const user = await t.handle.db
      .selectFrom('users')
      .select(['failed_login_count'])
      .where('username', '=', PASSWORD_CHANGER)
      .executeTakeFirstOrThrow();
    expect(user.failed_login_count).toBe(1);
    // The old password still signs in; then the right one changes it, with no 'Confirm it is you' first.
    expect(await loginCookie(t.app, PASSWORD_CHANGER)).toBeDefined();
    const changed = await send(t, 'POST', routes.changePassword.path, cookie, { password: PASSWORD, newPassword: 'Velvet&Moss62' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ errorCodes: [] });
  });
});

describe('the window', () => {
  it('is the configured one (PORTAL_FRESH_FACTOR_SECONDS shortens it for end-to-end tests)', async () => {
    const short = await createTestApp({ freshFactorSeconds: 10 }, t.handle);
    try {
      const cookie = await loginCookie(short.app, CLIENT);
      short.clock.advance(11);
      const change = feeChange(true);
      expect(errorCode(await send(short, change.method, change.url, cookie, change.json))).toBe('ReauthenticationRequired');
    } finally {
      await short.close();
    }
  });
});
