/** /client (the client root): the welcome on a first login, else news or home (spec §2 Welcome). */
import { Navigate } from 'react-router-dom';
import { useClient } from '../../../shared/client/client-context.ts';
import { afterLogin } from '../after-login.ts';
import { WelcomePage } from '../components/WelcomePage.tsx';

export function Component() {
  const { session } = useClient();
  // The client resource carries no news yet: with no newest date the later-login rule goes home.
  const next = afterLogin({ username: session.username, lastLogin: session.lastLogin, newestNewsDate: null });
  if (next.kind === 'welcome') return <WelcomePage />;
  return <Navigate to={next.to} replace />;
}
