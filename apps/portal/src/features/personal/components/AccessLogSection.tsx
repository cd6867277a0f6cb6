/**
 * Personal details' Who has looked at my account (issue 30 item 5): the client's visits by advisers
 * from the server's audit, newest first, a page at a time. An adviser viewing the client gets the same
 * section with its own visits only (the server filters them), worded for the adviser.
 */
import { useState } from 'react';
import type { AccessLog as AccessLogAnswer } from '@portal/api/browser';
import { AccessLog, Card } from '@portal/ui';
import { accessLogTexts as texts, loadFailureMessage, pageTitles } from '@portal/domain';
import { personalApi as calls } from '../api.ts';
import { sessionClientId } from '../../../shared/client/client-resource.ts';
import { usePromiseState } from '../../../shared/load/use-promise-state.ts';
import { useReadOnly } from '../../../shared/use-read-only.ts';

/** A page of the log; its failure is shown (usePromiseState), never left unhandled before it is watched. */
function load(page: number): Promise<AccessLogAnswer> {
  const log = sessionClientId().then((clientId) => calls.accessLog(clientId, page));
  log.catch(() => undefined);
  return log;
}

export function AccessLogSection() {
  const viewer = useReadOnly() ? 'adviser' : 'client';
  const [page, setPage] = useState(1);
  const [log, setLog] = useState(() => load(1));
  const [retries, setRetries] = useState(0);
  // The page on screen while the next one loads (the list stays, the pager waits).
  const [shown, setShown] = useState<AccessLogAnswer | null>(null);
  const state = usePromiseState(log, 'personal.accessLog');
  const data = state.status === 'ready' ? state.data : shown;
  if (state.status === 'ready' && shown !== state.data) setShown(state.data);

  const go = (next: number) => {
    setPage(next);
    setLog(load(next));
  };

  let body;
  if (state.status === 'error')
    body = (
      <AccessLog
        viewer={viewer}
        status="error"
        message={loadFailureMessage(texts.loadThing, retries)}
        errorCode={state.errorCode}
        onRetry={() => {
          setRetries((n) => n + 1);
          go(page);
        }}
      />
    );
  else if (!data) body = <AccessLog viewer={viewer} status="loading" />;
  else
    body = (
      <AccessLog
        viewer={viewer}
        status="ready"
        visits={data.visits.map((visit) => ({ ...visit, pages: visit.pages.map((key) => pageTitles[key]) }))}
        page={page}
        pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
        pending={state.status === 'loading'}
        onPage={go}
      />
    );
  return (
    <Card title={texts.title} headingLevel={2}>
      {body}
    </Card>
  );
}
