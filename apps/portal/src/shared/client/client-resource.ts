/**
 * The client resource (spec §7 clients/{id}) behind every client screen, fetched once per visit to
 * the client shell by its loader and shared with the screens' loaders, which start in the same
 * navigation (an account's `_links` lead to its summary), so it is requested once, not per screen.
 */
import { useSyncExternalStore } from 'react';
import type { ClientResource } from '@portal/api/browser';
import { sessionHydrated, sessionStore } from '../session.ts';

type Fetch = (clientId: number, signal?: AbortSignal) => Promise<ClientResource>;

let current: { clientId: number; promise: Promise<ClientResource> } | null = null;

/** The shell's loader: fetch the client afresh (entering the shell, or its Retry). */
export function refreshClientResource(clientId: number, fetchClient: Fetch, signal?: AbortSignal): Promise<ClientResource> {
  const promise = fetchClient(clientId, signal);
  promise.catch(() => undefined);
  current = { clientId, promise };
  setUpdated(null);
  return promise;
}

/** A screen's loader: the shell's client if it is this client's, else a fetch of its own. */
export function clientResource(clientId: number, fetchClient: Fetch, signal?: AbortSignal): Promise<ClientResource> {
  if (current?.clientId === clientId) return current.promise;
  return refreshClientResource(clientId, fetchClient, signal);
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

// After a save (an account's nickname, a memo asset's value) the portal's copy of the client is
// updated in place of a refetch, so every screen shows the change: screens' loaders get the updated
// promise, and the shell hands the updated resource to its screens (useUpdatedClientResource).
let updated: ClientResource | null = null;
const listeners = new Set<() => void>();

function setUpdated(client: ClientResource | null): void {
  if (updated === client) return;
  updated = client;
  listeners.forEach((listener) => listener());
}

/** Applies a saved change to the shared client resource (when it is loaded and is this client's). */
export function updateClientResource(clientId: number, update: (client: ClientResource) => ClientResource): Promise<void> {
  if (current?.clientId !== clientId) return Promise.resolve();
  const promise = current.promise.then(update);
  promise.catch(() => undefined);
  current = { clientId, promise };
  return promise.then(
    (client) => {
      if (current?.promise === promise) setUpdated(client);
    },
    () => undefined,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shell: the client as last updated by a save, else the one it loaded. */
export function useUpdatedClientResource(loaded: ClientResource): ClientResource {
  const latest = useSyncExternalStore(subscribe, () => updated);
  return latest !== null && latest.clientId === loaded.clientId ? latest : loaded;
}
