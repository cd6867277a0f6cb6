/**
 * The prerendered public pages (apps/portal/build-tools/prerender.ts): `/` gets its own page like any other
 * path, and their style attributes (listed by hash in csp-style-hashes.json) are allowed by the CSP — exactly
 * those values; without the file no inline style at all (app.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const HASH = 'sha256-Q0kv3Q7hAxRqkSS4qmSp3JmezSOp+RkvIfsqlCUfIuk=';
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Client portal</title><div id="root"></div>');
  writeFileSync(join(dist, 'csp-style-hashes.json'), JSON.stringify([HASH]));
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'pages', 'root.html'), '<!doctype html><meta name="page" content="root"><div id="root"><h1>Log in</h1></div>');
  writeFileSync(join(dist, 'pages.json'), JSON.stringify({ '/': 'pages/root.html' }));
  writeFileSync(join(dist, 'native-bridge-test.html'), '<!doctype html><title>bridge test</title>');
  writeFileSync(join(dist, 'bundle-stats.json'), '{}');
  writeFileSync(join(dist, 'public-bundle-stats.json'), '{}');
  t = await createTestApp({ portalDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  it('answers / with its own page, not the directory index', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('content="root"');
  });

  it('allows the listed style attribute hashes and nothing inline besides', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`style-src 'self' 'unsafe-hashes' '${HASH.replace(/[+/=]/g, '\\$&')}'(;|$)`));
    expect(csp).not.toContain("'unsafe-inline'");
  });
});

describe('build extras (review L15)', () => {
  it('serves the test page and bundle statistics in development only', async () => {
    const files = ['/native-bridge-test.html', '/bundle-stats.json', '/public-bundle-stats.json'];
    const status = async (app: TestApp['app'], url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    for (const url of files) expect(await status(t.app, url), url).toBe(200);
    const production = await createTestApp({ portalDistDir: dist, serveBuildExtras: false }, t.handle);
    try {
      for (const url of files) expect(await status(production.app, url), url).toBe(404);
      expect(await status(production.app, '/index.html')).toBe(200);
    } finally {
      await production.app.close();
    }
  });
});
