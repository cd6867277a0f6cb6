/**
 * The documents feature's server calls (spec §7): a filtered page of the client's correspondence,
 * the next pages by their `next` link, marking a document read (which invalidates the session cache's
 * unread flag), and the PDF's address.
 */
import {
  fillPath,
  routes,
  type CorrespondenceFilterValues,
  type CorrespondencePage,
  type MarkAsReadRequest,
  type MarkAsReadResponse,
} from '@portal/api/browser';
import { api, call } from '../../shared/api-client.ts';
import { invalidatingAfter } from '../../shared/session-cache.ts';

export const documentsApi = {
  firstPage: (clientId: number, filters: CorrespondenceFilterValues, signal?: AbortSignal): Promise<CorrespondencePage> =>
    call(routes.correspondences, { params: { clientId }, query: { ...filters }, signal }),
  /** A page after the first, by the `next` href the previous page gave (it carries the filters on). */
  nextPage: (href: string, signal?: AbortSignal) => api.request<CorrespondencePage>(href, null, { signal }),
  /** Changes the unread flag (shared/client/unread-documents.ts), so it drops the cached one. */
  markAsRead: invalidatingAfter(['unread-documents:'], (body: MarkAsReadRequest, signal?: AbortSignal): Promise<MarkAsReadResponse> =>
    call(routes.markAsRead, { json: body, signal }),
  ),
  /** Whether any document of the client is unread: the first page of one, unfiltered. */
  unreadPresent: async (clientId: number): Promise<boolean> =>
    (await call(routes.correspondences, { params: { clientId }, query: { size: 1 } })).unreadDocumentsPresent,
  pdfHref: (documentId: number): string => fillPath(routes.documentDownload.path, { documentId }),
};
