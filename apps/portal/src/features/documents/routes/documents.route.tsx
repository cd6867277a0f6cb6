/**
 * /client/documents/{accountNum}/{rangeId}/{documentCategory} (spec §2 Documents): the loader starts
 * the first page for the route's keys (not awaited); the page shows it and pages on by scrolling.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CorrespondencePage } from '@portal/api/browser';
import { todayInLondon } from '@portal/domain';
import { calls } from '../../../shared/api.ts';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { documentsApi } from '../api.ts';
import { DocumentsPage } from '../components/DocumentsPage.tsx';
import { documentsView } from '../filters.ts';

export interface DocumentsLoaderData {
  firstPage: Promise<CorrespondencePage> | null;
}

function load({ params, request }: LoaderFunctionArgs): DocumentsLoaderData {
  const today = todayInLondon();
  // An unknown range loads nothing; the category is read against the client's own (the shell's client resource).
  if (!documentsView(params, today, []).filters) return { firstPage: null };
  const firstPage = deferred(
    sessionClientResource(calls.client).then((client) =>
      documentsApi.firstPage(client.clientId, documentsView(params, today, client.correspondences.categories).filters!, request.signal),
    ),
  );
  return { firstPage };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'documents.list', load, Page: DocumentsPage });
