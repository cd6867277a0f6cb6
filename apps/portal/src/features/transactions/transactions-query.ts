/**
 * What the transaction history shows, kept in the address's query (issue 31 item 2), so reload, Back
 * and Forward and a shared link restore it: the search text, the date type, the filter options left
 * unticked and the expanded events. Defaults are left out, so a plain visit has a plain address.
 *
 *   ?search=Regular%20payment&dateType=PROCESSED&hide=<filter key>&hide=…&expand=all&open=12,34
 *
 * `open` lists the events toggled against the default (collapsed, or every one with `expand=all`).
 * Unknown or malformed values are ignored (a hand-edited link never breaks the page).
 */
import { isDateTypeId, type DateTypeId } from '@portal/domain';

/** The date type a new visit starts with (spec §9: the default is not shown; the effective date reads first in the picker). */
export const DEFAULT_DATE_TYPE: DateTypeId = 'EFFECTIVE_EVENT';

export const QUERY_KEYS = { search: 'search', dateType: 'dateType', hide: 'hide', expand: 'expand', open: 'open' } as const;

export interface TransactionsViewQuery {
  term: string;
  /** Filter options the user unticked (their keys). */
  hidden: ReadonlySet<string>;
  expandAll: boolean;
  /** Events toggled against the expandAll default. */
  toggled: ReadonlySet<number>;
}

export interface TransactionsQuery extends TransactionsViewQuery {
  dateType: DateTypeId;
}

export function parseTransactionsQuery(params: URLSearchParams): TransactionsQuery {
  const dateType = params.get(QUERY_KEYS.dateType);
  const toggled = new Set<number>();
  for (const part of (params.get(QUERY_KEYS.open) ?? '').split(',')) {
    if (/^\d{1,15}$/.test(part)) toggled.add(Number(part));
  }
  return {
    term: params.get(QUERY_KEYS.search) ?? '',
    dateType: isDateTypeId(dateType) ? dateType : DEFAULT_DATE_TYPE,
    hidden: new Set(params.getAll(QUERY_KEYS.hide).filter(Boolean)),
    expandAll: params.get(QUERY_KEYS.expand) === 'all',
    toggled,
  };
}

/** The query for this state: other parameters of `base` are kept, this page's own are rewritten. */
export function transactionsQueryParams(query: TransactionsQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(QUERY_KEYS)) params.delete(key);
  if (query.term !== '') params.set(QUERY_KEYS.search, query.term);
  if (query.dateType !== DEFAULT_DATE_TYPE) params.set(QUERY_KEYS.dateType, query.dateType);
  for (const key of [...query.hidden].sort()) params.append(QUERY_KEYS.hide, key);
  if (query.expandAll) params.set(QUERY_KEYS.expand, 'all');
  if (query.toggled.size > 0) params.set(QUERY_KEYS.open, [...query.toggled].sort((a, b) => a - b).join(','));
  return params;
}

export const EMPTY_VIEW_QUERY: TransactionsViewQuery = { term: '', hidden: new Set(), expandAll: false, toggled: new Set() };
