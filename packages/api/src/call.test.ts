import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './fetch-client.ts';
import { createCaller } from './call.ts';
import type { ClientResource } from './client.ts';
import { href, routes } from './routes.ts';
import type { UserSession } from './session.ts';

function recorder(body: unknown = {}) {
  const seen: Array<{ url: string; init?: RequestInit }> = [];
  const call = createCaller(
    createApiClient({ fetch: async (url, init) => (seen.push({ url, init }), new Response(JSON.stringify(body), { status: 200 })) }),
  );
  return { call, seen };
}

describe('call(endpoint, args)', () => {
  it('fills path parameters and the query, with the route method', async () => {
    const { call, seen } = recorder();
    const answer = call(routes.portfolioPerformance, {
      params: { accountsKey: 'A 1' },
      query: { dateFrom: '2024-01-01', dateTo: '2024-12-31' },
    });
    await answer;
    expect(seen[0]?.url).toBe('/nui/nbs/portfolioperformance/A%201?dateFrom=2024-01-01&dateTo=2024-12-31');
    expect(seen[0]?.init?.method).toBe('GET');
    expectTypeOf(call(routes.client, { params: { clientId: 1 } })).resolves.toEqualTypeOf<ClientResource>();
  });

  it('sends JSON bodies and forms as the contract types them', async () => {
    const { call, seen } = recorder({ errorCodes: [] });
    await call(routes.forgottenPassword, { json: { username: 'a@b.example' } });
    expect(seen[0]?.init).toMatchObject({ method: 'POST', body: '{"username":"a@b.example"}' });
    const login = call(routes.login, { form: { username: 'u', password: 'p' } });
    expectTypeOf(login).resolves.toEqualTypeOf<UserSession>();
    await login;
    expect(seen[1]?.init?.body).toBe('username=u&password=p');
    // @ts-expect-error: the body is required and typed.
    void call(routes.resetPassword, { json: { username: 'x' } }).catch(() => undefined);
  });

  it('builds hrefs for places that need a URL', () => {
    expect(href(routes.analysis, { clientId: 7, accountsKey: 'Combined', dateRangeId: 'ALL_DATES' })).toBe(
      '/nui/nbs/clients/7/analysis/Combined/ALL_DATES',
    );
    expect(href(routes.correspondences, { clientId: 7 }, { page: 1, size: undefined })).toBe('/nui/nbs/clients/7/correspondences?page=1');
  });
});

describe('the browser entry', () => {
  it('imports zod only for types', () => {
    // Every module the browser entry loads at run time (value exports) must be free of zod.
    const runtime = [
      'routes.ts',
      'call.ts',
      'constants.ts',
      'links.ts',
      'fetch-client.ts',
      'resource-links.ts',
      'transactions-query.ts',
      'adviser-queries.ts',
      'document-categories.ts',
      'error-scrub.ts',
      'client-pages.ts',
      'print-route.ts',
    ];
    const entry = readFileSync(new URL('./browser.ts', import.meta.url), 'utf8');
    const valueExports = [...entry.matchAll(/^export \* from '\.\/(.+)';$/gm)].map((m) => m[1]);
    expect(valueExports.sort()).toEqual([...runtime].sort());
    for (const file of runtime) {
      const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/^import (?!type )[^;]*from 'zod'/m);
    }
  });
});

describe('document links', () => {
  it('carry the list filters on, and name the PATCH markAsRead once', async () => {
    const { resourceLinks } = await import('./resource-links.ts');
    expect(resourceLinks.correspondences(7, 1, 20, { category: 'None', accountNumber: '123', dateFrom: undefined })).toBe(
      '/nui/nbs/clients/7/correspondences?category=None&accountNumber=123&page=1&size=20',
    );
    expect(resourceLinks.documentDownload(5)).toBe('/nui/nsbs/correspondence/5/download');
    expect(routes.markAsRead).toEqual({ method: 'PATCH', path: '/nui/nsbs/correspondence/markAsRead' });
  });
});
