/** Test support: a fake server for the portal in jsdom (fetch answered by a handler) and a logged-in client. */
import { vi } from 'vitest';

export type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const unauthorized = () => json(401, { status: 401, code: 'Unauthorized', message: 'x' });
export const serverError = () => json(500, { status: 500, code: 'Internal', message: 'x' });
export const never = () => new Promise<Response>(() => undefined);

/** Every request made, by URL; the handler answers. */
export function fakeServer(handler: () => Handler): string[] {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push(String(url));
      return Promise.resolve(handler()(String(url), init));
    }),
  );
  return requests;
}

export { clientSession } from '@portal/api/fixtures';

export const unbrandedTheme = () => json(200, { themeName: 'Default', highlightColour: '#f78f21', isBranded: false, _links: {} });

export const clientResource = (overrides: Record<string, unknown> = {}) => ({
  clientId: 1000010001,
  forename: 'Alice',
  surname: 'Morgan',
  adviser: null,
  adviserId: 100000085,
  accounts: [],
  memoAssets: [],
  correspondences: { unreadDocumentsPresent: false, categories: [] },
  ...overrides,
});
