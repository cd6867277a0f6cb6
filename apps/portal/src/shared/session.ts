/**
 * The user session held in the browser (spec §3 User session): set by login or session-info,
 * cleared by logout. A tiny external store so routes and the shell read the same value.
 */
import { useSyncExternalStore } from 'react';
import { ROLE_CLIENT_TRANSACTION, type UserSession } from '@portal/api/browser';

type Listener = () => void;
let current: UserSession | null = null;
const listeners = new Set<Listener>();

export const sessionStore = {
  get: () => current,
  set(session: UserSession | null) {
    current = session;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let hydration: Promise<void> | null = null;

/**
 * Spec §4 start-up: session-info is asked once per page load (by the root loader), unless a
 * session is already known. Route guards wait for that answer (sessionHydrated) before deciding:
 * otherwise a client page opened directly raced it, was sent to login, and back — a second
 * history entry for the same URL, so the first Back stayed on the page.
 */
export function hydrateSessionOnce(fetchSession: () => Promise<UserSession>): Promise<void> {
  if (hydration === null && current === null) {
    hydration = fetchSession().then(
      (session) => sessionStore.set(session),
      // Not logged in, or the service is down: the screens decide what to show.
      () => sessionStore.set(null),
    );
  }
  return sessionHydrated();
}

/** Resolves once the page load's session-info answer (if one was asked for) is in the store. */
export function sessionHydrated(): Promise<void> {
  return hydration ?? Promise.resolve();
}

export function useSession(): UserSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function isAdviser(session: UserSession | null): boolean {
  return session?.adviserId != null;
}

export function hasTransactionsRole(session: UserSession | null): boolean {
  const roles = session?.impersonatedClient?.roles ?? session?.roles ?? [];
  return roles.includes(ROLE_CLIENT_TRANSACTION);
}
