/**
 * The client resource (spec §7 clients/{id}) behind every client screen, kept in the session cache
 * (shared/session-cache.ts, key 'client:<id>'): fetched once per visit to the client shell by its
 * loader and shared with the screens' loaders, which start in the same navigation (an account's
 * `_links` lead to its summary), so it is requested once, not per screen.
 */
import { useSyncExternalStore } from 'react';
import type { ClientResource } from '@portal/api/browser';
import { sessionCache } from '../session-cache.ts';
import { sessionHydrated, sessionStore } from '../session.ts';

type Fetch = (clientId: number, signal?: AbortSignal) => Promise<ClientResource>;

/** The client resource's key in the session cache (shared/session-cache.ts). */
export const clientKey = (clientId: number) => `client:${clientId}`;

/**
 * The client fetched afresh into the cache (entering the shell or its Retry; Personal details and
 * Memo assets, which show what the server holds now). The request runs without the caller's signal
 * (others may wait for it); the signal aborts the caller's own wait.
 */
export function refreshClientResource(clientId: number, fetchClient: Fetch, signal?: AbortSignal): Promise<ClientResource> {
  sessionCache.invalidate('client:');
  return sessionCache.refresh(clientKey(clientId), () => fetchClient(clientId), signal);
}

/** A screen's loader: the cached client (the shell's), else a fetch of its own. */
export function clientResource(clientId: number, fetchClient: Fetch, signal?: AbortSignal): Promise<ClientResource> {
  return sessionCache.read(clientKey(clientId), () => fetchClient(clientId), signal);
}

/**
 * The signed-in client's id once the page load's session is known (screens' loaders run alongside
 * the root's session-info); rejects without a request when nobody is signed in as a client (the
 * shell's guard redirects to login then, and this result is dropped).
 */
export async function sessionClientId(): Promise<number> {
  await sessionHydrated();
  const id = sessionStore.get()?.id;
  if (id === undefined || id === null) throw new Error('No client session');
  return id;
}

/** A screen's loader: the signed-in client's resource (the shell's, when it has it). */
export async function sessionClientResource(fetchClient: Fetch): Promise<ClientResource> {
  return clientResource(await sessionClientId(), fetchClient);
}

/** The shell: the client as last updated by a save, else the one it loaded. */
export function useUpdatedClientResource(loaded: ClientResource): ClientResource {
  const latest = useSyncExternalStore(sessionCache.subscribe, () => sessionCache.settled<ClientResource>(clientKey(loaded.clientId)));
  return latest ?? loaded;
}
