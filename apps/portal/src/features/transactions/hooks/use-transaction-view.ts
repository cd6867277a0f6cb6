/**
 * What the table shows of the loaded rows (spec §4/§5): the filter panel's state (kept as pages
 * merge in), the search term with its suggestions and matches (matching events expanded, no expand
 * toggles), 'Show all'/'Hide all' and single toggles, and the Totals row. Each piece is memoised on
 * what it reads, so a keystroke or a filter change does one pass over the rows and no more, and
 * that pass runs deferred, after the box or checkbox has answered. It starts from the address's query
 * (transactions-query.ts) and reports what it shows for the address to keep.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  applyFilters,
  createFilterState,
  createSearchIndex,
  filterPanel,
  isAllSelected,
  normaliseSearchTerm,
  sameSuggestions,
  searchRows,
  suggest,
  toggleAll,
  toggleGroup,
  toggleOption,
  totalsRow,
  updateFilterState,
} from '@portal/domain';
import type { FilterPanel, FilterState, SearchIndex, SuggestionGroup, TotalsRow, TransactionRow } from '@portal/domain';
import { createFilterTally, createIncrementalFilter, sameFilterState } from './page-by-page.ts';
import { EMPTY_VIEW_QUERY, type TransactionsViewQuery } from '../transactions-query.ts';

export interface TransactionView {
  shown: readonly TransactionRow[];
  totals: TotalsRow | null;
  panel: FilterPanel;
  onToggleAllFilters: () => void;
  onToggleGroup: (high: string) => void;
  onToggleOption: (key: string) => void;
  term: string;
  setTerm: (term: string) => void;
  /** The filter options left unticked (what the address's `hide` keeps, and the PDF names). */
  hidden: ReadonlySet<string>;
  suggestions: readonly SuggestionGroup[];
  searchActive: boolean;
  expandedIds: ReadonlySet<number>;
  allExpanded: boolean;
  onToggle: (trevId: number) => void;
  onToggleExpandAll: () => void;
}

const NONE: ReadonlySet<number> = new Set();

/** Every option ticked except the hidden ones (the state a query's `hide` describes). */
function allBut(state: FilterState, hidden: ReadonlySet<string>): FilterState {
  if (hidden.size === 0) return state;
  const selected = new Set<string>();
  for (const key of state.selected) if (!hidden.has(key)) selected.add(key);
  return { ...state, selected };
}

/** The panel's options left unticked. */
function uncheckedKeys(state: FilterState): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const group of state.groups) for (const option of group.options) if (!state.selected.has(option.key)) keys.add(option.key);
  return keys;
}

/**
 * `initial`: the address's query when the table mounted; `onQueryChange` hears what the table shows
 * whenever that changes (the search text once the table has followed it).
 */
export function useTransactionView(
  rows: readonly TransactionRow[],
  complete = false,
  initial: TransactionsViewQuery = EMPTY_VIEW_QUERY,
  onQueryChange?: (query: TransactionsViewQuery) => void,
): TransactionView {
  // Per-instance page-by-page state (the table is keyed on the request, so a new load is a new instance).
  const [tally] = useState(createFilterTally);
  const [filterShown] = useState(createIncrementalFilter<TransactionRow>);
  // The query's unticked options, applied to each page's options until the user changes a filter
  // (options the loaded pages have not brought yet stay in it, so the address keeps them).
  const [queryHidden, setQueryHidden] = useState<ReadonlySet<string> | null>(initial.hidden.size > 0 ? initial.hidden : null);
  const [filter, setFilter] = useState<FilterState>(() => allBut(createFilterState(tally(rows)), initial.hidden));
  const [filterRows, setFilterRows] = useState(rows);
  // Another page merged in: the panel learns its options (from the tally, so only the page's own
  // keys are read), keeping the user's choices.
  if (filterRows !== rows) {
    setFilterRows(rows);
    const folded = tally(rows);
    // Unchanged (the page brought no new option): the same state, so no deferred re-filter follows.
    setFilter((state) => {
      const next = queryHidden ? allBut(createFilterState(folded), queryHidden) : updateFilterState(state, folded);
      return sameFilterState(state, next) ? state : next;
    });
  }

  const [term, setTerm] = useState(initial.term);
  // The box, its suggestions and the panel answer the keystroke or click at once (the combo box
  // opens only on input, so its suggestions cannot lag); the matches and the table follow in a
  // deferred render React interrupts when the next keystroke comes.
  const deferredTerm = useDeferredValue(term);
  const deferredFilter = useDeferredValue(filter);
  const typing = normaliseSearchTerm(term) !== '';
  const searchActive = normaliseSearchTerm(deferredTerm) !== '';
  // Built once every page is in, after that render has painted (so the first keystroke finds it
  // ready and the last page is not delayed); earlier only if the user types, then once per page.
  const [idleIndex, setIdleIndex] = useState(false);
  useEffect(() => {
    if (!complete) return;
    // After the next frame: a plain timeout could run before the last rows are painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIdleIndex(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete]);
  const indexed = typing || searchActive || idleIndex;
  const index = useMemo<SearchIndex | null>(() => (indexed ? createSearchIndex(rows) : null), [rows, indexed]);
  const fresh = useMemo(() => (index ? suggest(index, term) : []), [index, term]);
  // The same suggestions as the last keystroke's (typing on within one name): the same array, so the
  // combo box's collection is not rebuilt.
  const [suggestions, setSuggestions] = useState(fresh);
  if (suggestions !== fresh && !sameSuggestions(suggestions, fresh)) setSuggestions(fresh);
  const matches = useMemo(() => (index && searchActive ? searchRows(index, deferredTerm) : null), [index, searchActive, deferredTerm]);

  // Matches change with every keystroke (filtered whole); the loaded rows grow page by page (filtered per page).
  const shown = useMemo(
    () => (matches ? applyFilters(matches, deferredFilter) : filterShown(rows, deferredFilter)),
    [matches, rows, deferredFilter, filterShown],
  );
  const allSelected = isAllSelected(deferredFilter);
  const totals = useMemo(() => totalsRow(shown, { allSelected, searchActive }), [shown, allSelected, searchActive]);
  const panel = useMemo(() => filterPanel(filter), [filter]);

  const [expandAll, setExpandAll] = useState(initial.expandAll);
  // Events toggled against the expandAll default.
  const [toggled, setToggled] = useState<ReadonlySet<number>>(initial.toggled);
  const expandedIds = useMemo<ReadonlySet<number>>(() => {
    if (matches) return new Set(matches.map((r) => r.trevId));
    if (!expandAll) return toggled;
    const ids = new Set<number>();
    for (const row of rows) if (!toggled.has(row.trevId)) ids.add(row.trevId);
    return ids;
  }, [matches, expandAll, toggled, rows]);

  const onToggle = useCallback((trevId: number) => {
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(trevId)) next.add(trevId);
      return next;
    });
  }, []);
  const onToggleExpandAll = useCallback(() => {
    setExpandAll((all) => !all);
    setToggled(NONE);
  }, []);

  const hidden = useMemo(() => queryHidden ?? uncheckedKeys(filter), [queryHidden, filter]);
  useEffect(() => {
    onQueryChange?.({ term: deferredTerm, hidden, expandAll, toggled });
  }, [onQueryChange, deferredTerm, hidden, expandAll, toggled]);

  return {
    shown,
    totals,
    panel,
    onToggleAllFilters: useCallback(() => {
      setQueryHidden(null);
      setFilter(toggleAll);
    }, []),
    onToggleGroup: useCallback((high: string) => {
      setQueryHidden(null);
      setFilter((s) => toggleGroup(s, high));
    }, []),
    onToggleOption: useCallback((key: string) => {
      setQueryHidden(null);
      setFilter((s) => toggleOption(s, key));
    }, []),
    term,
    setTerm,
    hidden,
    suggestions,
    searchActive,
    expandedIds,
    allExpanded: expandAll && toggled.size === 0,
    onToggle,
    onToggleExpandAll,
  };
}
