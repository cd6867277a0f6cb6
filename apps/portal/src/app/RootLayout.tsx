/**
 * The app frame: RAC links navigate through React Router, the firm theme wraps every screen (a
 * spinner until it is ready), and the global message banner sits above the page content.
 */
import { lazy, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { clearAnnouncements, FullPageSpinner, ThemeProvider } from '@portal/ui';
import { calls } from '../shared/api.ts';
import { MessageProvider, useMessages } from '../shared/messages.tsx';
import { LiveSupportProvider } from '../shared/live-support/LiveChat.tsx';
import { hydrateSessionOnce, useSession } from '../shared/session.ts';
import { useFirmTheme } from './theme.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Hydrates the session once per page load (spec §4 start-up: session-info, not when printing). */
export async function rootLoader() {
  await hydrateSessionOnce(calls.sessionInfo);
  return null;
}

/** Clears the global message when the user leaves a page (unless it asked to survive a redirect). */
function ClearMessageOnNavigate() {
  const { onNavigate } = useMessages();
  const location = useLocation();
  useEffect(() => {
    onNavigate();
    clearAnnouncements();
  }, [location.pathname, onNavigate]);
  return null;
}

/** The live support chat (features/support), loaded when a chat widget button is first pressed. */
const SupportChat = lazy(() => import('../features/support/components/SupportChat.tsx'));

function ThemedOutlet() {
  const session = useSession();
  const userKey = session ? `${session.username}:${session.id ?? ''}` : null;
  const { isThemeReady, theme } = useFirmTheme(userKey, session?.userLocationId ?? null);
  if (!isThemeReady) return <FullPageSpinner label="Loading" />;
  return (
    <ThemeProvider theme={theme}>
      <ClearMessageOnNavigate />
      <Outlet />
    </ThemeProvider>
  );
}

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <MessageProvider>
        <LiveSupportProvider value={SupportChat}>
          <ThemedOutlet />
        </LiveSupportProvider>
      </MessageProvider>
    </AriaRouterProvider>
  );
}

RootLayout.Fallback = function RootFallback() {
  return <FullPageSpinner label="Loading" />;
};
