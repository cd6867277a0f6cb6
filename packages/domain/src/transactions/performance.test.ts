// The 10,000-event workload of the transactions benchmark, checked for correctness only: the figures
// (keystroke and filter change against the 16 ms frame) are printed by bench/transactions-filtering.bench.ts,
// because timings on a shared or instrumented machine are not a rule a unit test may fail on.
import { describe, expect, it } from 'vitest';
import { buildTransactionRows } from './display.ts';
import { syntheticEvents } from './fixtures.ts';
import { applyFilters, createFilterState, isAllSelected, toggleAll, toggleGroup, toggleOption, totalsRow } from './filters.ts';
import { createSearchIndex, searchRows, suggest } from './search.ts';

describe('the benchmark workload (1,000 of its 10,000 events)', () => {
  // Built inside each test (not at load time) so mutation testing counts it as the test's coverage.
  const workload = () => {
    const events = syntheticEvents(1_000, 42);
    const rows = buildTransactionRows(events, {
      accountType: 'Isa',
      cashBalances: events.map((e, i) => ({ trevId: e.trevId, balance: i })),
    });
    return { events, rows, index: createSearchIndex(rows), state: createFilterState(rows) };
  };

  it('builds a row for every event and every keystroke of the searches finds rows containing the term', () => {
    const { events, rows, index } = workload();
    expect(rows.length).toBeGreaterThanOrEqual(events.length);
    for (const word of ['harbour global', 'buy', 'sell']) {
      for (let i = 1; i <= word.length; i += 1) {
        const term = word.slice(0, i);
        const found = searchRows(index, term);
        expect(found.length, term).toBeGreaterThan(0);
        expect(found.length).toBeLessThanOrEqual(rows.length);
      }
    }
    expect(suggest(index, 'harbour global').flatMap((g) => g.suggestions).length).toBeGreaterThan(0);
    expect(searchRows(index, 'no such transaction anywhere')).toEqual([]);
  });

  it('filter changes show all rows, none, or a group, and the Totals row follows the selection', () => {
    const { rows, state } = workload();
    expect(isAllSelected(state)).toBe(true);
    const everything = applyFilters(rows, state);
    const none = toggleAll(state);
    expect(isAllSelected(none)).toBe(false);
    expect(applyFilters(rows, none)).toEqual([]);
    expect(applyFilters(rows, toggleAll(none))).toEqual(everything);
    const group = state.groups[0]!;
    const oneGroup = applyFilters(rows, toggleGroup(none, group.high));
    expect(oneGroup.length).toBeGreaterThan(0);
    expect(oneGroup.length).toBeLessThan(everything.length);
    const oneOption = applyFilters(rows, toggleOption(none, group.options[0]!.key));
    expect(oneOption.length).toBeLessThanOrEqual(oneGroup.length);
    expect(totalsRow(everything, { allSelected: true, searchActive: false })).toBeNull();
    expect(totalsRow(oneGroup, { allSelected: false, searchActive: false })).not.toBeNull();
  });
});
