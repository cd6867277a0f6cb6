/** /login and / (spec §2 Login): a logged-in user is sent on; otherwise the login screen. */
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { destinationFor } from '@portal/machines';
import { hrefFor } from '../../../shared/destinations.ts';
import { sessionHydrated, sessionStore } from '../../../shared/session.ts';
import { sessionEnded } from '../../../shared/session-ended.ts';
import { LoginPage } from '../components/LoginPage.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  await sessionHydrated();
  const session = sessionStore.get();
  // A session the inactivity timer ended (kept only to frame the session-ended message) is gone now.
  if (sessionEnded.consume()) sessionStore.set(null);
  else if (session) {
    const next = new URL(request.url).searchParams.get('next');
    throw replace(hrefFor(destinationFor(session, next)));
  }
  return null;
}

export const Component = LoginPage;
