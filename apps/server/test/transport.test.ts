/**
 * Hardening (issue 14, item 5): proxies trusted by hop count or range only; the __Host- cookie,
 * always Secure in production; no-store on every /nui answer; Clear-Site-Data on logout; the CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, defaultConfig, parseTrustProxy } from '../src/config.ts';
import { createTestApp, login, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses and ranges, and refuses "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(typeof parseTrustProxy('2')).toBe('function');
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    for (const bad of ['true', '*', 'all', '10.0.0.0/33', 'proxy.example']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });

  it('believes X-Forwarded-For only as far as the configured hops', async () => {
    const proxied = await createTestApp({ trustProxy: parseTrustProxy('1') }, t.handle);
    try {
      // The client forged one entry; the trusted proxy appended the real address.
      const response = await login(proxied.app, 'nobody.proxy@example.com', 'x', {
        'x-forwarded-for': '203.0.113.1, 198.51.100.9',
      });
      expect(response.statusCode).toBe(401);
      const attempt = await t.handle.db.selectFrom('rate_limits').select('rate_key').orderBy('updated_at', 'desc').executeTakeFirst();
      expect(attempt?.rate_key).toBe('198.51.100.9');
    } finally {
      await proxied.app.close();
    }
  });
});

describe('the session cookie', () => {
  it('is __Host- prefixed and Secure in production', () => {
    const production = configFromEnv({ NODE_ENV: 'production' });
    expect(production.secureCookies).toBe(true);
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(defaultConfig().session.cookieName).toBe('__Host-portal_sid');
    } finally {
      process.env.NODE_ENV = saved;
    }
    expect(defaultConfig().session.cookieName).toBe('portal_sid');
  });

  it('is sent Secure, Path=/ and without Domain when secure cookies are on, even over http', async () => {
    const secure = await createTestApp({ secureCookies: true }, t.handle);
    try {
      const response = await login(secure.app, 'demo.client@example.com');
      const cookie = response.cookies.find((c) => c.name === 'portal_sid');
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await secure.app.close();
    }
  });
});

describe('headers', () => {
  it('every /nui answer is no-store, the logo and errors included', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    for (const url of ['/nui/public/keepalive', '/nui/nbs/clients/1000010001', '/nui/nbs/locations/default/logo', '/nui/nbs/clients/1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('logout answers Clear-Site-Data', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/nui/public/logout', headers: { cookie } });
    expect(response.headers['clear-site-data']).toBe('"cache", "cookies", "storage"');
  });

  it("answers the API's JSON with an API's headers: nothing allowed, no framing, nosniff, never cached", async () => {
    for (const url of ['/nui/public/keepalive', '/nui/nbs/no-such-call']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'no-store',
      });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it("has a CSP with base-uri 'none', no inline styles and a report endpoint", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('report-uri /nui/public/cspReport');
  });
});
