/**
 * Hardening (issue 14, item 4): cross-site requests. The spec's state-changing GETs are refused from
 * another site, mutating calls fail closed without proof of same origin, and form-encoded bodies are
 * accepted only by the login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, routes } from '@portal/api';
import { PASSWORD, createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keepalive = async (cookie: string) => (await t.app.inject({ method: 'GET', url: routes.keepalive.path, headers: { cookie } })).json();

describe('state-changing GETs', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('refuses logout with %s, and the session lives on', async (_name, headers) => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const response = await t.rawInject({ method: 'GET', url: routes.logout.path, headers: { cookie, ...headers } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CrossOrigin' });
    expect(await keepalive(cookie)).toEqual({ username: 'demo.client@example.com' });
  });

  it('refuses impersonateUser and stopImpersonation from another site', async () => {
    const own = await loginCookie(t.app, 'demo.adviser@example.com');
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const start = await t.rawInject({
      method: 'GET',
      url: href(routes.impersonateUser, { clientId: 1000010001 }),
      headers: { cookie: own, ...crossSite },
    });
    expect(start.statusCode).toBe(403);
    const viewing = sessionCookie(
      await t.app.inject({ method: 'GET', url: href(routes.impersonateUser, { clientId: 1000010001 }), headers: { cookie: own } }),
    );
    const stop = await t.rawInject({ method: 'GET', url: routes.stopImpersonation.path, headers: { cookie: viewing!, ...crossSite } });
    expect(stop.statusCode).toBe(403);
  });

  it('refuses a link from a mail (none), a navigation, no Fetch Metadata, and HEAD from a sibling site (review L2)', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const logout = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      t.rawInject({ method, url: routes.logout.path, headers: { cookie, ...headers } });
    expect((await logout({ 'sec-fetch-site': 'none' })).statusCode).toBe(403);
    expect((await logout({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })).statusCode).toBe(403);
    expect((await logout({})).statusCode).toBe(403);
    expect((await logout({ 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' }, 'HEAD')).statusCode).toBe(403);
    const adviser = await loginCookie(t.app, 'demo.adviser@example.com');
    const head = await t.rawInject({
      method: 'HEAD',
      url: href(routes.impersonateUser, { clientId: 1000010001 }),
      headers: { cookie: adviser, 'sec-fetch-site': 'same-site' },
    });
    expect(head.statusCode).toBe(403);
    expect(sessionCookie(head)).toBeUndefined();
    // Still signed in after all that; the portal's own fetch logs out.
    expect(await keepalive(cookie)).toEqual({ username: 'demo.client@example.com' });
    expect((await logout({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })).statusCode).toBe(200);
  });
});

describe('mutating calls fail closed', () => {
  const loginBody = JSON.stringify({ username: 'demo.client@example.com', password: PASSWORD });

  it('refuses a write with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
    const bare = await t.rawInject({
      method: 'POST',
      url: routes.login.path,
      headers: { 'content-type': 'application/json' },
      payload: loginBody,
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'CrossOrigin' });
    expect(sessionCookie(bare)).toBeUndefined();
    const sameSite = await t.rawInject({
      method: 'POST',
      url: routes.login.path,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      payload: loginBody,
    });
    expect(sameSite.statusCode).toBe(403);
  });

  it('accepts the same write with the own Origin, or with Sec-Fetch-Site: same-origin', async () => {
    for (const headers of [{ origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }]) {
      const response = await t.rawInject({
        method: 'POST',
        url: routes.login.path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: loginBody,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('form-encoded bodies', () => {
  it('are accepted by the login and refused (415) everywhere else', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const login = await t.app.inject({
      method: 'POST',
      url: routes.login.path,
      headers: form,
      payload: `username=demo.client%40example.com&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(login.statusCode).toBe(200);
    const forgotten = await t.app.inject({
      method: 'POST',
      url: routes.forgottenPassword.path,
      headers: form,
      payload: 'username=1000010001',
    });
    expect(forgotten.statusCode).toBe(415);
    const errorLog = await t.app.inject({ method: 'POST', url: routes.errorLog.path, headers: form, payload: 'errorCode=1234' });
    expect(errorLog.statusCode).toBe(415);
  });
});

describe('one spelling per path (review L6)', () => {
  it('refuses a path with a needlessly encoded character before any hook reads it, and changes nothing', async () => {
    for (const url of ['/%6Eui/public/resetPassword', '/nui%2Fpublic/keepalive', '/nui/public/%6beepalive'])
      expect(
        (await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode,
        url,
      ).toBe(400);
    // An encoded character that must be encoded is fine.
    expect((await t.app.inject({ method: 'GET', url: '/nui/public/keepalive?x=%20' })).statusCode).toBe(200);
  });
});
