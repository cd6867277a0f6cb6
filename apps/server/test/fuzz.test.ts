/**
 * Fuzzing every route (hardening issue 14, item 13): fast-check builds params, queries and bodies
 * from each endpoint's schema and outside it, and calls the route as the logged-in owner; no answer
 * may be a 5xx, and a refused call (4xx) must leave the database's business data unchanged.
 * Fixed seed and a bounded count, so CI runs the same cases every time (FUZZ_RUNS to raise it).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, fillPath, routes } from '@portal/api';
import type { RouteName } from '@portal/api';
import { EDGE_VALUES, arbitraryFor, bodyFor } from './fuzz-arbitraries.ts';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const SEED = 20_251_124;
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A digest of what a refused call must never change (sessions and login counters may: they record the attempt). */
async function fingerprint(): Promise<string> {
  const { rows } = await sql<{ digest: string }>`SELECT md5(concat_ws('|',
      (SELECT string_agg(concat_ws(',', user_id, password_hash, terms_accepted, locked_at, failed_login_count, roles::text), ';' ORDER BY user_id) FROM users),
      (SELECT string_agg(concat_ws(',', document_id, first_open_date), ';' ORDER BY document_id) FROM correspondences WHERE first_open_date IS NOT NULL),
      (SELECT count(*) FROM registration_codes), (SELECT count(*) FROM outbox), (SELECT count(*) FROM password_history),
      (SELECT count(*) FROM impersonation_audit))) AS digest`.execute(t.handle.db);
  return rows[0]!.digest;
}

const names = (Object.keys(routes) as RouteName[]).filter((name) => name in contract);

describe.each(names)('%s', (name) => {
  it('never answers 5xx, and changes nothing when it refuses', async () => {
    const route = routes[name];
    const schemas = contract[name] as { params?: never; querystring?: never; body?: never };
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const paramNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    const params = arbitraryFor(schemas.params);
    const query = arbitraryFor(schemas.querystring);
    const body = route.method === 'GET' ? fc.constant(undefined) : bodyFor(schemas.body);
    // Every edge value in every path parameter once, then the random cases.
    for (const param of paramNames)
      for (const value of EDGE_VALUES.filter(Boolean)) {
        const url = fillPath(route.path, Object.fromEntries(paramNames.map((n) => [n, n === param ? value : '1'])));
        const response = await t.app.inject({ method: route.method, url, headers: { cookie } });
        expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
    await fc.assert(
      fc.asyncProperty(params, query, body, async (p, q, b) => {
        const filled = Object.fromEntries(paramNames.map((n) => [n, String(p[n] ?? 'x') || 'x']));
        const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
        const url = fillPath(route.path, filled) + (search ? `?${search}` : '');
        const before = await fingerprint();
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { cookie, ...(b !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(b !== undefined ? { payload: JSON.stringify(b) } : {}),
        });
        expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(b)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await fingerprint(), `${route.method} ${url} changed data`).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
