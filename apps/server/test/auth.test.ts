/** Login, sessions, logout, keepalive, session-info, who-am-i: behaviour a caller can observe over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, keepaliveResponse, userSession, whoAmIResponse } from '@portal/api';
import { trustHops } from '../src/config.ts';
import { PASSWORD, createTestApp, login, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /nui/login', () => {
  it('logs a client in with its e-mail and answers the UserSession', async () => {
    const response = await login(t.app, 'demo.client@example.com');
    expect(response.statusCode).toBe(200);
    const session = userSession.parse(response.json());
    expect(session).toMatchObject({
      id: 1000010001,
      username: 'demo.client@example.com',
      termsAccepted: true,
      isLoggedIn: true,
      adviserId: null,
      isReadOnly: false,
      userLocationId: 40000012,
      currentUser: { forename: 'Alice', surname: 'Morgan', clientId: 1000010001 },
    });
    expect(session.roles).toContain('sonata-client-transaction');
    expect(session.lastLogin).not.toBeNull();
  });

  it('logs a client in with its client reference, case- and space-insensitively for e-mails', async () => {
    const byReference = await login(t.app, '1000010003');
    expect(byReference.statusCode).toBe(200);
    expect(userSession.parse(byReference.json())).toMatchObject({
      id: 1000010003,
      username: 'solo.client@example.com',
      userLocationId: null,
    });
    const byUpperCase = await login(t.app, '  SOLO.Client@Example.com ');
    expect(byUpperCase.statusCode).toBe(200);
  });

  it('answers lastLogin with the PREVIOUS login, then records this one', async () => {
    const first = userSession.parse((await login(t.app, 'big.client@example.com')).json());
    const second = userSession.parse((await login(t.app, 'big.client@example.com')).json());
    expect(second.lastLogin).not.toBe(first.lastLogin);
    expect(new Date(second.lastLogin ?? 0).getTime()).toBe(t.clock.now.getTime());
  });

  it('gives a first-time client lastLogin null and termsAccepted false', async () => {
    const session = userSession.parse((await login(t.app, 'new.client@example.com')).json());
    expect(session.lastLogin).toBeNull();
    expect(session.termsAccepted).toBe(false);
  });

  it('logs an adviser in: id null, adviserId, own location, agent role', async () => {
    const session = userSession.parse((await login(t.app, 'demo.adviser@example.com')).json());
    expect(session).toMatchObject({
      id: null,
      adviserId: 200000101,
      userLocationId: 40000012,
      termsAccepted: true,
      currentUser: { clientId: null },
    });
    expect(session.roles).toContain('sonata-agent');
  });

  it('refuses a wrong password and an unknown user alike: 401 IncorrectCredentials', async () => {
    const wrong = await login(t.app, 'solo.client@example.com', 'Harbour#Kite8');
    const unknown = await login(t.app, 'nobody@example.com', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorBody.parse(response.json())).toMatchObject({ status: 401, code: 'IncorrectCredentials' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('takes about as long for an unknown user as for a wrong password (dummy hash)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await login(t.app, username, 'not-the-password');
      return performance.now() - started;
    };
    // A name of its own for each unknown attempt: 'nobody@example.com' has failed elsewhere in this file,
    // and a name that reaches the lockout threshold is answered 423 before any hash, known or not.
    await time('nobody.warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('1000010002'));
      unknown.push(await time(`nobody.${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] as number;
    // Both pay one argon2id verification; an unknown user is never answered in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('does not count a user unregistered (no users row) as a login', async () => {
    const response = await login(t.app, '1000099999', PASSWORD);
    expect(response.statusCode).toBe(401);
  });

  it('issues a cookie HttpOnly, SameSite=Lax, Path=/, Max-Age 900, not Secure over http', async () => {
    const response = await login(t.app, 'demo.client@example.com');
    const cookie = response.cookies.find((c) => c.name === 'portal_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ trustProxy: trustHops(1) }, t.handle);
    try {
      const response = await login(proxied.app, 'demo.client@example.com', PASSWORD, { 'x-forwarded-proto': 'https' });
      expect(response.cookies.find((c) => c.name === 'portal_sid')?.secure).toBe(true);
    } finally {
      await proxied.app.close();
    }
  });

  it('never reuses a session id presented at login (session fixation)', async () => {
    const before = await loginCookie(t.app, 'demo.client@example.com');
    const response = await login(t.app, 'demo.client@example.com', PASSWORD, { cookie: before });
    const after = sessionCookie(response);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await get('/nui/public/sessionInfo', before)).statusCode).toBe(401);
    expect((await get('/nui/public/sessionInfo', after)).statusCode).toBe(200);
  });

  it('ignores a made-up cookie presented at login and issues a fresh one', async () => {
    const response = await login(t.app, 'demo.client@example.com', PASSWORD, { cookie: 'portal_sid=attacker-chosen-value' });
    expect(sessionCookie(response)).not.toBe('portal_sid=attacker-chosen-value');
  });

  describe('refuses malformed bodies with 400 BadRequest and changes nothing', () => {
    const cases: [string, { payload: string; contentType: string }][] = [
      ['malformed JSON', { payload: '{"username": "demo.client@example.com", ', contentType: 'application/json' }],
      [
        'an unknown field',
        { payload: `username=demo.client%40example.com&password=x&admin=1`, contentType: 'application/x-www-form-urlencoded' },
      ],
      [
        'a wrong type (JSON number)',
        { payload: JSON.stringify({ username: 1000010001, password: PASSWORD }), contentType: 'application/json' },
      ],
      ['a repeated field (array)', { payload: 'username=a&username=b&password=x', contentType: 'application/x-www-form-urlencoded' }],
      ['a missing password', { payload: 'username=demo.client%40example.com', contentType: 'application/x-www-form-urlencoded' }],
      ['an empty username', { payload: 'username=&password=x', contentType: 'application/x-www-form-urlencoded' }],
    ];
    it.each(cases)('%s', async (_name, { payload, contentType }) => {
      const snapshot = async () => ({
        attempts: (
          await t.handle.db
            .selectFrom('rate_limits')
            .select((eb) => eb.fn.sum<number>(eb.fn('cardinality', ['hits'])).as('n'))
            .executeTakeFirstOrThrow()
        ).n,
        sessions: (
          await t.handle.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
        user: await t.handle.db
          .selectFrom('users')
          .select(['last_login', 'failed_login_count'])
          .where('client_id', '=', 1000010001)
          .executeTakeFirstOrThrow(),
      });
      const before = await snapshot();
      const response = await t.app.inject({ method: 'POST', url: '/nui/login', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode).toBe(400);
      expect(errorBody.parse(response.json())).toMatchObject({ status: 400, code: 'BadRequest' });
      expect(response.body).not.toMatch(/at .*\.ts|stack/i);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('refuses a cross-origin POST (Origin or Referer) with 403 CrossOrigin before checking anything', async () => {
    const viaOrigin = await login(t.app, 'demo.client@example.com', PASSWORD, { origin: 'https://evil.example' });
    expect(viaOrigin.statusCode).toBe(403);
    expect(viaOrigin.json()).toMatchObject({ code: 'CrossOrigin' });
    expect(sessionCookie(viaOrigin)).toBeUndefined();
    const viaReferer = await login(t.app, 'demo.client@example.com', PASSWORD, { referer: 'https://evil.example/page' });
    expect(viaReferer.statusCode).toBe(403);
    const sameOrigin = await login(t.app, 'demo.client@example.com', PASSWORD, { origin: 'http://localhost' });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('lockout and rate limiting', () => {
  it('locks a user after 5 consecutive failures (423 Locked), even for the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await login(t.app, '1000010006', 'wrong')).statusCode).toBe(401);
    const fifth = await login(t.app, '1000010006', 'wrong');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'Locked' });
    expect((await login(t.app, '1000010006', PASSWORD)).statusCode).toBe(423);
  });

  it('a success resets the failure count', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, '1000010007', 'wrong');
    expect((await login(t.app, '1000010007')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, '1000010007', 'wrong')).statusCode).toBe(401);
  });

  it('rate-limits login attempts per client address (429 RateLimited), counted in the database', async () => {
    const limited = await createTestApp({ login: { rateLimitMax: 3, rateLimitWindowSeconds: 300, lockoutThreshold: 5 } }, t.handle);
    try {
      let attempt = 0;
      const from = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/nui/login',
          remoteAddress: ip,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          // A fresh unknown name each time, so the per-account delay (login-throttle.test.ts) stays out of it.
          payload: `username=nobody.${++attempt}%40example.com&password=x`,
        });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).statusCode).toBe(401);
      const blocked = await from('203.0.113.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RateLimited' });
      expect((await from('203.0.113.10')).statusCode).toBe(401);
    } finally {
      await limited.app.close();
    }
  });
});

describe('session lifecycle', () => {
  it('session-info answers the UserSession when logged in, 401 Unauthorized otherwise', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const response = await get('/nui/public/sessionInfo', cookie);
    expect(response.statusCode).toBe(200);
    expect(userSession.parse(response.json()).id).toBe(1000010001);
    const anonymous = await get('/nui/public/sessionInfo');
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody.parse(anonymous.json()).code).toBe('Unauthorized');
  });

  it('session info, asked at every page load, sets the session cookie for 900 s even when the session has not slid (spec §9)', async () => {
    const cookie = await loginCookie(t.app, 'solo.client@example.com');
    // A call a second later does not slide the session, so it sets no cookie ...
    t.clock.advance(1);
    expect((await get('/nui/nbs/whoAmI', cookie)).cookies.find((c) => c.name === 'portal_sid')).toBeUndefined();
    // ... but a page loaded then does.
    t.clock.advance(1);
    const load = await get('/nui/public/sessionInfo', cookie);
    expect(load.statusCode).toBe(200);
    expect(load.cookies.find((c) => c.name === 'portal_sid')).toMatchObject({ maxAge: 900, httpOnly: true });
  });

  it('keepalive answers the username when logged in (refreshing the cookie) and {} when not', async () => {
    const cookie = await loginCookie(t.app, 'solo.client@example.com');
    // As the inactivity warning's Continue does, minutes after the last call: the timeout slides.
    t.clock.advance(14 * 60);
    const live = await get('/nui/public/keepalive', cookie);
    expect(live.statusCode).toBe(200);
    expect(keepaliveResponse.parse(live.json())).toEqual({ username: 'solo.client@example.com' });
    expect(live.cookies.find((c) => c.name === 'portal_sid')?.maxAge).toBe(900);
    const anonymous = await get('/nui/public/keepalive');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({});
  });

  it('who-am-i answers the user location', async () => {
    const client = await loginCookie(t.app, 'demo.client@example.com');
    expect(whoAmIResponse.parse((await get('/nui/nbs/whoAmI', client)).json())).toEqual({ location: 40000012 });
    const solo = await loginCookie(t.app, 'solo.client@example.com');
    expect((await get('/nui/nbs/whoAmI', solo)).json()).toEqual({ location: null });
    const adviser = await loginCookie(t.app, 'demo.adviser@example.com');
    expect((await get('/nui/nbs/whoAmI', adviser)).json()).toEqual({ location: 40000012 });
    expect((await get('/nui/nbs/whoAmI')).statusCode).toBe(401);
  });

  it('logout destroys the session and clears the cookie; the old cookie then gets 401', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const response = await get('/nui/public/logout', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const cleared = response.cookies.find((c) => c.name === 'portal_sid');
    expect(cleared?.value).toBe('');
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
    expect((await get('/nui/nbs/clients/1000010001', cookie)).statusCode).toBe(401);
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({});
  });

  it('expires after 15 idle minutes, and each call slides the timeout', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    t.clock.advance(14 * 60);
    expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({ username: 'demo.client@example.com' });
    t.clock.advance(14 * 60);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(200);
    t.clock.advance(15 * 60 + 1);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
  });

  it('ends after the absolute lifetime of 12 hours whatever the activity', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    // Active every 10 minutes for just under 12 hours…
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      t.clock.advance(10 * 60);
      expect((await get('/nui/public/keepalive', cookie)).json()).toEqual({ username: 'demo.client@example.com' });
    }
    // …and out at 12 hours.
    t.clock.advance(10 * 60);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const id = cookie.split('=')[1] as string;
    const stored = await t.handle.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.some((s) => s.id_hash === id)).toBe(false);
  });
});
