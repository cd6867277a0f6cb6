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
