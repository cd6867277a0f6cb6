/** One mechanism for every route: title, focus on the new page's heading, a polite announcement, scroll. */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { documentTitle, pageAnnouncement, pageTitles, PRODUCT_NAME } from '@portal/domain';
import { sessionStore } from '../shared/session.ts';
import { clientSession } from '../test/portal-fakes.ts';
import { RouteChange } from './RouteChange.tsx';
import { routes } from './router.tsx';

afterEach(() => sessionStore.set(null));

function app(initial: string) {
  return createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteChange />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/a',
            handle: { title: pageTitles.home },
            element: (
              <main>
                <h1>Page A</h1>
                <Link to="/b">to B</Link>
              </main>
            ),
          },
          {
            path: '/client/b',
            handle: { title: pageTitles.news },
            element: (
              <main>
                <h1>Page B</h1>
              </main>
            ),
          },
          {
            path: '/b',
            handle: { title: pageTitles.news },
            element: (
              <main>
                <h1>Page B</h1>
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

it('titles the page, and after a navigation focuses its h1 and announces it politely', async () => {
  const router = app('/a');
  render(<RouterProvider router={router} />);
  expect(document.title).toBe(documentTitle(pageTitles.home, undefined));
  expect(document.title).toBe(`${pageTitles.home} – ${PRODUCT_NAME}`);
  // The first page of a load keeps the browser's focus and announces nothing.
  expect(document.activeElement).toBe(document.body);
  const link = screen.getByRole('link', { name: 'to B' });
  link.focus();
  await act(() => router.navigate('/b'));
  expect(document.title).toBe(`${pageTitles.news} – ${PRODUCT_NAME}`);
  await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: 'Page B' }));
  expect(screen.getByRole('heading', { name: 'Page B' })).toHaveAttribute('tabindex', '-1');
  // React Aria's live announcer: a polite region holding the page's name.
  await expect.poll(() => document.querySelector('[aria-live="polite"]')?.textContent).toContain(pageAnnouncement(pageTitles.news));
});

it("names the firm when a firm theme is shown, read-only in the adviser's view", () => {
  sessionStore.set({ ...clientSession, adviserId: 7 });
  render(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '/client/b', handle: { title: pageTitles.news }, element: <RouteChange firm="Kittiwake Wealth London" /> }],
        {
          initialEntries: ['/client/b'],
        },
      )}
    />,
  );
  expect(document.title).toBe(`${pageTitles.news} – Kittiwake Wealth London (read-only)`);
});

it("marks the adviser's view of a client page read-only", async () => {
  sessionStore.set({ ...clientSession, adviserId: 7 });
  render(<RouterProvider router={app('/client/b')} />);
  expect(document.title).toBe(`${pageTitles.news} – ${PRODUCT_NAME} (read-only)`);
});

it('every route of the portal names its page (a path without a page name would keep the last title)', () => {
  const unnamed: string[] = [];
  const walk = (list: typeof routes, parent: string) => {
    for (const route of list) {
      const path = route.index ? `${parent}(index)` : route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
      const named = (route.handle as { title?: string } | undefined)?.title;
      if (route.children) walk(route.children, route.path ? path : parent);
      // The client root and the root layout only frame their children; the client index redirects.
      else if (!named && !(route.index && parent === '/client')) unnamed.push(path);
    }
  };
  walk(routes, '');
  expect(unnamed).toEqual([]);
});
