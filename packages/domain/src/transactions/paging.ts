// The transactions load of spec §4: pages of 250 events fetched one after another, merged as they
// arrive. The total page count is -1 while loading, 0 for nothing or an error, positive when loaded.
import type { TransactionEvent } from './types.ts';

export const TOTAL_PAGES_LOADING = -1;
export const TOTAL_PAGES_NONE = 0;

export interface TransactionsLoadState {
  /** -1 loading, 0 nothing or error, positive: the pages the server reports. */
  totalPages: number;
  pagesLoaded: number;
  events: readonly TransactionEvent[];
  /** True after a failed fetch: shows 'cannot be displayed' rather than 'no transactions'. */
  failed: boolean;
}

export type TransactionsLoadStatus = 'loading' | 'error' | 'empty' | 'loaded';

/** Switching account or range: results cleared and the load starts again. */
export function startTransactionsLoad(): TransactionsLoadState {
  return { totalPages: TOTAL_PAGES_LOADING, pagesLoaded: 0, events: [], failed: false };
}

/**
 * A page arrived (`totalPages` as in the response's page.totalPages). A first page with no pages
 * or no events ends the load with 0.
 */
export function transactionsPageLoaded(
  state: TransactionsLoadState,
  page: { events: readonly TransactionEvent[]; totalPages: number },
): TransactionsLoadState {
  const events = mergeTransactionPages(state.events, page.events);
  const pagesLoaded = state.pagesLoaded + 1;
  const totalPages = events.length === 0 ? TOTAL_PAGES_NONE : Math.max(page.totalPages, pagesLoaded);
  return { totalPages, pagesLoaded, events, failed: false };
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

/** More pages to follow (the next link is still to be fetched). */
export function hasMoreTransactionPages(state: TransactionsLoadState): boolean {
  return state.totalPages > 0 && state.pagesLoaded < state.totalPages;
}

/**
 * Merges pages: one event per trevId (the later page wins), sorted by effective date descending,
 * then trevId descending so the order is total and stable across merges.
 */
export function mergeTransactionPages(existing: readonly TransactionEvent[], incoming: readonly TransactionEvent[]): TransactionEvent[] {
  const byId = new Map<number, TransactionEvent>();
  for (const event of existing) byId.set(event.trevId, event);
  for (const event of incoming) byId.set(event.trevId, event);
  return [...byId.values()].sort((a, b) =>
    a.trevEffectiveDate < b.trevEffectiveDate ? 1 : a.trevEffectiveDate > b.trevEffectiveDate ? -1 : b.trevId - a.trevId,
  );
}
