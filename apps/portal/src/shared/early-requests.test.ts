/** The early requests: session-info, then the client only for a client with accepted terms; each answer taken once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests, takeEarlyResponse } from './early-requests.ts';

function fakeFetch(session: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const body = url.endsWith('/sessionInfo') ? session : { clientId: 7 };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  // Leave no early answer to the next test.
  takeEarlyResponse('/nui/public/sessionInfo', 'GET');
  takeEarlyResponse('/nui/nbs/clients/7', 'GET');
});

describe('early requests', () => {
  it('asks the client of a signed-in client with accepted terms, and hands each answer out once', async () => {
    const asked = fakeFetch({ id: 7, termsAccepted: true });
    startEarlyRequests('');
    await settle();
    await settle();
    expect(asked).toEqual(['/nui/public/sessionInfo', '/nui/nbs/clients/7']);
    const session = takeEarlyResponse('/nui/public/sessionInfo', 'GET');
    await expect(session?.then((r) => r.json())).resolves.toEqual({ id: 7, termsAccepted: true });
    expect(takeEarlyResponse('/nui/public/sessionInfo', 'GET')).toBeUndefined();
    expect(takeEarlyResponse('/nui/nbs/clients/7', 'POST')).toBeUndefined();
    await expect(takeEarlyResponse('/nui/nbs/clients/7', 'GET')?.then((r) => r.json())).resolves.toEqual({ clientId: 7 });
  });

  it.each([
    ['a visitor', null],
    ['an adviser not impersonating', { id: null, termsAccepted: true }],
    ['a client with new terms', { id: 7, termsAccepted: false }],
  ])('asks only session-info for %s', async (_who, session) => {
    const asked = fakeFetch(session);
    startEarlyRequests('');
    await settle();
    await settle();
    expect(asked).toEqual(['/nui/public/sessionInfo']);
  });

  it('asks nothing in print mode', () => {
    const asked = fakeFetch({ id: 7, termsAccepted: true });
    startEarlyRequests('?print');
    expect(asked).toEqual([]);
    expect(takeEarlyResponse('/nui/public/sessionInfo', 'GET')).toBeUndefined();
  });
});
