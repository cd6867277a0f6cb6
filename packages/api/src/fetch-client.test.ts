import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './fetch-client.ts';

function fakeFetch(status: number, body: unknown, capture?: { url?: string; init?: RequestInit }) {
  return async (url: string, init?: RequestInit) => {
    if (capture) Object.assign(capture, { url, init });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, statusText: status === 401 ? 'Unauthorized' : 'X' });
  };
}

describe('api client', () => {
  it('posts forms url-encoded with same-origin credentials', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const client = createApiClient({ fetch: fakeFetch(200, { ok: true }, seen) });
    await client.request('/nui/login', null, { method: 'POST', form: { username: 'a b', password: 'p&q' } });
    expect(seen.init?.credentials).toBe('same-origin');
    expect(seen.init?.body).toBe('username=a+b&password=p%26q');
    expect((seen.init?.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('turns an error body into an ApiError with status and code', async () => {
    const client = createApiClient({ fetch: fakeFetch(401, { status: 401, code: 'IncorrectCredentials', message: 'Unauthorized' }) });
    const error = await client.request('/x', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, statusText: 'Unauthorized', code: 'IncorrectCredentials' });
  });

  it('reports a failed request as a network error', async () => {
    const client = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(client.request('/x', null)).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('checks answers against a schema when given one', async () => {
    const client = createApiClient({ fetch: fakeFetch(200, { n: 'not a number' }) });
    await expect(client.request('/x', z.object({ n: z.number() }))).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('adds query parameters, skipping undefined ones', async () => {
    const seen: { url?: string } = {};
    const client = createApiClient({ fetch: fakeFetch(200, {}, seen) });
    await client.request('/nui/x', null, { query: { a: 1, b: undefined, c: 'x y' } });
    expect(seen.url).toBe('/nui/x?a=1&c=x+y');
  });
});
