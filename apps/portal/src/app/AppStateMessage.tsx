/**
 * The application state's message (spec §3 'message key and location'): a message left for a page —
 * the logout message for login — shows when the app arrives there, once, after ClearMessageOnNavigate's
 * clearing (the application state's module loads after the first render).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { generalTexts } from '@portal/domain';
import { useMessages } from '../shared/messages.tsx';

export function AppStateMessage() {
  const { show } = useMessages();
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    import('../shared/app-state.ts').then(
      ({ takeAppMessage }) => {
        if (!live) return;
        const message = takeAppMessage(pathname);
        if (message) show({ severity: 'info', text: generalTexts[message.key] });
      },
      // Not loaded (offline): no message to show.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname, show]);
  return null;
}
