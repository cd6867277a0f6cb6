/**
 * Where a public page sends a session (spec §2 Login, Terms), decided once session-info answered:
 * a logged-in user at / or /login goes on to the adviser root, the terms or the saved `next` path;
 * /terms is only for a logged-in client who has not accepted them yet.
 */
import type { UserSession } from '@portal/api/browser';
import { destinationFor } from '@portal/machines';
import { hrefFor } from '../../shared/destinations.ts';
import { paths } from '../../shared/paths.ts';

export function publicRedirect(pathname: string, search: string, session: UserSession | null): string | null {
  if (pathname === paths.root.path || pathname === paths.login.path) {
    if (!session) return null;
    return hrefFor(destinationFor(session, new URLSearchParams(search).get('next')));
  }
  if (pathname === paths.terms.path) {
    if (!session) return paths.login.href();
    if (session.termsAccepted) return hrefFor(destinationFor(session, null));
  }
  return null;
}
