/**
 * /client/documents/{accountNum}/{rangeId}/{documentCategory} (spec §2 Documents): the loader starts
 * the first page for the route's keys (not awaited); the page shows it and pages on by scrolling.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CorrespondencePage } from '@portal/api/browser';
import { todayInLondon } from '@portal/domain';
import { sessionClientId } from '../../../shared/client/client-resource.ts';
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
  const { filters } = documentsView(params, todayInLondon());
  const firstPage = filters && deferred(sessionClientId().then((clientId) => documentsApi.firstPage(clientId, filters, request.signal)));
  return { firstPage, retries: loadAttempt(ROUTE_ID) };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { firstPage, retries } = useLoaderData() as DocumentsLoaderData;
  return <DocumentsPage firstPage={firstPage} retries={retries} routeId={ROUTE_ID} />;
}
