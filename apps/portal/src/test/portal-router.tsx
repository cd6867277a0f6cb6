/**
 * Test support: a portal screen rendered through the real router, as the logged-in demo client, against a stubbed
 * server that answers the shell's own calls (firm theme, client resource) and whatever the screen's test adds.
 */
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { createTestRouter } from '../app/router.tsx';
import { sessionCache } from '../shared/session-cache.ts';
import { resetRetries } from '../shared/load/retries.ts';
import { sessionStore } from '../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme, type Handler } from './portal-fakes.ts';

/** A screen's own answers; `undefined` passes the request on to the shell's answers. */
export type ScreenHandler = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

/**
 * The server as a client's screen sees it: the unbranded theme, then the screen's own answers, then the client
 * resource (a body, or a Response for a failure), anything else 401.
 */
export function clientServer(screen: ScreenHandler = () => undefined, client: () => unknown = () => clientResource()): Handler {
  return (url, init) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    const answer = screen(url, init);
    if (answer !== undefined) return answer;
    // Personal details' account security sections: this device only, and no adviser has looked.
    if (url.includes('/nui/nsbs/devices')) return json(200, { devices: [] });
    if (url.includes('/impersonation/pageView')) return new Response(null, { status: 204 });
    if (url.includes('/accessLog')) return json(200, { visits: [], page: 1, pageSize: 10, total: 0 });
    // Two-step login is off.
    if (url.endsWith('/nui/nbs/mfa')) return json(200, { passkeys: [], totp: false, recoveryCodesLeft: 0, required: false });
    if (url.includes('/nui/nbs/clients/')) {
      const body = client();
      return body instanceof Response ? body : json(200, body);
    }
    return unauthorized();
  };
}

/**
 * Each test of the file starts as the logged-in client with no retries counted, no preferences held and a fresh
 * stubbed fetch answered by `handler()` (read per request, so a test may swap it); returns every URL requested.
 */
export function startAsClient(handler: () => Handler): { requests: () => string[] } {
  let requests: string[] = [];
  beforeEach(() => {
    resetRetries();
    sessionCache.clear();
    sessionStore.set(clientSession);
    requests = fakeServer(handler);
  });
  afterEach(() => vi.unstubAllGlobals());
  return { requests: () => requests };
}

/** Renders the portal at `path` through the app's router; returns the router to follow navigation. */
export function openAt(path: string) {
  const router = createTestRouter([path]);
  render(<RouterProvider router={router} />);
  return router;
}
