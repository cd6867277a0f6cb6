/**
 * How a stored document becomes the wire's correspondence resource, and a page's HAL links: shared
 * by the documents list and the client resource's first page (features/clients), so both agree.
 */
import { addDays } from '@portal/domain';
import { resourceLinks } from '@portal/api';
import type { Correspondence, CorrespondenceFilterValues } from '@portal/api';

/** Timestamps arrive as Date from a column, or as a JSON string from a json-aggregated sub-select. */
export const isoTime = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface DocumentRow {
  document_id: number;
  display_name: string;
  category: string;
  sent_date: Date | string;
  first_open_date: Date | string | null;
  account_number: string | null;
}

export function documentLinks(documentId: number) {
  return { self: { href: resourceLinks.document(documentId) }, download: { href: resourceLinks.documentDownload(documentId) } };
}

export function toCorrespondence(r: DocumentRow): Correspondence {
  return {
    documentId: r.document_id,
    displayName: r.display_name,
    category: r.category,
    sentDate: isoTime(r.sent_date) as string,
    firstOpenDate: isoTime(r.first_open_date),
    accountNumber: r.account_number,
    _links: documentLinks(r.document_id),
  };
}

/** `self`, and `next` until the last page; both keep the filters. */
export function pageLinks(clientId: number, page: number, size: number, total: number, filters: CorrespondenceFilterValues = {}) {
  const links: Record<string, { href: string }> = { self: { href: resourceLinks.correspondences(clientId, page, size, filters) } };
  if ((page + 1) * size < total) links.next = { href: resourceLinks.correspondences(clientId, page + 1, size, filters) };
  return links;
}

/** The sent-date window of the filters, in UTC days: [from 00:00, the day after `to` 00:00). */
export function sentWindow(filters: CorrespondenceFilterValues): { from: Date | null; before: Date | null } {
  return {
    from: filters.dateFrom ? new Date(`${filters.dateFrom}T00:00:00Z`) : null,
    before: filters.dateTo ? new Date(`${addDays(filters.dateTo, 1)}T00:00:00Z`) : null,
  };
}

/** A download's file name: `<category>-<sentDate>-<documentId>.pdf`, only [A-Za-z0-9._-]. */
export function documentFileName(doc: { category: string; sent_date: Date; document_id: number }): string {
  const raw = `${doc.category}-${doc.sent_date.toISOString().slice(0, 10)}-${doc.document_id}.pdf`;
  return raw.replace(/\s+/g, '-').replace(/[^A-Za-z0-9._-]/g, '');
}
