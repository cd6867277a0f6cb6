/** The side menu's Log out (spec §2): ends the session on the server and in every tab, then goes to login with its message. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../shared/api.ts';
import { paths } from '../../shared/paths.ts';
import { isAdviser, useSession } from '../../shared/session.ts';
import { announceLogout } from '../../shared/session-channel.ts';
import { resetSessionData } from '../../shared/session-data.ts';

export function useLogout(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    const adviser = isAdviser(session);
    try {
      await calls.logout();
    } catch {
      // The server session is ended either way; the browser forgets it below.
    }
    // The session's data goes, the application state stays (spec §4), with the message login shows.
    await resetSessionData({ key: adviser ? 'loggedOutAdviser' : 'loggedOutClient', location: paths.login.path });
    // The other tabs of the portal show the session-ended message at once.
    announceLogout();
    navigate(paths.login.href(), { replace: true });
  }, [navigate, session]);
}
