/**
 * The navigation's unread-documents badge: it needs the client, which the shell does not wait for,
 * and follows the documents screen once it has marked one read (the last unread clears it).
 */
import { startTransition, useEffect, useState } from 'react';
import type { ClientResource } from '@portal/api/browser';
import { useUnreadDocuments } from '../../shared/client/unread-documents.ts';

export function useDocumentsBadge(clientPromise: Promise<ClientResource>): boolean {
  const [client, setClient] = useState<ClientResource | undefined>(undefined);
  useEffect(() => {
    let live = true;
    clientPromise.then(
      // A transition: the whole shell re-renders for the badge, in slices rather than one long task.
      (c) => live && startTransition(() => setClient(c)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [clientPromise]);
  return useUnreadDocuments(client?.clientId, client?.correspondences.unreadDocumentsPresent);
}
