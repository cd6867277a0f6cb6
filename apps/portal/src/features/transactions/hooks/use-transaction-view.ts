/**
 * What the table shows of the loaded rows (spec §4/§5): the filter panel's state (kept as pages
 * merge in), the search term with its suggestions and matches (matching events expanded, no expand
 * toggles), 'Show all'/'Hide all' and single toggles, and the Totals row. Each piece is memoised on
 * what it reads, so a keystroke or a filter change does one pass over the rows and no more, and
 * that pass runs deferred, after the box or checkbox has answered.
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

export interface TransactionView {
  shown: readonly TransactionRow[];
  totals: TotalsRow | null;
  panel: FilterPanel;
  onToggleAllFilters: () => void;
  onToggleGroup: (high: string) => void;
  onToggleOption: (key: string) => void;
  term: string;
  setTerm: (term: string) => void;
  suggestions: readonly SuggestionGroup[];
  searchActive: boolean;
  expandedIds: ReadonlySet<number>;
  allExpanded: boolean;
  onToggle: (trevId: number) => void;
  onToggleExpandAll: () => void;
}

const NONE: ReadonlySet<number> = new Set();

export function useTransactionView(rows: readonly TransactionRow[], complete = false): TransactionView {
  // Per-instance page-by-page state (the table is keyed on the request, so a new load is a new instance).
  const [tally] = useState(createFilterTally);
  const [filterShown] = useState(createIncrementalFilter<TransactionRow>);
  const [filter, setFilter] = useState<FilterState>(() => createFilterState(tally(rows)));
  const [filterRows, setFilterRows] = useState(rows);
  // Another page merged in: the panel learns its options (from the tally, so only the page's own
  // keys are read), keeping the user's choices.
  if (filterRows !== rows) {
    setFilterRows(rows);
    const folded = tally(rows);
    // Unchanged (the page brought no new option): the same state, so no deferred re-filter follows.
    setFilter((state) => {
      const next = updateFilterState(state, folded);
      return sameFilterState(state, next) ? state : next;
    });
  }

  const [term, setTerm] = useState('');
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

  const [expandAll, setExpandAll] = useState(false);
  // Events toggled against the expandAll default.
  const [toggled, setToggled] = useState<ReadonlySet<number>>(NONE);
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

  return {
    shown,
    totals,
    panel,
    onToggleAllFilters: useCallback(() => setFilter(toggleAll), []),
    onToggleGroup: useCallback((high: string) => setFilter((s) => toggleGroup(s, high)), []),
    onToggleOption: useCallback((key: string) => setFilter((s) => toggleOption(s, key)), []),
    term,
    setTerm,
    suggestions,
    searchActive,
    expandedIds,
    allExpanded: expandAll && toggled.size === 0,
    onToggle,
    onToggleExpandAll,
  };
}
