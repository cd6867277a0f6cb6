/**
 * The route table of spec §2. Every screen is its own lazily loaded chunk so the first page ships
 * only what it needs; the root loader hydrates the session once (session-info) before any route.
 */
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/paths.ts';
import { RootLayout, rootLoader } from './RootLayout.tsx';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: rootLoader,
    hydrateFallbackElement: <RootLayout.Fallback />,
    children: [
      { index: true, lazy: () => import('../features/sign-in/routes/login.route.tsx') },
      { path: paths.login.path, lazy: () => import('../features/sign-in/routes/login.route.tsx') },
      { path: paths.adviser.path, lazy: () => import('../features/adviser/routes/adviser.route.tsx') },
      { path: paths.forgotten.path, lazy: () => import('../features/sign-in/routes/forgotten.route.tsx') },
      { path: paths.register.path, lazy: () => import('../features/sign-in/routes/register.route.tsx') },
      { path: paths.reset.path, lazy: () => import('../features/sign-in/routes/reset.route.tsx') },
      { path: paths.terms.path, lazy: () => import('../features/sign-in/routes/terms.route.tsx') },
      {
        path: paths.client.root.path,
        lazy: () => import('./shell/client-route.tsx'),
        children: [
          { index: true, lazy: () => import('../features/portfolio/routes/client-index.route.tsx') },
          { path: 'home', lazy: () => import('../features/portfolio/routes/home.route.tsx') },
          { path: 'folioDetails/:accountNum', lazy: () => import('../features/portfolio/routes/folio-details.route.tsx') },
          { path: 'analysis/:accountNum/:rangeId', lazy: () => import('../features/portfolio/routes/analysis.route.tsx') },
          { path: 'memoAssets', lazy: () => import('../features/portfolio/routes/memo-assets.route.tsx') },
          { path: 'changePassword', lazy: () => import('../features/sign-in/routes/change-password.route.tsx') },
          { path: 'transactions/:accountNum/:rangeId', lazy: () => import('../features/transactions/routes/transactions.route.tsx') },
          { path: 'incomeHistory/:accountNum/:rangeId', lazy: () => import('../features/transactions/routes/income-history.route.tsx') },
          { path: '*', lazy: () => import('../features/not-found/routes/not-found.route.tsx') },
        ],
      },
      { path: '*', lazy: () => import('../features/not-found/routes/not-found.route.tsx') },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes);
}

export function createTestRouter(initialEntries: string[]) {
  return createMemoryRouter(routes, { initialEntries });
}
