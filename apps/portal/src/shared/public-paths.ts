/**
 * The routes outside the client app (spec §2), named once: paths.ts spreads them into `paths`. A module of
 * its own so the public pages' first script (/login) carries these few and not every client route.
 */

/** A route without parameters: its href is its path. */
export function fixed<P extends string>(path: P) {
  return { path, href: () => path };
}

const LOGIN = '/login';
/** The client app's root: every client route is under it. */
export const CLIENT = '/client';

export const publicPaths = {
  root: fixed('/'),
  login: { path: LOGIN, href: (next?: string) => (next ? `${LOGIN}?next=${encodeURIComponent(next)}` : LOGIN) },
  error: fixed('/error'),
  forgotten: fixed('/forgotten'),
  register: fixed('/register'),
  reset: fixed('/reset'),
  terms: fixed('/terms'),
  adviser: fixed('/adviser'),
  /** Print mode's page (spec §2): what the print service renders; outside the client shell. */
  print: fixed('/print'),
  legalTerms: fixed('/legal/terms'),
  legalPrivacy: fixed('/legal/privacy'),
  /** The support team's console (issue 13). */
  support: fixed('/support'),
  accessibility: fixed('/accessibility'),
  /** Two-step login after sign-in (issue 30): offered to a client, required of an adviser or support agent without it. */
  /** `next`: where a client's login was going, after the offer of two-step login. */
  twoStep: { path: '/two-step', href: (next?: string | null) => (next ? `/two-step?next=${encodeURIComponent(next)}` : '/two-step') },
} as const;

/** The client app's root route (paths.client.root). */
export const clientRoot = fixed(CLIENT);

/** Whether a pathname is inside the client app (under the client root). */
export function isClientPath(pathname: string): boolean {
  return pathname === CLIENT || pathname.startsWith(`${CLIENT}/`);
}

/** The public screens that exist in this build (login links appear only for these). */
export const AVAILABLE_PUBLIC_SCREENS = new Set<string>(['forgotten', 'register', 'reset', 'terms'] satisfies (keyof typeof publicPaths)[]);
