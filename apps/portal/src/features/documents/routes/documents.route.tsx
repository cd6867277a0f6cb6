/**
 * /client/documents/{accountNum}/{rangeId}/{documentCategory} (spec §2 Documents): the loader starts
 * the first page for the route's keys (not awaited); the page shows it and pages on by scrolling.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CorrespondencePage } from '@portal/api/browser';
import { todayInLondon } from '@portal/domain';
import { calls } from '../../../shared/api.ts';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { loadAttempt, retryAwareRevalidation } from '../../../shared/load/retries.ts';
import { documentsApi } from '../api.ts';
import { DocumentsPage } from '../components/DocumentsPage.tsx';
import { documentsView } from '../filters.ts';

const ROUTE_ID = 'documents.list';

export interface DocumentsLoaderData {
  firstPage: Promise<CorrespondencePage> | null;
  retries: number;
}

export function loader({ params, request }: LoaderFunctionArgs): DocumentsLoaderData {
  const today = todayInLondon();
  // An unknown range loads nothing; the category is read against the client's own (the shell's client resource).
  if (!documentsView(params, today, []).filters) return { firstPage: null, retries: loadAttempt(ROUTE_ID) };
  const firstPage = deferred(
    sessionClientResource(calls.client).then((client) =>
      documentsApi.firstPage(client.clientId, documentsView(params, today, client.correspondences.categories).filters!, request.signal),
    ),
  );
  return { firstPage, retries: loadAttempt(ROUTE_ID) };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { firstPage, retries } = useLoaderData() as DocumentsLoaderData;
  return <DocumentsPage firstPage={firstPage} retries={retries} routeId={ROUTE_ID} />;
}
