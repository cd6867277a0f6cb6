/**
 * The early requests: session-info; for a signed-in user the theme (and a branded firm's logo); the
 * client only for a client with accepted terms; each answer taken once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests, takeEarlyResponse } from './early-requests.ts';

const LOGO = '/nui/nbs/locations/40000012/logo';
const brandedTheme = { isBranded: true, themeName: 'Harbour', _links: { logo: { href: LOGO } } };

function fakeFetch(session: unknown, theme: unknown = { isBranded: false }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    if (url === LOGO) return Promise.resolve(new Response('<svg/>', { status: 200, headers: { 'content-type': 'image/svg+xml' } }));
    const body = url.endsWith('/sessionInfo') ? session : url.endsWith('/locations/1') ? theme : { clientId: 7 };
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
  takeEarlyResponse('/nui/nbs/locations/1', 'GET');
  takeEarlyResponse(LOGO, 'GET');
});

describe('early requests', () => {
  it('asks the client of a signed-in client with accepted terms, and hands each answer out once', async () => {
    const asked = fakeFetch({ id: 7, termsAccepted: true });
    startEarlyRequests('');
    await settle();
    await settle();
    expect(asked).toEqual(['/nui/public/sessionInfo', '/nui/nbs/locations/1', '/nui/nbs/clients/7']);
    const session = takeEarlyResponse('/nui/public/sessionInfo', 'GET');
    await expect(session?.then((r) => r.json())).resolves.toEqual({ id: 7, termsAccepted: true });
    expect(takeEarlyResponse('/nui/public/sessionInfo', 'GET')).toBeUndefined();
    expect(takeEarlyResponse('/nui/nbs/clients/7', 'POST')).toBeUndefined();
    await expect(takeEarlyResponse('/nui/nbs/clients/7', 'GET')?.then((r) => r.json())).resolves.toEqual({ clientId: 7 });
  });

  it("asks a branded firm's logo after its theme, and hands it out once", async () => {
    const asked = fakeFetch({ id: 7, termsAccepted: true }, brandedTheme);
    startEarlyRequests('');
    for (let i = 0; i < 4; i += 1) await settle();
    expect(asked).toEqual(['/nui/public/sessionInfo', '/nui/nbs/locations/1', '/nui/nbs/clients/7', LOGO]);
    await expect(takeEarlyResponse('/nui/nbs/locations/1', 'GET')?.then((r) => r.json())).resolves.toEqual(brandedTheme);
    await expect(takeEarlyResponse(LOGO, 'GET')?.then((r) => r.text())).resolves.toBe('<svg/>');
    expect(takeEarlyResponse(LOGO, 'GET')).toBeUndefined();
  });

  it('asks only session-info for a visitor', async () => {
    const asked = fakeFetch(null, brandedTheme);
    startEarlyRequests('');
    for (let i = 0; i < 4; i += 1) await settle();
    expect(asked).toEqual(['/nui/public/sessionInfo']);
  });

  it.each([
    ['an adviser not impersonating', { id: null, termsAccepted: true }],
    ['a client with new terms', { id: 7, termsAccepted: false }],
  ])('asks session-info and the theme, not a client, for %s', async (_who, session) => {
    const asked = fakeFetch(session);
    startEarlyRequests('');
    for (let i = 0; i < 4; i += 1) await settle();
    expect(asked).toEqual(['/nui/public/sessionInfo', '/nui/nbs/locations/1']);
  });

  it('asks nothing in print mode', () => {
    const asked = fakeFetch({ id: 7, termsAccepted: true });
    startEarlyRequests('?print');
    expect(asked).toEqual([]);
    expect(takeEarlyResponse('/nui/public/sessionInfo', 'GET')).toBeUndefined();
  });
});
