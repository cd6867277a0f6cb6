/**
 * Whether the signed-in client has unread documents (spec §2 Navigation: the Documents badge). The
 * shell starts from the client resource; the documents screen updates it after marking one read.
 */
import { useSyncExternalStore } from 'react';

/** clientId → unread documents present, as last learned after a mark-as-read. */
const known = new Map<number, boolean>();
const listeners = new Set<() => void>();

export const unreadDocumentsStore = {
  get(clientId: number): boolean | undefined {
    return known.get(clientId);
  },
  set(clientId: number, present: boolean): void {
    known.set(clientId, present);
    for (const listener of listeners) listener();
  },
  /** Test support. */
  reset(): void {
    known.clear();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The flag for a client: what the documents screen learned, else the client resource's. */
export function useUnreadDocuments(clientId: number | undefined, fromResource: boolean | undefined): boolean {
  const learned = useSyncExternalStore(subscribe, () => (clientId === undefined ? undefined : known.get(clientId)));
  return learned ?? fromResource ?? false;
}
