import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, retryAfterSeconds } from './fetch-client.ts';

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

  it('keeps the refused answer’s request id (error events carry it)', async () => {
    const refused = () =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 500, code: 'Internal', message: 'x' }), {
          status: 500,
          headers: { 'x-request-id': 'req-42' },
        }),
      );
    await expect(createApiClient({ fetch: refused }).request('/x', null)).rejects.toMatchObject({ kind: 'http', requestId: 'req-42' });
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

describe('a server shedding load (503 + Retry-After)', () => {
  const answers = (...list: Array<{ status: number; retryAfter?: string; body?: unknown }>) => {
    const calls: string[] = [];
    const fetch = (input: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${input}`);
      const next = list.shift()!;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (next.retryAfter !== undefined) headers['retry-after'] = next.retryAfter;
      return Promise.resolve(
        new Response(JSON.stringify(next.body ?? { status: next.status, code: 'ServiceUnavailable', message: 'busy' }), {
          status: next.status,
          headers,
        }),
      );
    };
    return { fetch, calls };
  };

  it('a GET is retried once after the advised delay, and succeeds', async () => {
    const { fetch, calls } = answers({ status: 503, retryAfter: '2' }, { status: 200, body: { ok: true } });
    const slept: number[] = [];
    const client = createApiClient({ fetch, sleep: async (ms) => void slept.push(ms) });
    await expect(client.request('/nui/x', null)).resolves.toEqual({ ok: true });
    expect(slept).toEqual([2000]);
    expect(calls).toEqual(['GET /nui/x', 'GET /nui/x']);
  });

  it('a GET refused twice fails with the 503 (the page shows its failed-request message)', async () => {
    const { fetch, calls } = answers({ status: 503, retryAfter: '1' }, { status: 503, retryAfter: '1' });
    const client = createApiClient({ fetch, sleep: async () => undefined });
    await expect(client.request('/nui/x', null)).rejects.toMatchObject({ kind: 'http', status: 503, code: 'ServiceUnavailable' });
    expect(calls).toHaveLength(2);
  });

  it('never retries a write, a 503 without advice, or advice longer than it will wait', async () => {
    for (const [first, method] of [
      [{ status: 503, retryAfter: '1' }, 'POST'],
      [{ status: 503 }, 'GET'],
      [{ status: 503, retryAfter: '120' }, 'GET'],
    ] as const) {
      const { fetch, calls } = answers(first, { status: 200 });
      const client = createApiClient({ fetch, sleep: async () => undefined });
      await expect(client.request('/nui/x', null, { method })).rejects.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(1);
    }
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('5')).toBe(5);
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 0, 3)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(3);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
