// The transactions load of spec §4: pages of 250 events fetched one after another, merged as they
// arrive. The total page count is -1 while pages are to come, 0 for nothing or an error, positive once
// every page has loaded.
import type { TransactionEvent } from './types.ts';

export const TOTAL_PAGES_LOADING = -1;
export const TOTAL_PAGES_NONE = 0;

export interface TransactionsLoadState {
  /** -1 while pages are still to come, 0 nothing or error, positive: all pages loaded. */
  totalPages: number;
  pagesLoaded: number;
  /** The page count the server reported on the latest page (shown as progress while loading). */
  expectedPages: number;
  events: readonly TransactionEvent[];
  /** True after a failed fetch: shows 'cannot be displayed' rather than 'no transactions'. */
  failed: boolean;
}

export type TransactionsLoadStatus = 'loading' | 'error' | 'empty' | 'loaded';

/** Switching account or range: results cleared and the load starts again. */
export function startTransactionsLoad(): TransactionsLoadState {
  return { totalPages: TOTAL_PAGES_LOADING, pagesLoaded: 0, expectedPages: 0, events: [], failed: false };
}

/**
 * A page arrived (`totalPages` as in the response's page.totalPages; `hasNext` whether it carried
 * a next link, by default whether pages remain). The page count stays -1 while more pages are to
 * come (spec §4); the last page sets it, to 0 when there were no events at all.
 */
export function transactionsPageLoaded(
  state: TransactionsLoadState,
  page: { events: readonly TransactionEvent[]; totalPages: number; hasNext?: boolean },
): TransactionsLoadState {
  const events = mergeTransactionPages(state.events, page.events);
  const pagesLoaded = state.pagesLoaded + 1;
  const hasNext = page.hasNext ?? pagesLoaded < page.totalPages;
  const expectedPages = Math.max(page.totalPages, pagesLoaded);
  const totalPages = hasNext ? TOTAL_PAGES_LOADING : events.length === 0 ? TOTAL_PAGES_NONE : expectedPages;
  return { totalPages, pagesLoaded, expectedPages, events, failed: false };
}

/** A fetch failed: the page count becomes 0 (spec §8). */
export function transactionsLoadFailed(state: TransactionsLoadState): TransactionsLoadState {
  return { ...state, totalPages: TOTAL_PAGES_NONE, failed: true };
}

/** The error is rethrown when it carries a status code (spec §8). */
export function shouldRethrowTransactionsError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

export function transactionsLoadStatus(state: TransactionsLoadState): TransactionsLoadStatus {
  if (state.totalPages === TOTAL_PAGES_LOADING) return 'loading';
  if (state.totalPages === TOTAL_PAGES_NONE) return state.failed ? 'error' : 'empty';
  return 'loaded';
}

/** Another page is to be fetched (the first, or the one the last page's next link names). */
export function hasMoreTransactionPages(state: TransactionsLoadState): boolean {
  return state.totalPages === TOTAL_PAGES_LOADING;
}

const newerFirst = (a: TransactionEvent, b: TransactionEvent): number =>
  a.trevEffectiveDate < b.trevEffectiveDate ? 1 : a.trevEffectiveDate > b.trevEffectiveDate ? -1 : b.trevId - a.trevId;

/**
 * Merges pages: one event per trevId (the later page wins), sorted by effective date descending,
 * then trevId descending so the order is total and stable across merges. A page that continues
 * the order (the server's next page) is appended without re-sorting, so each page costs its own
 * size, not the history's.
 */
export function mergeTransactionPages(existing: readonly TransactionEvent[], incoming: readonly TransactionEvent[]): TransactionEvent[] {
  if (incoming.length === 0) return [...existing];
  let continues =
    existing.length === 0 || newerFirst(existing[existing.length - 1] as TransactionEvent, incoming[0] as TransactionEvent) < 0;
  for (let i = 1; continues && i < incoming.length; i += 1)
    continues = newerFirst(incoming[i - 1] as TransactionEvent, incoming[i] as TransactionEvent) < 0;
  // Strictly after the last one and strictly ordered: no trevId can repeat.
  if (continues) return existing.concat(incoming);
  const byId = new Map<number, TransactionEvent>();
  for (const event of existing) byId.set(event.trevId, event);
  for (const event of incoming) byId.set(event.trevId, event);
  return [...byId.values()].sort(newerFirst);
}
