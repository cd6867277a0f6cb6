/**
 * The design system catalogue at /design-system/ (plugins/design-system.ts): Storybook's static build
 * served with its inline scripts allowed by hash only, hashed assets cached, and nothing without a build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const INLINE = "window.CONFIG_TYPE = 'PRODUCTION';";
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'design-system-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Storybook</title><script>${INLINE}</script><script src="./sb-manager/runtime.js"></script>`,
  );
  writeFileSync(join(dir, 'iframe.html'), '<!doctype html><title>Story</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'iframe-abc123.js'), 'export {};');
  t = await createTestApp({ designSystemDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/design-system/', () => {
  it('serves the catalogue with a CSP that allows its inline scripts by hash and nothing else inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/design-system/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(INLINE);
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches the hashed assets for a year and redirects the bare path', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/design-system/assets/iframe-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await t.app.inject({ method: 'GET', url: '/design-system' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/design-system/');
  });

  it('serves nothing outside its folder and nothing when the catalogue is not built', async () => {
    const escape = await t.app.inject({ method: 'GET', url: '/design-system/../package.json' });
    expect(escape.statusCode).toBe(404);
    const without = await createTestApp({ designSystemDir: join(dir, 'missing') });
    try {
      const response = await without.app.inject({ method: 'GET', url: '/design-system/' });
      expect(response.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
