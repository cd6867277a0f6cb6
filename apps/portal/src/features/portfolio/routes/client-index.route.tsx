/** /client (the client root): the welcome on a first login, else news or home (spec §2 Welcome). */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useClient } from '../../../shared/client/client-context.ts';
import { afterLogin } from '../after-login.ts';
import { WelcomePage } from '../components/WelcomePage.tsx';

export function Component() {
  const { session, client } = useClient();
  // Decided once per visit: the welcome marks itself seen, and a later render (the shell updating)
  // must not turn the welcome being read into a redirect home.
  // The client resource says whether the news feed's newest item is later than the last login.
  const [next] = useState(() =>
    afterLogin({
      username: session.username,
      lastLogin: session.lastLogin,
      newestNewsDate: null,
      newsSinceLastLogin: client.newsSinceLastLogin,
    }),
  );
  if (next.kind === 'welcome') return <WelcomePage />;
  return <Navigate to={next.to} replace />;
}
