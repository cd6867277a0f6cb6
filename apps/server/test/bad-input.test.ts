/**
 * Hardening (issue 14, item 7): bad input is a 400, never a 500 (ids beyond the integer range,
 * impossible cursor dates); the anonymous report endpoints are limited per address and the error
 * log is pruned; refused anonymous calls no longer flush the session cache; a firm's logo is read
 * only by its own users.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_MINUTE } from '../src/features/errors/service.ts';
import { createTestApp, login, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookie(t.app, 'demo.client@example.com');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = demo) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('bad input is a 400', () => {
  it.each([
    '/nui/nbs/clients/9999999999',
    '/nui/nbs/clients/2147483648/correspondences',
    '/nui/nbs/accounts/ids/9999999999',
    '/nui/nbs/locations/9999999999/resource',
    '/nui/nbs/locations/9999999999/logo',
    '/nui/nbs/impersonateUser/9999999999',
    '/nui/nsbs/correspondence/9999999999',
  ])('%s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BadRequest' });
  });

  it.each(['2025-13-45_1', '2025-02-30_1', '2025-01-31_999999999999'])('a transactions cursor after=%s', async (after) => {
    const query = `dateType=EFFECTIVE&dateFrom=2006-01-01T00:00:00.000Z&dateTo=2030-01-01T23:59:59.999Z&after=${after}`;
    const response = await get(`/nui/nbs/accounts/A000000001/transactionEvents?${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('anonymous reports', () => {
  const report = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/nui/public/errorLog',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: { errorCode: '1234', context: 'test', message: 'boom', path: '/client/home' },
    });

  it('are limited per address (429 RateLimited)', async () => {
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect((await report('192.0.2.50')).statusCode).toBe(204);
    expect((await report('192.0.2.50')).statusCode).toBe(429);
    expect((await report('192.0.2.51')).statusCode).toBe(204);
    t.clock.advance(61);
    expect((await report('192.0.2.50')).statusCode).toBe(204);
  });

  it('are pruned after the retention when the server starts', async () => {
    const old = new Date(t.clock.now.getTime() - 91 * 24 * 3600_000);
    // The table is written with raw SQL by features/errors (not in the typed schema).
    await sql`INSERT INTO client_error_log (error_code, context, message, path, reported_at) VALUES ('9999', 'old', 'old', '/', ${old})`.execute(
      t.handle.db,
    );
    const another = await createTestApp({}, t.handle);
    try {
      const left = await sql`SELECT error_id FROM client_error_log WHERE error_code = '9999'`.execute(t.handle.db);
      expect(left.rows).toEqual([]);
    } finally {
      await another.app.close();
    }
  });

  it('take CSP violation reports in the browsers’ formats', async () => {
    const response = await t.rawInject({
      method: 'POST',
      url: '/nui/public/cspReport',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'style-src', 'blocked-uri': 'inline' } }),
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('the session cache', () => {
  // Only the embedded database caches sessions: on PostgreSQL (several instances) every request reads its session.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('is not flushed by refused anonymous calls', async () => {
    const cookie = await loginCookie(t.app, 'solo.client@example.com');
    await get('/nui/public/keepalive', cookie);
    const idHash = createHash('sha256')
      .update(cookie.split('=')[1] ?? '')
      .digest('base64url');
    for (let i = 0; i < 3; i++) await login(t.app, 'solo.client@example.com', 'Wrong#Pass1');
    await t.app.inject({ method: 'POST', url: '/nui/public/resetPassword', headers: { 'content-type': 'application/json' }, payload: {} });
    expect(t.app.caches.sessions.get(idHash, t.clock.now.getTime())).toBeDefined();
  });
});

describe('logos', () => {
  it("are read by the firm's own users only", async () => {
    const locations = await t.handle.db.selectFrom('locations').select('location_id').execute();
    const own = (await get('/nui/nbs/whoAmI')).json().location as number;
    expect((await get(`/nui/nbs/locations/${own}/logo`)).statusCode).toBe(200);
    const foreign = locations.map((l) => l.location_id).find((id) => id !== own);
    expect(foreign).toBeDefined();
    expect((await get(`/nui/nbs/locations/${foreign}/logo`)).statusCode).toBe(403);
    expect((await get('/nui/nbs/locations/default/logo')).statusCode).toBe(200);
  });
});
