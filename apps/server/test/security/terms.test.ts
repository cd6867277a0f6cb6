/**
 * The terms are enforced by the server (security review L10): a client who has not accepted them gets
 * 403 TermsNotAccepted from every client-data route, whatever calls it makes, until accepting.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorBody, href, routes } from '@portal/api';
import { createTestApp, loginCookie } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('refuses client data until the terms are accepted, and serves it after', async () => {
  const cookie = await loginCookie(t.app, 'new.client@example.com');
  const clientId = 1000010004;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  for (const url of [href(routes.client, { clientId }), href(routes.correspondences, { clientId }), routes.clientPreferences.path]) {
    const refused = await get(url);
    expect(refused.statusCode, url).toBe(403);
    expect(errorBody.parse(refused.json()).code).toBe('TermsNotAccepted');
  }
  const alias = await t.app.inject({
    method: 'PUT',
    url: routes.adHocFeeAuth.path,
    headers: { cookie, 'content-type': 'application/json' },
    payload: { adHocFeeAuth: true },
  });
  expect(alias.statusCode).toBe(403);
  // The session itself and the terms stay open.
  expect((await get(routes.sessionInfo.path)).statusCode).toBe(200);
  const accepted = await t.app.inject({
    method: 'POST',
    url: routes.acceptTerms.path,
    headers: { cookie, 'content-type': 'application/json' },
    payload: { application: 'CLIENT_PORTAL' },
  });
  expect(accepted.statusCode).toBe(200);
  expect((await get(href(routes.client, { clientId }))).statusCode).toBe(200);
});
