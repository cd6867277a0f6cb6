/**
 * Whether the signed-in client has unread documents (spec §2 Navigation: the Documents badge). The
 * shell starts from the client resource; after a mark-as-read (which invalidates this key) the
 * documents screen reads it again, and the answer is kept in the session cache (shared/session-cache.ts).
 */
import { useSyncExternalStore } from 'react';
import { sessionCache } from '../session-cache.ts';

/** The unread flag's key in the session cache. */
export const unreadDocumentsKey = (clientId: number) => `unread-documents:${clientId}`;

/** The flag for a client: what was learned after a mark-as-read, else the client resource's. */
export function useUnreadDocuments(clientId: number | undefined, fromResource: boolean | undefined): boolean {
  const learned = useSyncExternalStore(sessionCache.subscribe, () =>
    clientId === undefined ? undefined : sessionCache.settled<boolean>(unreadDocumentsKey(clientId)),
  );
  return learned ?? fromResource ?? false;
}
