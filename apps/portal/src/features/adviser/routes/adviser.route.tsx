/** /adviser (spec §2): only for an adviser; a client goes to its portal, a logged-out user to login. */
import { redirect } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { isAdviser, sessionStore } from '../../../shared/session.ts';
import { AdviserPage } from '../components/AdviserPage.tsx';

export function loader() {
  const session = sessionStore.get();
  if (!session) throw redirect(paths.login.href(paths.adviser.href()));
  // An impersonating adviser may come back here too: choosing another client is allowed.
  if (!isAdviser(session)) throw redirect(paths.client.root.href());
  return null;
}

export const Component = AdviserPage;
