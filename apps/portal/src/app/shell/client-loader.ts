/** /client/*: only for a logged-in client (or an adviser viewing one); everyone else goes to login. */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { sessionStore } from '../../shared/session.ts';
import { ClientLayout } from './ClientLayout.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  const session = sessionStore.get();
  const url = new URL(request.url);
  if (!session || session.id === null) throw redirect(paths.login.href(url.pathname + url.search));
  if (!session.termsAccepted) throw redirect(paths.terms.href());
  return null;
}

export const Component = ClientLayout;
