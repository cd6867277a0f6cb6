/** Where a signed-in session goes after login (spec §2): apart from the machine, so it can be used without XState. */
import { ROLE_SUPPORT, type UserSession } from '@portal/api/browser';

/**
 * Where a signed-in session belongs, in the business's words: the adviser's client selection, the
 * new terms, or the client portal — with the path the user asked for before login, which the app
 * checks against its own routes before following it.
 */
export type SignInDestination =
  | { type: 'enrol' }
  | { type: 'adviser' }
  | { type: 'support' }
  | { type: 'terms' }
  /** A client without two-step login is offered it first (issue 30), then goes on to `nextPath`. */
  | { type: 'offer'; nextPath: string | null }
  | { type: 'client'; nextPath: string | null };

export function destinationFor(session: UserSession, nextPath: string | null): SignInDestination {
  // An adviser or support agent without a second factor adds one before anything else (issue 30).
  if (session.mfa?.status === 'enrol') return { type: 'enrol' };
  if (session.adviserId !== null && session.id === null) return { type: 'adviser' };
  // The support team's logins are neither clients nor advisers: their place is the support console.
  if (session.id === null && session.roles.includes(ROLE_SUPPORT)) return { type: 'support' };
  if (!session.termsAccepted) return { type: 'terms' };
  if (session.mfa?.offer) return { type: 'offer', nextPath: nextPath || null };
  return { type: 'client', nextPath: nextPath || null };
}
