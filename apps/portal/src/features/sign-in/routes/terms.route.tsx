/** /terms (spec §2, §4): only for a logged-in client who has not accepted the terms yet. */
import { redirect } from 'react-router-dom';
import { destinationFor } from '@portal/machines';
import { hrefFor } from '../../../shared/destinations.ts';
import { paths } from '../../../shared/paths.ts';
import { sessionHydrated, sessionStore } from '../../../shared/session.ts';
import { TermsPage } from '../components/TermsPage.tsx';

export async function loader() {
  await sessionHydrated();
  const session = sessionStore.get();
  if (!session) throw redirect(paths.login.href());
  if (session.termsAccepted) throw redirect(hrefFor(destinationFor(session, null)));
  return null;
}

export const Component = TermsPage;
