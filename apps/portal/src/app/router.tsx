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
      {
        path: paths.client.root.path,
        lazy: () => import('../routes/client/route.tsx'),
        children: [
          { index: true, lazy: () => import('../routes/client/index-route.tsx') },
          { path: 'home', lazy: () => import('../routes/client/home/route.tsx') },
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
