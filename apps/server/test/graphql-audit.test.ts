/**
 * Hardening (issue 14, item 6): the adviser GraphQL endpoint against graphql-http's GraphQL-over-HTTP audit suite,
 * over real HTTP with an adviser's session cookie and our own Origin (the CSRF check refuses writes without it).
 */
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * SHOULD audits we deliberately do not follow: for `Accept: application/json` the spec prefers 200 on request errors,
 * but our contract answers every refused query 400 (the portal and the access tests rely on it). Each still must
 * fail as a warning only, so a change in behaviour shows here.
 */
const DELIBERATE_EXCEPTIONS: Record<string, string> = {
  '572B': 'parse failure answers 400, not 200, under application/json',
  FDE2: 'validation failure answers 400, not 200, under application/json',
  '7B9B': 'variable coercion failure answers 400, not 200, under application/json',
};

/**
 * The suite runs against both configurations: production (no introspection, no suggestions) is what advisers
 * use, and the audits ask for `__type(name:) { name }` (issue 31, item 5: two MUSTs failed there).
 */
let dev: TestApp;
let production: TestApp;
const urls = { development: '', production: '' };
const cookies = { development: '', production: '' };
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({ secureCookies: true }, dev.handle);
  for (const [name, t] of [
    ['development', dev],
    ['production', production],
  ] as const) {
    urls[name] = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/nui/nbs/graphql`;
    cookies[name] = await loginCookie(t.app, 'demo.adviser@example.com');
  }
});
afterAll(async () => {
  await production?.app.close();
  await dev?.close();
});

type Mode = keyof typeof urls;

/** Every audit request goes as the adviser's browser would send it: session cookie and same Origin. */
function adviserFetch(mode: Mode) {
  return (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookies[mode]);
    headers.set('origin', new URL(urls[mode]).origin);
    return fetch(input, { ...init, headers });
  };
}

const suites = (['development', 'production'] as const).map((mode) => {
  const audits = serverAudits({ url: () => urls[mode], fetchFn: adviserFetch(mode) });
  return { mode, audits, must: audits.filter((a) => a.name.startsWith('MUST')), should: audits.filter((a) => a.name.startsWith('SHOULD')) };
});

async function explain(result: Awaited<ReturnType<ReturnType<typeof serverAudits>[number]['fn']>>): Promise<string> {
  if (result.status === 'ok') return 'ok';
  return `${result.status}: ${result.reason} — ${result.response.status} ${await result.response.clone().text()}`;
}

describe.each(suites)('graphql-http server audit ($mode)', ({ mode, must, should }) => {
  it('has the suite it is meant to run', () => {
    expect(must.length).toBeGreaterThanOrEqual(13);
    expect(must.map((a) => a.id)).toEqual(expect.arrayContaining(['BF61', '28B9']));
    expect(should.length).toBeGreaterThan(10);
    for (const id of Object.keys(DELIBERATE_EXCEPTIONS)) expect(should.map((a) => a.id)).toContain(id);
  });

  it('passes every MUST audit', async () => {
    const failures: string[] = [];
    for (const audit of must) {
      const outcome = await explain(await audit.fn());
      if (outcome !== 'ok') failures.push(`${audit.id} ${audit.name}: ${outcome}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(should.map((a) => [a.id, a.name, a] as const))('%s %s', async (id, _name, audit) => {
    const result = await audit.fn();
    if (id in DELIBERATE_EXCEPTIONS) expect(result.status).toBe('warn');
    else expect(await explain(result)).toBe('ok');
  });

  it('refuses the audit without a session (the endpoint is the adviser’s only)', async () => {
    const response = await fetch(urls[mode], {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(urls[mode]).origin },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
  });
});
