/**
 * After a save (an account's nickname, a memo asset's value) the cached client resource
 * (shared/session-cache.ts, 'client:<id>') takes the saved change instead of a refetch, so every
 * screen shows it: screens' loaders read the updated copy, and the shell hands it to its screens
 * (useUpdatedClientResource). Apart from client-resource.ts so the shell's first JS does not carry it.
 */
import type { ClientResource } from '@portal/api/browser';
import { sessionCache } from '../session-cache.ts';
import { clientKey } from './client-resource.ts';

/** Applies a saved change to the cached client resource (when it is loaded and is this client's). */
export function updateClientResource(clientId: number, update: (client: ClientResource) => ClientResource): Promise<void> {
  const key = clientKey(clientId);
  const known = sessionCache.peek<ClientResource>(key);
  if (!known) return Promise.resolve();
  return known.then(
    (client) => {
      if (sessionCache.peek(key) === known) sessionCache.set(key, update(client));
    },
    () => undefined,
  );
}
