/** The app shell: error bodies, unknown paths, security headers, static hosting with SPA fallback, and the seed. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@portal/api';
import { hashCode, seedIfEmpty } from '../src/demo/seed.ts';
import '../src/access/second-factor-tables.ts';
import { TEST_AS_OF } from './constants.ts';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Client portal</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // Per-route pages as apps/portal/build-tools/route-pages.ts writes them.
  mkdirSync(join(dist, 'pages'));
  const page = (name: string) => `<!doctype html><title>Client portal</title><meta name="page" content="${name}"><div id="root"></div>`;
  const pages = {
    '/login': 'pages/login.html',
    '/client/home': 'pages/client-home.html',
    '/client/transactions/:accountNum/:rangeId': 'pages/client-transactions-accountNum-rangeId.html',
    '/client/documentPrefsEdit/:documentTypeCode': 'pages/client-documentPrefsEdit-documentTypeCode.html',
    '/client/*': 'pages/client-any.html',
    '/*': 'pages/not-found.html',
  };
  for (const file of Object.values(pages)) writeFileSync(join(dist, file), page(file.slice('pages/'.length, -'.html'.length)));
  writeFileSync(join(dist, 'pages.json'), JSON.stringify(pages));
  t = await createTestApp({ portalDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers unknown /nui paths with JSON 404 NotFound', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/nui/nbs/nothing-here', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(errorBody.parse(response.json())).toMatchObject({ status: 404, code: 'NotFound' });
    }
  });

  it('answers an unexpected failure 500 InternalError without leaking the stack or message', async () => {
    // A separate app (same database) with a route that throws: the global handler must hide it.
    const { buildApp } = await import('../src/app.ts');
    const { defaultConfig } = await import('../src/config.ts');
    const app = await buildApp({ db: t.handle.db, config: defaultConfig() });
    app.get('/nui/test/boom', async () => {
      throw new Error('secret detail: relation "users" at /work/main/apps/server/src/x.ts:1');
    });
    const response = await app.inject({ method: 'GET', url: '/nui/test/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(errorBody.parse(response.json())).toMatchObject({ status: 500, code: 'InternalError' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('sends security headers with a CSP fit for the built SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Hardening (issue 14): no inline styles — vanilla-extract emits static CSS, React styles go through the CSSOM.
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('static hosting of the built portal', () => {
  it('serves index.html, no-cache, for client routes that accept HTML (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/client/home', '/client/transactions/123/LAST_12_MONTHS']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("serves each path its route's page from pages.json (the best-ranked pattern it matches, a splat last)", async () => {
    const expected: Record<string, string | null> = {
      '/login': 'login',
      '/login?next=%2Fclient%2Fhome': 'login',
      '/client/home': 'client-home',
      '/client/transactions/123/LAST_12_MONTHS': 'client-transactions-accountNum-rangeId',
      '/client/documentPrefsEdit/GENERAL': 'client-documentPrefsEdit-documentTypeCode',
      // One segment too many or too few for the pattern: the client shell's not-found page.
      '/client/transactions/123': 'client-any',
      '/client/transactions/123/LAST_12_MONTHS/more': 'client-any',
      '/client/nothing': 'client-any',
      '/forgotten': 'not-found',
      '/no/such/page': 'not-found',
    };
    for (const [url, name] of Object.entries(expected)) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      if (name) expect(response.body, url).toContain(`content="${name}"`);
      else expect(response.body, url).not.toContain('name="page"');
    }
  });

  it('answers a browser asking for the server’s own routes or the portal’s files with them, not a page', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { accept: 'text/html' } });
    expect(health.headers['content-type']).toMatch(/application\/json/);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html' } });
    expect(robots.body).toBe('User-agent: *');
    const missing = await t.app.inject({ method: 'GET', url: '/nothing.txt', headers: { accept: 'text/html' } });
    expect(missing.body).toContain('content="not-found"');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset (not HTML) with 404, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('is seeded once: a second run does nothing', async () => {
    const again = await seedIfEmpty(t.handle.db, { asOf: TEST_AS_OF });
    expect(again.seeded).toBe(false);
  });

  it('gives the demo adviser and support agent their second factors, also in a demo database seeded before them', async () => {
    const staff = t.handle.db
      .selectFrom('users')
      .select('user_id')
      .where('username', 'in', ['demo.adviser@example.com', 'support.agent@example.com']);
    const held = async () => ({
      passkeys: (await t.handle.db.selectFrom('mfa_passkeys').select('user_id').where('user_id', 'in', staff).execute()).length,
      apps: (await t.handle.db.selectFrom('mfa_totp').select('user_id').where('user_id', 'in', staff).execute()).length,
    });
    expect(await held()).toEqual({ passkeys: 2, apps: 2 });
    await t.handle.db.deleteFrom('mfa_passkeys').where('user_id', 'in', staff).execute();
    await t.handle.db.deleteFrom('mfa_totp').where('user_id', 'in', staff).execute();
    await seedIfEmpty(t.handle.db, { asOf: TEST_AS_OF });
    expect(await held()).toEqual({ passkeys: 2, apps: 2 });
  });

  it('has big.client with ≥ 10,000 events since 2006 on one account', async () => {
    const row = await t.handle.db
      .selectFrom('transaction_events')
      .innerJoin('account_owners', 'account_owners.account_id', 'transaction_events.account_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('transaction_events.trev_effective_date').as('first')])
      .where('account_owners.client_id', '=', 1000010005)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBeGreaterThanOrEqual(10_000);
    expect(String(row.first) < '2007-01-01').toBe(true);
  });

  it('has the unregistered client 1000099999 with code REG-4821 and no login', async () => {
    const user = await t.handle.db.selectFrom('users').select('user_id').where('client_id', '=', 1000099999).executeTakeFirst();
    expect(user).toBeUndefined();
    const code = await t.handle.db
      .selectFrom('registration_codes')
      .selectAll()
      .where('username', '=', '1000099999')
      .executeTakeFirstOrThrow();
    expect(code.code_hash).toBe(hashCode('REG-4821'));
    expect(code.purpose).toBe('REGISTER');
  });

  it('gives demo.adviser ≥ 3 firm locations (40000012, one without clients, one branded) and ≥ 20 clients', async () => {
    const locations = await t.handle.db
      .selectFrom('locations')
      .innerJoin('locations as own', 'own.firm_id', 'locations.firm_id')
      .innerJoin('advisers', 'advisers.location_id', 'own.location_id')
      .select(['locations.location_id', 'locations.highlight_colour', 'locations.logo_svg'])
      .where('advisers.adviser_id', '=', 200000101)
      .execute();
    const ids = locations.map((l) => l.location_id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids).toContain(40000012);
    expect(locations.some((l) => l.highlight_colour && l.logo_svg)).toBe(true);
    const counts = await Promise.all(
      ids.map(async (id) => {
        const r = await t.handle.db
          .selectFrom('clients')
          .innerJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('advisers.location_id', '=', id)
          .executeTakeFirstOrThrow();
        return Number(r.n);
      }),
    );
    expect(counts).toContain(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
  });

  it('has a news item dated after demo.client’s last login, and every client has a client-reference login', async () => {
    const user = await t.handle.db
      .selectFrom('users')
      .select('last_login')
      .where('username', '=', 'demo.client@example.com')
      .executeTakeFirstOrThrow();
    const news = await t.handle.db
      .selectFrom('news_items')
      .select((eb) => eb.fn.max('published_at').as('newest'))
      .executeTakeFirstOrThrow();
    expect(new Date(news.newest as Date).getTime()).toBeGreaterThan((user.last_login as Date).getTime());
    const users = await t.handle.db.selectFrom('users').select(['user_id', 'client_id']).where('client_id', 'is not', null).execute();
    const aliases = await t.handle.db.selectFrom('user_aliases').selectAll().execute();
    for (const u of users) expect(aliases).toContainEqual({ alias: String(u.client_id), user_id: u.user_id });
  });
});
