/**
 * The route table of spec §2, every path taken from the paths module. Every screen is a feature's
 * lazily loaded route module (a loader plus a component) so the first page ships only what it
 * needs; the root loader hydrates the session once (session-info) before any route, and the client
 * shell's loader is static so it starts while the shell's chunk downloads.
 */
import { createBrowserRouter, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router-dom';
import { clientChildPath, paths } from '../shared/paths.ts';
import type { RouteHandle } from './RouteChange.tsx';
import { RootLayout, rootLoader } from './RootLayout.tsx';
import { CLIENT_ROUTE_ID, clientLoader, clientShouldRevalidate } from './shell/client-loader.ts';
import { pageTitles } from '@portal/domain';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary.tsx';

const notFound = () => import('../features/not-found/routes/not-found.route.tsx');
const login = () => import('../features/sign-in/routes/login.route.tsx');
const settings = () => import('../features/settings/routes/settings.route.tsx');

/** Every route's page name (the document title, the announcement after navigation: RouteChange.tsx). */
const title = (page: keyof typeof pageTitles): RouteHandle => ({ title: pageTitles[page] });

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: rootLoader,
    hydrateFallbackElement: <RootLayout.Fallback />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, lazy: login, handle: title('login') },
      { path: paths.login.path, handle: title('login'), lazy: login },
      { path: paths.adviser.path, handle: title('adviser'), lazy: () => import('../features/adviser/routes/adviser.route.tsx') },
      { path: paths.support.path, handle: title('support'), lazy: () => import('../features/support/routes/support.route.tsx') },
      { path: paths.forgotten.path, handle: title('forgotten'), lazy: () => import('../features/sign-in/routes/forgotten.route.tsx') },
      { path: paths.register.path, handle: title('register'), lazy: () => import('../features/sign-in/routes/register.route.tsx') },
      { path: paths.reset.path, handle: title('reset'), lazy: () => import('../features/sign-in/routes/reset.route.tsx') },
      { path: paths.terms.path, handle: title('terms'), lazy: () => import('../features/sign-in/routes/terms.route.tsx') },
      { path: paths.twoStep.path, handle: title('twoStep'), lazy: () => import('../features/sign-in/routes/two-step.route.tsx') },
      { path: paths.print.path, handle: title('print'), lazy: () => import('../features/print/routes/print.route.tsx') },
      { path: paths.error.path, handle: title('error'), lazy: () => import('../features/errors/routes/error.route.tsx') },
      { path: paths.legalTerms.path, handle: title('legalTerms'), lazy: () => import('../features/legal/routes/legal-terms.route.tsx') },
      {
        path: paths.legalPrivacy.path,
        handle: title('legalPrivacy'),
        lazy: () => import('../features/legal/routes/legal-privacy.route.tsx'),
      },
      {
        path: paths.accessibility.path,
        handle: title('accessibility'),
        lazy: () => import('../features/accessibility/routes/accessibility.route.tsx'),
      },
      {
        id: CLIENT_ROUTE_ID,
        path: paths.client.root.path,
        loader: clientLoader,
        shouldRevalidate: clientShouldRevalidate,
        // Inside the themed frame, so the 'Sorry' page has the firm's look.
        errorElement: <RouteErrorBoundary />,
        lazy: () => import('./shell/ClientLayout.tsx').then((m) => ({ Component: m.ClientLayout })),
        children: [
          { index: true, lazy: () => import('../features/portfolio/routes/client-index.route.tsx') },
          { path: clientChildPath('home'), handle: title('home'), lazy: () => import('../features/portfolio/routes/home.route.tsx') },
          {
            path: clientChildPath('folioDetails'),
            handle: title('folioDetails'),
            lazy: () => import('../features/portfolio/routes/folio-details.route.tsx'),
          },
          {
            path: clientChildPath('analysis'),
            handle: title('analysis'),
            lazy: () => import('../features/portfolio/routes/analysis.route.tsx'),
          },
          {
            path: clientChildPath('memoAssets'),
            handle: title('memoAssets'),
            lazy: () => import('../features/portfolio/routes/memo-assets.route.tsx'),
          },
          {
            path: clientChildPath('changePassword'),
            handle: title('changePassword'),
            lazy: () => import('../features/sign-in/routes/change-password.route.tsx'),
          },
          {
            path: clientChildPath('transactions'),
            handle: title('transactions'),
            lazy: () => import('../features/transactions/routes/transactions.route.tsx'),
          },
          {
            path: clientChildPath('incomeHistory'),
            handle: title('incomeHistory'),
            lazy: () => import('../features/transactions/routes/income-history.route.tsx'),
          },
          {
            path: clientChildPath('documents'),
            handle: title('documents'),
            lazy: () => import('../features/documents/routes/documents.route.tsx'),
          },
          { path: clientChildPath('news'), handle: title('news'), lazy: () => import('../features/news/routes/news.route.tsx') },
          { path: clientChildPath('costs'), handle: title('costs'), lazy: () => import('../features/costs/routes/costs.route.tsx') },
          {
            path: clientChildPath('personal'),
            handle: title('personal'),
            lazy: () => import('../features/personal/routes/personal.route.tsx'),
          },
          { path: clientChildPath('settings'), handle: title('settings'), lazy: settings },
          { path: clientChildPath('documentPrefsEdit'), handle: title('documentPrefsEdit'), lazy: settings },
          {
            path: clientChildPath('contacts'),
            handle: title('contacts'),
            lazy: () => import('../features/contacts/routes/contacts.route.tsx'),
          },
          { path: clientChildPath('legal'), handle: title('legal'), lazy: () => import('../features/legal/routes/legal.route.tsx') },
          {
            path: clientChildPath('authorisations'),
            handle: title('authorisations'),
            lazy: () => import('../features/authorisations/routes/authorisations.route.tsx'),
          },
          { path: '*', handle: title('notFound'), lazy: notFound },
        ],
      },
      { path: '*', handle: title('notFound'), lazy: notFound },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes);
}

export function createTestRouter(initialEntries: InitialEntry[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  // vitest.setup.ts disposes it after the test: a navigation still loading (a lazy route, a loader) must not
  // update React once the test's DOM is gone ("window is not defined" after the file's teardown, CI).
  ((globalThis as { portalTestRouters?: Set<{ dispose(): void }> }).portalTestRouters ??= new Set()).add(router);
  return router;
}
