import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { transactionsTexts } from '../texts/transactions.ts';
import { buildTransactionRows, filterKey } from './display.ts';
import { event, itrn, mappings, syntheticEvents } from './fixtures.ts';
import {
  applyFilters,
  createFilterState,
  filterPanel,
  isAllSelected,
  isGroupSelected,
  toggleAll,
  toggleGroup,
  toggleOption,
  totalsRow,
  updateFilterState,
  type FilterState,
} from './filters.ts';
import type { TransactionRow } from './types.ts';

const of = (high: string, low: string, highOrdinal: number, lowOrdinal: number, extra: Parameters<typeof itrn>[0] = {}) =>
  itrn({ itrnMappings: mappings(high, low, { TRX_HIGH_LEVEL_ORDINAL: highOrdinal, TRX_LOW_LEVEL_ORDINAL: lowOrdinal }), ...extra });

// Built before each test, not at load time, so mutation testing counts it as the test's coverage.
let rows: TransactionRow[];
beforeEach(() => {
  rows = buildTransactionRows([
    event({ trevId: 1, trevAmount: -10 }, [of('Trades', 'Sell', 3, 2)]),
    event({ trevId: 2, trevAmount: 100 }, [of('Payments in', 'Regular payment', 1, 2)]),
    event({ trevId: 3, trevAmount: -20 }, [of('Trades', 'Buy', 3, 1)]),
    event({ trevId: 4, trevAmount: 50 }, [of('Payments in', 'Lump sum', 1, 1)]),
    event({ trevId: 5, trevAmount: 0 }, [of('N/A', 'Fund name change', 99, 1)]),
    event({ trevId: 6, trevAmount: 5 }, [of('Income', 'Distribution', 4, 1)]),
  ]);
});
const ids = (list: readonly TransactionRow[]): number[] => list.map((r) => r.trevId);

describe('transaction filter', () => {
  it('options grouped by TRX_HIGH_LEVEL in ordinal order, with TRX_LOW_LEVEL members in ordinal order', () => {
    const state = createFilterState(rows);
    expect(state.groups.map((g) => [g.high, g.options.map((o) => o.low)])).toEqual([
      ['Payments in', ['Lump sum', 'Regular payment']],
      ['Trades', ['Buy', 'Sell']],
      ['Income', ['Distribution']],
    ]);
  });

  it("'All transactions' is selected by default", () => {
    const state = createFilterState(rows);
    expect(isAllSelected(state)).toBe(true);
    expect(filterPanel(state).label).toBe(transactionsTexts.allTransactions);
    expect(filterPanel(state).allSelected).toBe(true);
  });

  it("groups with high level 'N/A' start unselected and are excluded", () => {
    const state = createFilterState(rows);
    expect(state.groups.some((g) => g.high === 'N/A')).toBe(false);
    expect(ids(applyFilters(rows, state))).toEqual([1, 2, 3, 4, 6]);
  });

  it("'All transactions' toggles every option", () => {
    const none = toggleAll(createFilterState(rows));
    expect(none.selected.size).toBe(0);
    expect(isAllSelected(none)).toBe(false);
    expect(applyFilters(rows, none)).toEqual([]);
    const all = toggleAll(none);
    expect(isAllSelected(all)).toBe(true);
    expect(ids(applyFilters(rows, all))).toEqual([1, 2, 3, 4, 6]);
    // Partly selected: 'All transactions' selects everything rather than clearing.
    expect(isAllSelected(toggleAll(toggleOption(all, filterKey('Trades', 'Buy'))))).toBe(true);
  });

  it("each group has a 'Select all' entry, except on the income history", () => {
    expect(filterPanel(createFilterState(rows)).groups.every((g) => g.selectAll?.label === transactionsTexts.selectAll)).toBe(true);
    expect(filterPanel(createFilterState(rows, { selectAllEntries: false })).groups.every((g) => g.selectAll === null)).toBe(true);
  });

  it("'Select all' in a group toggles the group", () => {
    const cleared = toggleGroup(createFilterState(rows), 'Trades');
    expect(isGroupSelected(cleared, 'Trades')).toBe(false);
    expect(ids(applyFilters(rows, cleared))).toEqual([2, 4, 6]);
    const back = toggleGroup(cleared, 'Trades');
    expect(isGroupSelected(back, 'Trades')).toBe(true);
    expect(ids(applyFilters(rows, back))).toEqual([1, 2, 3, 4, 6]);
  });

  it("a group's select-all is set when all its members are selected; 'All' when every group is", () => {
    let state = toggleAll(createFilterState(rows));
    state = toggleOption(state, filterKey('Trades', 'Buy'));
    expect(isGroupSelected(state, 'Trades')).toBe(false);
    expect(ids(applyFilters(rows, state))).toEqual([3]);
    state = toggleOption(state, filterKey('Trades', 'Sell'));
    expect(isGroupSelected(state, 'Trades')).toBe(true);
    expect(isAllSelected(state)).toBe(false);
    state = toggleGroup(toggleGroup(state, 'Payments in'), 'Income');
    expect(isAllSelected(state)).toBe(true);
  });

  it('reversed pairs (transactions equal to twice the reversals) are hidden from the panel', () => {
    const withCheque = [
      ...rows,
      ...buildTransactionRows([
        event({ trevId: 7 }, [of('Payments in', 'Cheque payment', 1, 5)]),
        event({ trevId: 8 }, [of('Payments in', 'Cheque payment', 1, 5, { reversal: true })]),
        event({ trevId: 9 }, [of('Adjustments', 'Adjustment', 7, 1)]),
        event({ trevId: 10 }, [of('Adjustments', 'Adjustment', 7, 1, { reversal: true })]),
        event({ trevId: 11 }, [of('Adjustments', 'Adjustment', 7, 1)]),
      ]),
    ];
    const state = createFilterState(withCheque);
    const panel = filterPanel(state);
    expect(panel.groups.find((g) => g.high === 'Payments in')?.options.map((o) => o.label)).toEqual(['Lump sum', 'Regular payment']);
    // 3 transactions, 1 reversal: not a reversed pair, stays.
    expect(panel.groups.find((g) => g.high === 'Adjustments')?.options.map((o) => o.label)).toEqual(['Adjustment']);
    // Hidden options follow their group's 'Select all'.
    expect(ids(applyFilters(withCheque, state))).toContain(7);
    expect(ids(applyFilters(withCheque, toggleGroup(state, 'Payments in')))).not.toContain(7);
  });

  it('a merged page keeps the choices made: new options follow All / their fully selected group', () => {
    const more = [
      ...rows,
      ...buildTransactionRows([
        event({ trevId: 20 }, [of('Trades', 'Switch in', 3, 3)]),
        event({ trevId: 21 }, [of('Income', 'Interest', 4, 2)]),
      ]),
    ];
    const partial = toggleOption(createFilterState(rows), filterKey('Income', 'Distribution'));
    const next = updateFilterState(partial, more);
    expect(isGroupSelected(next, 'Trades')).toBe(true);
    expect(next.selected.has(filterKey('Income', 'Interest'))).toBe(false);
    expect(next.selected.has(filterKey('Income', 'Distribution'))).toBe(false);
    expect(isAllSelected(updateFilterState(createFilterState(rows), more))).toBe(true);
  });

  it('toggling an unknown option or group changes nothing', () => {
    const state = createFilterState(rows);
    expect(toggleOption(state, 'nope')).toBe(state);
    expect(toggleGroup(state, 'N/A')).toBe(state);
  });

  it('property: toggling an option twice restores the selection, and a row passes exactly when one of its keys is selected', () => {
    const big = buildTransactionRows(syntheticEvents(200, 7));
    const initial = createFilterState(big);
    const keys = initial.groups.flatMap((g) => g.options.map((o) => o.key));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys), { maxLength: 12 }), fc.constantFrom(...keys), (toggles, k) => {
        const state: FilterState = toggles.reduce(toggleOption, initial);
        expect([...toggleOption(toggleOption(state, k), k).selected].sort()).toEqual([...state.selected].sort());
        const shown = new Set(applyFilters(big, state));
        for (const row of big) expect(shown.has(row)).toBe(row.filterKeys.some((f) => state.selected.has(f.key)));
        expect(isAllSelected(state)).toBe(state.groups.every((g) => isGroupSelected(state, g.high)));
      }),
      { numRuns: 40 },
    );
  });
});

describe('totalsRow', () => {
  it("Totals row shown unless 'All transactions' is selected or a search total is active", () => {
    expect(totalsRow(rows, { allSelected: true, searchActive: false })).toBeNull();
    expect(totalsRow(rows, { allSelected: false, searchActive: true })).toBeNull();
    const totals = totalsRow(rows, { allSelected: false, searchActive: false });
    expect(totals?.description).toBe(transactionsTexts.totals);
    expect(totals?.amount).toBe(125);
  });

  it('sums to the penny without floating-point noise', () => {
    expect(
      totalsRow(
        [
          { amount: 0.1, fees: 0.1 },
          { amount: 0.2, fees: null },
        ],
        { allSelected: false, searchActive: false },
      ),
    ).toMatchObject({ amount: 0.3, fees: 0.1 });
  });
});
