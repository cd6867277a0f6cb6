/** The framed portal (spec §1): PORTAL_FRAME_ANCESTORS names who may frame it, in the CSP; 'self' only by default. */
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function headers(env: NodeJS.ProcessEnv) {
  const t = await createTestApp({ frameAncestors: configFromEnv(env).frameAncestors });
  apps.push(t);
  return (await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } })).headers;
}

describe('frame-ancestors', () => {
  it("is 'self' (and X-Frame-Options SAMEORIGIN) by default", async () => {
    const h = await headers({});
    expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('adds the configured origins and drops X-Frame-Options, which cannot name them', async () => {
    const h = await headers({ PORTAL_FRAME_ANCESTORS: ' https://bank.example  https://app.example ' });
    expect(h['content-security-policy']).toContain("frame-ancestors 'self' https://bank.example https://app.example");
    expect(h['x-frame-options']).toBeUndefined();
  });
});
