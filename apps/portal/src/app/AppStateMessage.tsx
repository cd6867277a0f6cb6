/**
 * The application state's message (spec §3 'message key and location'): a message left for a page —
 * the logout message for login — shows when the app arrives there, once. Rendered after
 * ClearMessageOnNavigate, so the arrival's clearing comes first.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { generalTexts } from '@portal/domain';
import { useMessages } from '../shared/messages.tsx';
import { takeAppMessage } from '../shared/session-data.ts';

export function AppStateMessage() {
  const { show } = useMessages();
  const { pathname } = useLocation();
  useEffect(() => {
    const message = takeAppMessage(pathname);
    if (message) show({ severity: 'info', text: generalTexts[message.key] });
  }, [pathname, show]);
  return null;
}
