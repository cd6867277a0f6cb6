/** Error pages and the router's error element (spec §2 Common interface, §4 start-up, §8 General). */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/api/browser';
import { SUPPORT, commonTexts, generalTexts } from '@portal/domain';
import { createTestRouter, routes } from '../../app/router.tsx';
import { fatalState } from '../../shared/fatal.ts';
import { isReportable } from '../../shared/report.ts';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme, type Handler } from '../../test/portal-fakes.ts';
import { reloadApp } from './components/OopsPage.tsx';

beforeEach(() => {
  fatalState.reset();
  const handler: Handler = (url) => {
    if (url.includes('/nui/nbs/locations/')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    if (url.includes('/nui/public/errorLog')) return new Response(null, { status: 204 });
    if (url.includes('/nui/public/errorTracking')) return json(200, { sentry: null });
    return unauthorized();
  };
  fakeServer(() => handler);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set(null);
  fatalState.reset();
});

/** The app's routes with one more client screen that fails as the test says. */
function routerWith(child: RouteObject, path: string) {
  const root = routes[0];
  const client = root?.children?.find((route) => route.id === 'client');
  if (!root || !client) throw new Error('no client route');
  const children = root.children?.map((route) =>
    route === client ? ({ ...client, children: [child, ...(client.children ?? [])] } as RouteObject) : route,
  );
  const tree = [{ ...root, children } as RouteObject];
  return createMemoryRouter(tree, { initialEntries: [path] });
}

const errorLogBodies = () =>
  (vi.mocked(fetch).mock.calls as [string, RequestInit | undefined][])
    .filter(([url]) => url.includes('/nui/public/errorLog'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { errorCode: string; context: string; message: string; stack?: string });

describe('error pages', { timeout: 20_000 }, () => {
  it("/error is the 'Oops' page with client relations' phone and e-mail, and Refresh reloads the app", async () => {
    render(<RouterProvider router={createTestRouter(['/error'])} />);
    expect(await screen.findByRole('heading', { level: 1, name: generalTexts.oopsTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.phone })).toHaveAttribute('href', `tel:${SUPPORT.phone.replace(/\s/g, '')}`);
    expect(screen.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    const assign = vi.fn();
    reloadApp(assign);
    expect(assign).toHaveBeenCalledWith('/');
    expect(screen.getByRole('button', { name: commonTexts.refresh })).toBeEnabled();
  });

  it('a rendering error is reported, makes the state fatal and goes to login with the fatal message (no return path)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(clientSession);
    const router = routerWith(
      {
        path: 'boom',
        Component: () => {
          throw new Error('render failed');
        },
      },
      '/client/boom',
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(fatalState.isFatal()).toBe(true);
    expect(sessionStore.get()).toBeNull();
    const [report] = errorLogBodies();
    expect(report).toMatchObject({ context: 'render', message: 'Error: render failed' });
    expect(report?.stack).toMatch(/render failed\n\s+at /);
    expect(await screen.findByText(generalTexts.fatal(report?.errorCode ?? ''))).toBeInTheDocument();
  });

  it("a page refused with 403 shows the 'Sorry' page with a link to Contacts, and is not reported", async () => {
    sessionStore.set(clientSession);
    const router = routerWith(
      {
        path: 'gone',
        loader: () => {
          throw new ApiError({ kind: 'http', status: 403, code: 'Forbidden' });
        },
        Component: () => null,
      },
      '/client/gone',
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: generalTexts.sorryTitle })).toBeInTheDocument();
    expect(screen.getByText(generalTexts.sorryText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: generalTexts.sorryContactsLink })).toHaveAttribute('href', '/client/contacts');
    expect(fatalState.isFatal()).toBe(false);
    expect(errorLogBodies()).toEqual([]);
  });
});

describe('error reporting filters (spec §8)', () => {
  it("leaves out the cross-origin 'Script error' and the filtered HTTP answers", () => {
    expect(isReportable(new Error('Script error.'))).toBe(false);
    expect(isReportable('Script error.')).toBe(false);
    expect(isReportable(new ApiError({ kind: 'http', status: 401 }))).toBe(false);
    expect(isReportable(new ApiError({ kind: 'http', status: 403, code: 'ReadOnly' }))).toBe(false);
    expect(isReportable(new ApiError({ kind: 'http', status: 500 }))).toBe(true);
    expect(isReportable(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isReportable(new TypeError('x is undefined'))).toBe(true);
  });
});
