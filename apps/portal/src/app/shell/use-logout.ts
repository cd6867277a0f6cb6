/** The side menu's Log out (spec §2): ends the session on the server and in every tab, then goes to login with its message. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { generalTexts } from '@portal/domain';
import { calls } from '../../shared/api.ts';
import { useMessages } from '../../shared/messages.tsx';
import { paths } from '../../shared/paths.ts';
import { isAdviser, sessionStore, useSession } from '../../shared/session.ts';
import { announceLogout } from '../../shared/session-channel.ts';

export function useLogout(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const { show } = useMessages();
  return useCallback(async () => {
    const adviser = isAdviser(session);
    try {
      await calls.logout();
    } catch {
      // The server session is ended either way; the browser forgets it below.
    }
    sessionStore.set(null);
    // The other tabs of the portal show the session-ended message at once.
    announceLogout();
    show({
      severity: 'info',
      text: adviser ? generalTexts.loggedOutAdviser : generalTexts.loggedOutClient,
      keepOnNavigate: true,
    });
    navigate(paths.login.href(), { replace: true });
  }, [navigate, session, show]);
}
