/** The browser router on a direct visit: the route guards wait for the page load's session-info. */
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { homeTexts } from '@portal/domain';
import { sessionStore } from '../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme } from '../test/portal-fakes.ts';
import { createPortalRouter } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

it('opening a client page directly adds no history entry (Back leaves the page)', async () => {
  sessionStore.set(null);
  fakeServer(() => (url) => {
    if (url.includes('/nui/public/sessionInfo')) return json(200, clientSession);
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    return unauthorized();
  });
  window.history.replaceState(null, '', '/client/home');
  const push = vi.spyOn(window.history, 'pushState');
  const replace = vi.spyOn(window.history, 'replaceState');
  render(<RouterProvider router={createPortalRouter()} />);
  expect(await screen.findByRole('heading', { name: homeTexts.heading('Alice') })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/client/home');
  // Before the fix the client guard ran before session-info answered: /login?next=… and back, pushed.
  expect(push).not.toHaveBeenCalled();
  expect(replace.mock.calls.map((call) => String(call[2]))).not.toContainEqual(expect.stringContaining('/login'));
});

it('a known client route name opened at the top level is redirected in place (one history entry)', async () => {
  sessionStore.set(clientSession);
  fakeServer(() => (url) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    return unauthorized();
  });
  window.history.replaceState(null, '', '/home');
  const push = vi.spyOn(window.history, 'pushState');
  render(<RouterProvider router={createPortalRouter()} />);
  expect(await screen.findByRole('heading', { name: homeTexts.heading('Alice') })).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/client/home?redirected404=true');
  expect(push).not.toHaveBeenCalled();
});

it('?print on any page turns print mode on: the print page, that page as printRoute, no session asked for', async () => {
  sessionStore.set(null);
  const asked: string[] = [];
  fakeServer(() => (url) => {
    asked.push(url);
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    return unauthorized();
  });
  window.history.replaceState(null, '', '/client/transactions/123/LAST_12_MONTHS?print');
  render(<RouterProvider router={createPortalRouter()} />);
  await vi.waitFor(() => expect(window.location.pathname).toBe('/print'));
  const query = new URLSearchParams(window.location.search);
  expect(query.has('print')).toBe(true);
  expect(query.get('printRoute')).toBe('/client/transactions/123/LAST_12_MONTHS');
  expect(asked.filter((url) => url.includes('sessionInfo') || url.includes('/nui/nbs/clients/'))).toEqual([]);
});
