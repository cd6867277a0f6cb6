// Edges of the transaction rules that mutation testing showed no test reaching: rows with no mapping,
// a group hidden whole (reversed pairs) under 'All transactions', fee events that also trade, and the
// order of asset suggestions when a code match joins the name matches.
import { describe, expect, it } from 'vitest';
import { buildTransactionRows, filterKey } from './display.ts';
import { event, itrn, mappings } from './fixtures.ts';
import { applyFilters, createFilterState, toggleAll, toggleGroup, toggleOption } from './filters.ts';
import { createSearchIndex, suggest } from './search.ts';
import type { TransactionRow } from './types.ts';

const of = (high: string, low: string, highOrdinal: number, lowOrdinal: number, extra: Parameters<typeof itrn>[0] = {}) =>
  itrn({ itrnMappings: mappings(high, low, { TRX_HIGH_LEVEL_ORDINAL: highOrdinal, TRX_LOW_LEVEL_ORDINAL: lowOrdinal }), ...extra });
const ids = (list: readonly TransactionRow[]): number[] => list.map((r) => r.trevId);

describe('filters: rows with no mapping and groups hidden whole', () => {
  const rows = buildTransactionRows([
    event({ trevId: 1 }, [of('Trades', 'Buy', 3, 1)]),
    // No investment transaction at all: no filter key.
    event({ trevId: 2 }, []),
    // A group whose only option is a reversed pair: hidden from the panel entirely.
    event({ trevId: 3 }, [of('Adjustments', 'Adjustment', 7, 1)]),
    event({ trevId: 4 }, [of('Adjustments', 'Adjustment', 7, 1, { reversal: true })]),
    event({ trevId: 5 }, [of('Income', 'Distribution', 4, 1)]),
  ]);
  const state = createFilterState(rows);

  it('show only under All transactions', () => {
    expect(state.groups.map((g) => g.high)).toEqual(['Trades', 'Income']);
    expect(ids(applyFilters(rows, state))).toEqual([1, 2, 3, 4, 5]);
    // One option off: neither the unmapped row nor the hidden group's rows follow a group.
    const partial = toggleOption(state, filterKey('Income', 'Distribution'));
    expect(ids(applyFilters(rows, partial))).toEqual([1]);
    expect(ids(applyFilters(rows, toggleAll(state)))).toEqual([]);
    expect(ids(applyFilters(rows, toggleGroup(toggleAll(state), 'Income')))).toEqual([5]);
  });
});

describe('display: a fee event that also trades', () => {
  const row = buildTransactionRows([
    event(
      {
        trevId: 1,
        trevTtypDescription: 'Platform charge',
        trevFees: [{ xptpShortDescription: 'Platform charge', dtrnDeductionAmount: 1.5 }],
      },
      [
        of('Fees and charges', 'Platform charge', 6, 1, { itrnTtypDescription: 'Platform charge' }),
        of('Trades', 'Sell', 3, 2, {
          itrnTtypDescription: 'Sell to pay charges',
          fund: { longName: 'Meridian Bond', isin: 'B', shortName: 'MERBND' },
        }),
      ],
    ),
  ])[0]!;

  it('keeps the investment rows and replaces only the fee transactions by fee rows', () => {
    expect(row.subRows.map((s) => [s.kind, s.description])).toEqual([
      ['investment', 'Sell to pay charges - Meridian Bond'],
      ['fee', 'Product fees'],
    ]);
  });

  it('finds the event by its fee description, its type and its shown transactions', () => {
    expect(row.searchKeys.transactionTypes).toEqual(['Platform charge', 'Product fees', 'Sell to pay charges']);
    expect(row.searchKeys.assets.map((a) => a.name)).toEqual(['Meridian Bond']);
  });
});

describe('search: asset suggestions in name order', () => {
  it('a code match joins the name matches in alphabetical order', () => {
    const index = createSearchIndex(
      buildTransactionRows([
        event({ trevId: 1 }, [itrn({ fund: { longName: 'Harbour Global Equity', isin: 'A', shortName: 'HGE' } })]),
        event({ trevId: 2 }, [itrn({ fund: { longName: 'Apex Growth', isin: 'B', shortName: 'HARBOUX' } })]),
        event({ trevId: 3 }, [itrn({ fund: { longName: 'harbour Income', isin: 'C', shortName: 'HINC' } })]),
      ]),
    );
    expect(suggest(index, 'harbou')[0]?.suggestions.map((s) => s.label)).toEqual([
      'Apex Growth',
      'Harbour Global Equity',
      'harbour Income',
    ]);
  });
});
