/**
 * The app frame: RAC links navigate through React Router, the firm theme wraps every screen (a
 * spinner until it is ready), and the global message banner sits above the page content.
 */
import { lazy } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, type LoaderFunctionArgs, type NavigateOptions } from 'react-router-dom';
import { clearAnnouncements } from '@portal/ui/announcer';
import { LinkRouterProvider } from '@portal/ui/NativeLink';
import { FullPageSpinner } from '@portal/ui/Spinner';
import { resolveTheme, ThemeFrame } from '@portal/ui/themes';
import { calls } from '../shared/api.ts';
import { useFrameHeight } from '../shared/frame-height.ts';
import { fatalState } from '../shared/fatal.ts';
import { paths } from '../shared/paths.ts';
import { MessageProvider } from '../shared/messages.tsx';
import { CriticalErrorMessages } from '../shared/critical-error-messages.tsx';
import { NetworkFailureMessage } from '../shared/load/NetworkFailureMessage.tsx';
import { LiveSupportProvider } from '../shared/live-support/LiveChat.tsx';
import { hydrateSessionOnce, useSession } from '../shared/session.ts';
import { AppStateMessage } from './AppStateMessage.tsx';
import { ClearMessageOnNavigate } from './ClearMessageOnNavigate.tsx';
import { RouteChange } from './RouteChange.tsx';
import { ClientShellFrame, isClientPath } from './shell/ClientShellFrame.tsx';
import { printModeRedirect } from './print-mode.ts';
import { useFirmName } from './firm-name.ts';
import { useFirmTheme } from './theme.ts';
import { learnUserLocation } from './user-location.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Hydrates the session once per page load (spec §4 start-up: session-info, not when printing) and learns the user's location when unknown. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The print browser has no session: print mode renders only the state the print service supplies.
  if (url.searchParams.has('print')) {
    const toPrint = printModeRedirect(url);
    if (toPrint) throw toPrint;
    return null;
  }
  // After a fatal error the session is not asked for again in this page load (spec §4).
  if (!fatalState.isFatal()) await hydrateSessionOnce(calls.sessionInfo);
  // Who-am-i whenever the user's location is not known (spec §1/§2): awaited by the root redirect, which
  // chooses by it; elsewhere the page need not wait (the theme and the Library link follow the session).
  if (url.pathname === paths.root.path) await learnUserLocation();
  else void learnUserLocation();
  return null;
}

/** The live support chat (features/support), loaded when a chat widget button is first pressed. */
const SupportChat = lazy(() => import('../features/support/components/SupportChat.tsx'));

// The client pages wait for the theme before they render: its resolver is at hand, not a chunk away.
const resolveStatic = () => Promise.resolve(resolveTheme);

function ThemedOutlet() {
  const session = useSession();
  const userKey = session ? `${session.username}:${session.id ?? ''}` : null;
  const { isThemeReady, theme } = useFirmTheme(userKey, session?.userLocationId ?? null, resolveStatic);
  // A firm theme (the default theme is undefined) names the firm in the title.
  const firm = useFirmName(isThemeReady && theme !== undefined);
  if (!isThemeReady) return <StartingFallback />;
  return (
    <ThemeFrame resolved={theme}>
      <ClearMessageOnNavigate clearAnnouncements={clearAnnouncements} />
      <AppStateMessage />
      <RouteChange firm={firm} />
      <Outlet />
    </ThemeFrame>
  );
}

export function RootLayout() {
  const navigate = useNavigate();
  useFrameHeight();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <LinkRouterProvider navigate={navigate} useHref={useHref}>
        <MessageProvider>
          <CriticalErrorMessages />
          <NetworkFailureMessage />
          <LiveSupportProvider value={SupportChat}>
            <ThemedOutlet />
          </LiveSupportProvider>
        </MessageProvider>
      </LinkRouterProvider>
    </AriaRouterProvider>
  );
}

/** Until the app can render a route: a client page keeps the frame its HTML painted (no flash, no shift). */
function StartingFallback() {
  const { pathname } = useLocation();
  return isClientPath(pathname) ? <ClientShellFrame /> : <FullPageSpinner label="Loading" />;
}

RootLayout.Fallback = StartingFallback;
