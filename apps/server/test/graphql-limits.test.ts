/** Hardening (issue 14, item 6): adviser GraphQL without introspection or suggestions in production, and with query limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({ secureCookies: true }, dev.handle);
});
afterAll(async () => {
  await production?.app.close();
  await dev?.close();
});

async function graphql(t: TestApp, query: string) {
  const cookie = await loginCookie(t.app, 'demo.adviser@example.com');
  const response = await t.app.inject({
    method: 'POST',
    url: '/nui/nbs/graphql',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { query },
  });
  return { status: response.statusCode, text: response.body };
}

describe('adviser GraphQL', () => {
  it('answers introspection in development only', async () => {
    expect((await graphql(dev, '{ __schema { types { name } } }')).status).toBe(200);
    expect((await graphql(production, '{ __schema { types { name } } }')).status).toBe(400);
  });

  it('tells in production only whether a named type exists, nothing of its shape', async () => {
    const exists = await graphql(production, '{ __type(name: "Location") { name __typename } }');
    expect(exists.status).toBe(200);
    expect(JSON.parse(exists.text)).toEqual({ data: { __type: { name: 'Location', __typename: '__Type' } } });
    for (const query of [
      '{ __type(name: "Location") { fields { name } } }',
      '{ __type(name: "Location") { name kind } }',
      '{ __type(name: "Location") { ... on __Type { fields { name } } } }',
      '{ __type(name: "Location") { ...F } } fragment F on __Type { name }',
      '{ __type(name: "Location") { name } __schema { queryType { name } } }',
    ])
      expect((await graphql(production, query)).status, query).toBe(400);
  });

  it('gives no field suggestions in production', async () => {
    expect((await graphql(dev, '{ visibleLocation { locationId } }')).text).toContain('Did you mean');
    const refused = await graphql(production, '{ visibleLocation { locationId } }');
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain('Did you mean');
  });

  it('refuses too many root fields or aliases', async () => {
    const roots = Array.from({ length: 6 }, (_, i) => `r${i}: visibleLocations { locationId }`).join(' ');
    expect((await graphql(dev, `{ ${roots} }`)).status).toBe(400);
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: locationId`).join(' ');
    expect((await graphql(dev, `{ visibleLocations { ${aliases} } }`)).status).toBe(400);
    expect((await graphql(dev, '{ a: visibleLocations { locationId } b: visibleLocations { name } }')).status).toBe(200);
  });

  it('counts root fields inside inline fragments and fragment spreads', async () => {
    const fields = Array.from({ length: 6 }, (_, i) => `r${i}: visibleLocations { locationId }`).join(' ');
    expect((await graphql(dev, `{ ... on Query { ${fields} } }`)).status).toBe(400);
    expect((await graphql(dev, `{ ...F } fragment F on Query { ${fields} }`)).status).toBe(400);
    const five = Array.from({ length: 5 }, (_, i) => `r${i}: visibleLocations { locationId }`).join(' ');
    expect((await graphql(dev, `{ ... on Query { ${five} } }`)).status).toBe(200);
  });
});

describe('GraphQL over HTTP', () => {
  it.each([null, {}, { persistedQuery: { version: 1 } }])('accepts extensions %j in a JSON request', async (extensions) => {
    const cookie = await loginCookie(dev.app, 'demo.adviser@example.com');
    const response = await dev.app.inject({
      method: 'POST',
      url: '/nui/nbs/graphql',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { query: '{ visibleLocations { locationId } }', extensions },
    });
    expect(response.statusCode).toBe(200);
  });
});
