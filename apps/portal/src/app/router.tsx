/**
 * The route table of spec §2. Every screen is its own lazily loaded chunk so the first page ships
 * only what it needs; the root loader hydrates the session once (session-info) before any route.
 */
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import { RootLayout, rootLoader } from './RootLayout.tsx';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: rootLoader,
    hydrateFallbackElement: <RootLayout.Fallback />,
    children: [
      { index: true, lazy: () => import('../routes/login/route.tsx') },
      { path: paths.login.path, lazy: () => import('../routes/login/route.tsx') },
      { path: paths.adviser.path, lazy: () => import('../routes/adviser/route.tsx') },
      { path: paths.forgotten.path, lazy: () => import('../routes/forgotten/route.tsx') },
      { path: paths.register.path, lazy: () => import('../routes/register/route.tsx') },
      { path: paths.reset.path, lazy: () => import('../routes/reset/route.tsx') },
      { path: paths.terms.path, lazy: () => import('../routes/terms/route.tsx') },
      {
        path: paths.client.root.path,
        lazy: () => import('../routes/client/route.tsx'),
        children: [
          { index: true, lazy: () => import('../routes/client/index-route.tsx') },
          { path: 'home', lazy: () => import('../routes/client/home/route.tsx') },
          { path: 'folioDetails/:accountNum', lazy: () => import('../routes/client/portfolio/folio-route.tsx') },
          { path: 'analysis/:accountNum/:rangeId', lazy: () => import('../routes/client/portfolio/analysis-route.tsx') },
          { path: 'memoAssets', lazy: () => import('../routes/client/portfolio/memo-route.tsx') },
          { path: 'changePassword', lazy: () => import('../routes/client/changePassword/route.tsx') },
          { path: 'transactions/:accountNum/:rangeId', lazy: () => import('../routes/client/transactions/route.tsx') },
          { path: 'incomeHistory/:accountNum/:rangeId', lazy: () => import('../routes/client/transactions/income-route.tsx') },
          { path: '*', lazy: () => import('../routes/not-found/route.tsx') },
        ],
      },
      { path: '*', lazy: () => import('../routes/not-found/route.tsx') },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes);
}

export function createTestRouter(initialEntries: string[]) {
  return createMemoryRouter(routes, { initialEntries });
}
