/**
 * A client's first open of an unread document marks it read (spec §4 Document read, §8): one
 * mark-as-read machine per document, its optimistic and then confirmed first open date written into
 * the list, the warning kept when the retries are spent, and afterwards the navigation's unread flag
 * asked again. Never started for an adviser (read-only): the machine ends at once without a call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { Correspondence } from '@portal/api/browser';
import { isDocumentRead, randomErrorCode } from '@portal/domain';
import { markAsReadMachine, type MarkAsReadRequest, type MarkAsReadResponse } from '@portal/machines';
import { unreadDocumentsKey } from '../../../shared/client/unread-documents.ts';
import { sessionCache } from '../../../shared/session-cache.ts';
import { reportError } from '../../../shared/report.ts';
import { documentsApi } from '../api.ts';

const machine = markAsReadMachine.provide({
  actors: {
    markAsRead: fromPromise<MarkAsReadResponse, MarkAsReadRequest>(({ input, signal }) => documentsApi.markAsRead(input, signal)),
  },
  actions: {
    report: (_, params) => reportError({ errorCode: randomErrorCode(), error: params.error, context: 'markAsRead' }),
  },
});

export interface MarkAsReadOptions {
  clientId: number;
  readOnly: boolean;
  /** Writes a document's new first open date into the list. */
  setFirstOpenDate: (documentId: number, firstOpenDate: string | null) => void;
}

export function useMarkAsRead({ clientId, readOnly, setFirstOpenDate }: MarkAsReadOptions) {
  const [warnings, setWarnings] = useState<ReadonlySet<number>>(() => new Set());
  const actors = useRef(new Map<number, Actor<typeof machine>>());
  const update = useRef(setFirstOpenDate);
  update.current = setFirstOpenDate;

  useEffect(() => {
    const running = actors.current;
    return () => {
      for (const actor of running.values()) actor.stop();
      running.clear();
    };
  }, []);

  const markRead = useCallback(
    (document: Correspondence) => {
      if (readOnly || isDocumentRead(document) || actors.current.has(document.documentId)) return;
      const { documentId, sentDate } = document;
      const actor = createActor(machine, { input: { documentId, sentDate, readOnly, now: () => new Date().toISOString() } });
      actors.current.set(documentId, actor);
      let shown = document.firstOpenDate;
      actor.subscribe((snapshot) => {
        if (snapshot.context.firstOpenDate !== shown) {
          shown = snapshot.context.firstOpenDate;
          update.current(documentId, shown);
        }
        if (snapshot.status !== 'done') return;
        if (snapshot.output?.warning) setWarnings((current) => new Set(current).add(documentId));
        // The badge clears when the last unread document is opened: ask the server, which knows every page.
        // The mark-as-read dropped the cached flag: this read asks again and the badge follows the answer.
        sessionCache.read(unreadDocumentsKey(clientId), () => documentsApi.unreadPresent(clientId)).catch(() => undefined);
      });
      actor.start();
    },
    [clientId, readOnly],
  );

  return { markRead, warnings };
}
