import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { defineRoute, useRouteRetry } from './define-route.tsx';
import { resetRetries } from './retries.ts';

function Failure() {
  const { retries, retry } = useRouteRetry();
  return (
    <button type="button" onClick={retry}>
      retries {retries}
    </button>
  );
}

/** A route whose loader counts its runs and whose page shows its data and its Retry. */
function counted(id: string, revalidate?: 'url' | 'retry' | 'default') {
  const runs = { count: 0 };
  const route = defineRoute({
    id,
    load: ({ params }: LoaderFunctionArgs) => ({ run: ++runs.count, param: params.key ?? '' }),
    Page: ({ run, param }: { run: number; param: string }) => (
      <section>
        <p>{`${id} run ${run} key ${param}`}</p>
        <Failure />
        <Outlet />
      </section>
    ),
    revalidate,
  });
  return { route, runs };
}

function renderRoutes(page: ReturnType<typeof counted>['route'], other: ReturnType<typeof counted>['route'], initial = '/a/1') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/a/1">one</Link> <Link to="/a/2">two</Link>
            <Outlet />
          </>
        ),
        children: [{ path: '/a/:key', ...page, children: [{ index: true, ...other }] }],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => resetRetries());

describe('defineRoute', () => {
  it('hands the page its data and a retry count of 0 on a visit', async () => {
    const { route } = counted('page');
    const { route: child } = counted('child');
    renderRoutes(route, child);
    expect(await screen.findByText(/page run 1 key 1/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'retries 0' })).toHaveLength(2);
  });

  it('counts Retry presses in a row, runs only its own loader, and starts again at 0 on new params', async () => {
    const user = userEvent.setup();
    const { route, runs } = counted('page');
    const { route: child, runs: childRuns } = counted('child');
    renderRoutes(route, child);
    await screen.findByText(/page run 1/);
    const pageRetry = () => screen.getAllByRole('button')[0]!;
    await user.click(pageRetry());
    expect(await screen.findByText(/page run 2/)).toBeInTheDocument();
    expect(pageRetry()).toHaveAccessibleName('retries 1');
    await user.click(pageRetry());
    await user.click(await screen.findByRole('button', { name: 'retries 2' }));
    expect(await screen.findByText(/page run 4/)).toBeInTheDocument();
    expect(pageRetry()).toHaveAccessibleName('retries 3');
    // The child's loader did not run for the page's Retry (the same URL).
    expect(childRuns.count).toBe(1);

    await user.click(screen.getByRole('link', { name: 'two' }));
    expect(await screen.findByText(/page run 5 key 2/)).toBeInTheDocument();
    expect(pageRetry()).toHaveAccessibleName('retries 0');
    expect(runs.count).toBe(5);
  });

  it("'retry' runs the loader again only for its own Retry, not for new params", async () => {
    const user = userEvent.setup();
    const { route, runs } = counted('layout', 'retry');
    const { route: child } = counted('child');
    renderRoutes(route, child);
    await screen.findByText(/layout run 1 key 1/);
    await user.click(screen.getByRole('link', { name: 'two' }));
    await screen.findByText(/child run 2/);
    expect(runs.count).toBe(1);
    await user.click(screen.getAllByRole('button')[0]!);
    expect(await screen.findByText(/layout run 2 key 2/)).toBeInTheDocument();
  });

  it("'default' revalidates as React Router would, also on a link to its own URL", async () => {
    const user = userEvent.setup();
    const { route, runs } = counted('page', 'default');
    const { route: child } = counted('child');
    renderRoutes(route, child);
    await screen.findByText(/page run 1/);
    await user.click(screen.getByRole('link', { name: 'one' }));
    expect(await screen.findByText(/page run 2/)).toBeInTheDocument();
    expect(runs.count).toBe(2);
  });

  it('useRouteRetry outside a defined route is a programming error', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => act(() => void render(<Failure />))).toThrow(/outside a route made by defineRoute/);
    } finally {
      console.error = quiet;
    }
  });
});
