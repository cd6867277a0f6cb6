/**
 * The public pages' app (no data router): the same frame as the client app's root layout — RAC links
 * through React Router, the global message, live support, the default theme — over a path switch.
 * Rendered to HTML at build time (StaticRouter) and hydrated in the browser (BrowserRouter); any
 * other path is the client app's, reached by a full page load.
 */
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Route, Routes, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { FullPageSpinner } from '@portal/ui/Spinner';
import { ThemeProvider } from '@portal/ui/themes';
import { useFrameHeight } from '../../shared/frame-height.ts';
import { LiveSupportProvider } from '../../shared/live-support/LiveChat.tsx';
import { MessageProvider } from '../../shared/messages.tsx';
import { sessionHydrated, sessionStore, useSession } from '../../shared/session.ts';
import { ClearMessageOnNavigate } from '../ClearMessageOnNavigate.tsx';
import { useFirmTheme } from '../theme.ts';
import { KeepTypedInput } from './keep-typed-input.ts';
import { isPublicPath, loadedPublicPage, loadPublicPage, PUBLIC_PAGES, PUBLIC_PATHS, type PublicPath } from './public-pages.ts';
import { publicRedirect } from './public-redirect.ts';

const SupportChat = lazy(() => import('../../features/support/components/SupportChat.tsx'));
const lazyPages = Object.fromEntries(
  PUBLIC_PATHS.map((path) => [path, lazy(() => PUBLIC_PAGES[path]().then((Page) => ({ default: Page })))]),
);

/** Leaves the public app: a full page load of the current (non-public) address starts the client app. */
export function leaveFor(href: string, replace: boolean, win: Pick<Window, 'location'> = window): void {
  if (replace) win.location.replace(href);
  else win.location.assign(href);
}

function ClientAppPath() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => leaveFor(`${pathname}${search}${hash}`, true), [pathname, search, hash]);
  return null;
}

function PublicPage({ path }: { path: PublicPath }) {
  // The page the server prerendered is loaded before hydration; another one loads on navigation.
  const Page = loadedPublicPage(path) ?? lazyPages[path];
  if (!Page) return null;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading" />}>
      <Page />
      <KeepTypedInput />
    </Suspense>
  );
}

/** Once session-info has answered: a logged-in user at /login goes on, /terms without a session goes to login. */
function SessionGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void sessionHydrated().then(() => {
      const href = current ? publicRedirect(pathname, search, sessionStore.get()) : null;
      if (href === null) return;
      if (isPublicPath(href.split(/[?#]/)[0] ?? '')) navigate(href, { replace: true });
      else leaveFor(href, true);
    });
    return () => {
      current = false;
    };
  }, [pathname, search, navigate]);
  return null;
}

/** The default theme; a logged-in user's firm theme (e.g. on /terms) once it has loaded, without a spinner. */
function PublicTheme({ children }: { children: ReactNode }) {
  const session = useSession();
  const { isThemeReady, theme } = useFirmTheme(session ? `${session.username}:${session.id ?? ''}` : null, session?.userLocationId ?? null);
  return <ThemeProvider theme={isThemeReady ? theme : undefined}>{children}</ThemeProvider>;
}

/** Links to another public page load its chunk before the address changes (as the data router's lazy routes did). */
function useLinkNavigate(): (href: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string, options?: NavigateOptions) => {
      const path = href.split(/[?#]/)[0] ?? '';
      if (!isPublicPath(path)) return navigate(href, options);
      void loadPublicPage(path).then(
        () => navigate(href, options),
        () => navigate(href, options),
      );
    },
    [navigate],
  );
}

export function PublicApp() {
  const navigate = useLinkNavigate();
  useFrameHeight();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <MessageProvider>
        <LiveSupportProvider value={SupportChat}>
          <PublicTheme>
            <ClearMessageOnNavigate />
            <SessionGuard />
            <Routes>
              {PUBLIC_PATHS.map((path) => (
                <Route key={path} path={path} element={<PublicPage key={path} path={path} />} />
              ))}
              <Route path="*" element={<ClientAppPath />} />
            </Routes>
          </PublicTheme>
        </LiveSupportProvider>
      </MessageProvider>
    </AriaRouterProvider>
  );
}
