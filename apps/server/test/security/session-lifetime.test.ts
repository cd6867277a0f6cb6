/**
 * The absolute session lifetime (security review M4, ASVS 7.3.2): an adviser who impersonates and
 * stops every 10 minutes — each call a new session id — is still asked to sign in again 12 h after
 * signing in; stopping when not impersonating rotates nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { href, routes } from '@portal/api';
import { createTestApp, loginCookie, sessionCookie } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

it('counts the 12 h absolute limit from sign-in across every impersonate and stop', async () => {
  const { absoluteSeconds } = t.app.config.session;
  let cookie = await loginCookie(t.app, 'demo.adviser@example.com');
  let elapsed = 0;
  for (let step = 0; elapsed + 600 < absoluteSeconds; step++) {
    t.clock.advance(600);
    elapsed += 600;
    const url = step % 2 === 0 ? href(routes.impersonateUser, { clientId: 1000010001 }) : routes.stopImpersonation.path;
    const response = await get(url, cookie);
    expect(response.statusCode, `after ${elapsed} s`).toBe(200);
    cookie = sessionCookie(response) ?? cookie;
  }
  expect((await get(routes.sessionInfo.path, cookie)).statusCode).toBe(200);
  // Past 12 h from sign-in (13 h of activity in all): the rotated session is over too.
  t.clock.advance(absoluteSeconds - elapsed + 1);
  expect((await get(routes.sessionInfo.path, cookie)).statusCode).toBe(401);
  expect((await get(href(routes.impersonateUser, { clientId: 1000010001 }), cookie)).statusCode).toBe(401);
});

it('stopping when not impersonating keeps the session id', async () => {
  const cookie = await loginCookie(t.app, 'demo.adviser@example.com');
  const response = await get(routes.stopImpersonation.path, cookie);
  expect(response.statusCode).toBe(200);
  expect(sessionCookie(response)).toBeUndefined();
  expect((await get(routes.sessionInfo.path, cookie)).statusCode).toBe(200);
});
