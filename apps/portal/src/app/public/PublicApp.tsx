/**
 * The public pages' app (no data router): the same frame as the client app's root layout — links
 * through the public router (router/, not React Router; React Aria's RouterProvider comes with the pages
 * loaded later, aria-links.tsx), the global message, live support, the default
 * theme — over a path switch. Rendered to HTML at build time (a fixed location) and hydrated in the
 * browser (window.history); any other path is the client app's, reached by a full page load.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LinkRouterProvider } from '@portal/ui/NativeLink';
import { FullPageSpinner } from '@portal/ui/Spinner';
import { ThemeFrame } from '@portal/ui/themes';
import { useFrameHeight } from '../../shared/frame-height.ts';
import { LiveSupportProvider } from '../../shared/live-support/LiveChat.tsx';
import { MessageProvider } from '../../shared/messages.tsx';
import { sessionHydrated, sessionStore, useSession } from '../../shared/session.ts';
import { ClearMessageOnNavigate } from '../ClearMessageOnNavigate.tsx';
import { useFirmTheme } from '../theme.ts';
import { KeepTypedInput } from './keep-typed-input.ts';
import { isPublicPath, loadedPublicPage, loadPublicPage, PUBLIC_PATHS, type PublicPath } from './public-pages.ts';
import { publicRedirect } from './public-redirect.ts';
import { navigate as historyNavigate, type NavigateOptions } from './router/public-history.ts';
import { usePublicLocation } from './router/PublicRouter.tsx';
import { useHref } from './router/react-router-compat.ts';

const SupportChat = lazy(() =>
  Promise.all([import('../../features/support/components/SupportChat.tsx'), import('./aria-links.tsx')]).then(([chat, links]) => ({
    default: links.withAriaLinks(chat.default),
  })),
);
const lazyPages = Object.fromEntries(
  PUBLIC_PATHS.map((path) => [path, lazy(() => loadPublicPage(path).then((Page) => ({ default: Page })))]),
);

/** Leaves the public app: a full page load of the current (non-public) address starts the client app. */
export function leaveFor(href: string, replace: boolean, win: Pick<Window, 'location'> = window): void {
  if (replace) win.location.replace(href);
  else win.location.assign(href);
}

function ClientAppPath() {
  const { pathname, search, hash } = usePublicLocation();
  useEffect(() => leaveFor(`${pathname}${search}${hash}`, true), [pathname, search, hash]);
  return null;
}

function PublicPage({ path }: { path: PublicPath }) {
  // The page the server prerendered is loaded before hydration; another one loads on navigation. Chosen
  // once: were a later render to pick the loaded component instead of its lazy wrapper (the idle prefetch
  // loads every page), React would mount the page afresh and drop what the user typed into it.
  const [Page] = useState(() => loadedPublicPage(path) ?? lazyPages[path]);
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
  const { pathname, search } = usePublicLocation();
  useEffect(() => {
    let current = true;
    void sessionHydrated().then(() => {
      const href = current ? publicRedirect(pathname, search, sessionStore.get()) : null;
      if (href === null) return;
      if (isPublicPath(href.split(/[?#]/)[0] ?? '')) historyNavigate(href, { replace: true });
      else leaveFor(href, true);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
  return null;
}

// A firm theme is rare here (a signed-in user on /terms): its colour arithmetic loads with it.
const resolveLazily = () => import('@portal/ui/themes/resolve-theme').then((m) => m.resolveTheme);

/** The default theme; a logged-in user's firm theme (e.g. on /terms) once it has loaded, without a spinner. */
function PublicTheme({ children }: { children: ReactNode }) {
  const session = useSession();
  const { isThemeReady, theme } = useFirmTheme(
    session ? `${session.username}:${session.id ?? ''}` : null,
    session?.userLocationId ?? null,
    resolveLazily,
  );
  return <ThemeFrame resolved={isThemeReady ? theme : undefined}>{children}</ThemeFrame>;
}

/**
 * React Aria's live announcer, cleared when a page is left: at the first page nothing has announced yet,
 * so the announcer is loaded on the first navigation, not in the first script.
 */
let navigations = 0;
function clearAnnouncementsAfterFirst(): void {
  navigations += 1;
  if (navigations > 1) void import('@portal/ui/announcer').then((m) => m.clearAnnouncements());
}

/** Links to another public page load its chunk before the address changes (as the data router's lazy routes did). */
function linkNavigate(href: string, options?: NavigateOptions): void {
  const path = href.split(/[?#]/)[0] ?? '';
  if (!isPublicPath(path)) return historyNavigate(href, options);
  void loadPublicPage(path).then(
    () => historyNavigate(href, options),
    () => historyNavigate(href, options),
  );
}

/** The path switch: a public page, or any other path left for the client app. */
function PublicRoutes() {
  const { pathname } = usePublicLocation();
  return isPublicPath(pathname) ? <PublicPage key={pathname} path={pathname} /> : <ClientAppPath />;
}

export function PublicApp() {
  useFrameHeight();
  return (
    <LinkRouterProvider navigate={linkNavigate} useHref={useHref}>
      <MessageProvider>
        <LiveSupportProvider value={SupportChat}>
          <PublicTheme>
            <ClearMessageOnNavigate clearAnnouncements={clearAnnouncementsAfterFirst} />
            <SessionGuard />
            <PublicRoutes />
          </PublicTheme>
        </LiveSupportProvider>
      </MessageProvider>
    </LinkRouterProvider>
  );
}
