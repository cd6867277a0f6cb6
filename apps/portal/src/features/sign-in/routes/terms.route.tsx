/** /terms (spec §2, §4): only for a logged-in client who has not accepted the terms yet. */
import { replace } from 'react-router-dom';
import { destinationFor } from '@portal/machines';
import { hrefFor } from '../../../shared/destinations.ts';
import { paths } from '../../../shared/paths.ts';
import { sessionHydrated, sessionStore } from '../../../shared/session.ts';
import { TermsPage } from '../components/TermsPage.tsx';

export async function loader() {
  await sessionHydrated();
  const session = sessionStore.get();
  if (!session) throw replace(paths.login.href());
  if (session.termsAccepted) throw replace(hrefFor(destinationFor(session, null)));
  return null;
}

export const Component = TermsPage;
