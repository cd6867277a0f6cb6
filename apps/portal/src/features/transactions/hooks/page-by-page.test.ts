// Page-by-page filtering and filter tally against the domain run over every row at once: same
// panel, same rows shown, for pages arriving, filter changes between pages and a reload.
import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  buildTransactionRows,
  createFilterState,
  toggleAll,
  toggleGroup,
  toggleOption,
  updateFilterState,
} from '@portal/domain';
import type { FilterState, TransactionRow } from '@portal/domain';
import { syntheticEvents } from '../../../../../../packages/domain/src/transactions/fixtures.ts';
import { createFilterTally, createIncrementalFilter, extendsRows, sameFilterState } from './page-by-page.ts';

const rows = buildTransactionRows(syntheticEvents(1200, 7));
const pages = (size: number): TransactionRow[][] => {
  const out: TransactionRow[][] = [];
  for (let end = size; end < rows.length + size; end += size) out.push(rows.slice(0, Math.min(end, rows.length)));
  return out;
};

describe('extendsRows', () => {
  it('is true only when the previous rows are still in place at the start', () => {
    expect(extendsRows([], rows)).toBe(true);
    expect(extendsRows(rows.slice(0, 3), rows)).toBe(true);
    expect(extendsRows(rows, rows.slice(0, 3))).toBe(false);
    expect(extendsRows([rows[0], rows[2]], rows)).toBe(false);
  });
});

describe('createFilterTally', () => {
  it('gives the panel the domain builds from every row, page after page, keeping choices', () => {
    const tally = createFilterTally();
    let folded: FilterState = createFilterState(tally([]));
    let whole: FilterState = createFilterState([]);
    for (const [i, loaded] of pages(100).entries()) {
      folded = updateFilterState(folded, tally(loaded));
      whole = updateFilterState(whole, loaded);
      expect(folded).toEqual(whole);
      expect(tally(loaded)).toBe(tally(loaded));
      if (i === 2) {
        const key = whole.groups[0]!.options[0]!.key;
        folded = toggleOption(folded, key);
        whole = toggleOption(whole, key);
      }
    }
    expect(folded.groups.length).toBeGreaterThan(1);
  });

  it('sums each key over the pages, so a pair reversed on a later page is hidden as over every row', () => {
    const key = (transactions: number, reversals: number, low = 'Buy') => ({
      key: `Trade\u001f${low}`,
      high: 'Trade',
      highOrdinal: 1,
      low,
      lowOrdinal: low === 'Buy' ? 1 : 2,
      transactions,
      reversals,
    });
    const loaded = [{ filterKeys: [key(1, 0), key(1, 0, 'Sell')] }, { filterKeys: [key(1, 1)] }];
    const tally = createFilterTally();
    tally(loaded.slice(0, 1));
    const state = createFilterState(tally(loaded));
    expect(state).toEqual(createFilterState(loaded));
    expect(state.hiddenOptions.map((o) => o.low)).toEqual(['Buy']);
  });

  it('starts again when the rows are not the previous ones extended (a rebuild)', () => {
    const tally = createFilterTally();
    tally(rows.slice(0, 600));
    const other = rows.slice(600);
    expect(createFilterState(tally(other))).toEqual(createFilterState(other));
  });
});

describe('createIncrementalFilter', () => {
  const changes: ((s: FilterState) => FilterState)[] = [
    (s) => s,
    toggleAll,
    (s) => toggleGroup(s, s.groups[0]!.high),
    (s) => toggleOption(s, s.groups[1]!.options[0]!.key),
    toggleAll,
    (s) => toggleOption(s, s.groups[0]!.options[1]!.key),
  ];

  it('shows what applyFilters shows over every row, through pages and filter changes', () => {
    const filter = createIncrementalFilter<TransactionRow>();
    let state = createFilterState([]);
    let checked = 0;
    for (const [i, loaded] of pages(150).entries()) {
      state = updateFilterState(state, loaded);
      state = changes[i % changes.length]!(state);
      const shown = filter(loaded, state);
      expect(shown).toEqual(applyFilters(loaded, state));
      // Asked again with nothing changed: the same answer, not a new pass.
      expect(filter(loaded, state)).toBe(shown);
      checked += shown.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refilters every row when a change touches keys already met, and on a rebuild', () => {
    const filter = createIncrementalFilter<TransactionRow>();
    const all = createFilterState(rows);
    const first = filter(rows.slice(0, 500), all);
    expect(first).toEqual(applyFilters(rows.slice(0, 500), all));
    const narrowed = toggleOption(all, all.groups[0]!.options[0]!.key);
    expect(filter(rows, narrowed)).toEqual(applyFilters(rows, narrowed));
    const other = rows.slice(300);
    expect(filter(other, narrowed)).toEqual(applyFilters(other, narrowed));
  });
});

describe('sameFilterState', () => {
  const state = createFilterState(rows);

  it('is true for an update that brought nothing new, false for a new option, a choice or a hidden pair', () => {
    expect(sameFilterState(state, updateFilterState(state, rows))).toBe(true);
    expect(sameFilterState(createFilterState(rows.slice(0, 5)), state)).toBe(false);
    expect(sameFilterState(state, toggleOption(state, state.groups[0]!.options[0]!.key))).toBe(false);
    const moved = { ...state, hiddenOptions: [state.groups[0]!.options[0]!] };
    expect(sameFilterState(state, moved)).toBe(false);
    const relabelled = { ...state, groups: state.groups.map((g, i) => (i === 0 ? { ...g, hasSelectAll: false } : g)) };
    expect(sameFilterState(state, relabelled)).toBe(false);
  });
});
