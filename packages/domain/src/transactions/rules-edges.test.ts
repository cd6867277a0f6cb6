// Edges of the transaction rules that mutation testing showed no test reaching: rows with no mapping,
// a group hidden whole (reversed pairs) under 'All transactions', fee events that also trade, and the
// order of asset suggestions when a code match joins the name matches.
import { describe, expect, it } from 'vitest';
import { buildTransactionRows, feeGroup, filterKey } from './display.ts';
import { event, itrn, mappings } from './fixtures.ts';
import { applyFilters, createFilterState, toggleAll, toggleGroup, toggleOption } from './filters.ts';
import { createSearchIndex, suggest } from './search.ts';
import type { TransactionRow } from './types.ts';

const of = (high: string, low: string, highOrdinal: number, lowOrdinal: number, extra: Parameters<typeof itrn>[0] = {}) =>
  itrn({ itrnMappings: mappings(high, low, { TRX_HIGH_LEVEL_ORDINAL: highOrdinal, TRX_LOW_LEVEL_ORDINAL: lowOrdinal }), ...extra });
const ids = (list: readonly TransactionRow[]): number[] => list.map((r) => r.trevId);

describe('filters: rows with no mapping and groups hidden whole', () => {
  // Built inside the test (not at load time) so mutation testing counts it as the test's coverage.
  const build = () =>
    buildTransactionRows([
      event({ trevId: 1 }, [of('Trades', 'Buy', 3, 1)]),
      // No investment transaction at all: no filter key.
      event({ trevId: 2 }, []),
      // A group whose only option is a reversed pair: hidden from the panel entirely.
      event({ trevId: 3 }, [of('Adjustments', 'Adjustment', 7, 1)]),
      event({ trevId: 4 }, [of('Adjustments', 'Adjustment', 7, 1, { reversal: true })]),
      event({ trevId: 5 }, [of('Income', 'Distribution', 4, 1)]),
    ]);

  it('show only under All transactions', () => {
    const rows = build();
    const state = createFilterState(rows);
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
  const build = () =>
    buildTransactionRows([
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
    const row = build();
    expect(row.subRows.map((s) => [s.kind, s.description])).toEqual([
      ['investment', 'Sell to pay charges - Meridian Bond'],
      ['fee', 'Product fees'],
    ]);
  });

  it('finds the event by its fee description, its type and its shown transactions', () => {
    const row = build();
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

describe('display: keys, plain synthetic rows and ISA wrappers', () => {
  it('fee groups are read without case or surrounding spaces', () => {
    expect(feeGroup('  ADVICE fee (Initial) ')).toBe('Advice fee (initial)');
    expect(feeGroup('INITIAL ADVISER FEE')).toBe('Advice fee (initial)');
    expect(feeGroup('Initial charge')).toBe('Product fees');
  });

  it('every row has a key naming its kind and id; fee and payment rows are never italic or unsettled', () => {
    const payment = { type: 'BACS', bankSortCode: '123456', bankAccountNumber: '12345678', effectiveDate: '2025-03-12', amount: 5 };
    const row = buildTransactionRows([
      event(
        {
          trevId: 41,
          trevFees: [{ xptpShortDescription: 'Product fees', dtrnDeductionAmount: 1 }],
          paymentDetails: payment,
          pending: true,
        },
        [itrn({ itrnId: 77, orderStatus: 'Awaiting order' })],
      ),
    ])[0]!;
    expect(row.key).toBe('e41');
    expect(row.subRows.map((s) => [s.key, s.kind, s.italic, s.unsettled])).toEqual([
      ['i77', 'investment', true, true],
      ['f41-Product fees', 'fee', false, false],
      ['p41', 'payment', false, false],
    ]);
  });

  it("a Bed and ISA event's balance is blank on an ISA wrapper, named in any case with spaces, and only there", () => {
    const build = (wrapperType: string) =>
      buildTransactionRows([event({ trevId: 50, trevTtypCode: 'BISA' })], { wrapperType, cashBalances: [{ trevId: 50, balance: 9 }] })[0]!
        .cashBalance;
    expect(build(' isa ')).toBeNull();
    expect(build('ISA')).toBeNull();
    expect(build('NISA')).toBe(9);
    expect(build('ISA2')).toBe(9);
    expect(build('SIPP')).toBe(9);
  });
});

describe('edges the first mutation runs found open', () => {
  it('a Fees and charges transaction shows on an event without fee rows; unmapped ones never break the rows', () => {
    const [plain, unmapped] = buildTransactionRows([
      event({ trevId: 60, trevFees: [] }, [of('Fees and charges', 'Platform charge', 6, 1, { itrnTtypDescription: 'Platform charge' })]),
      event({ trevId: 61, trevFees: [{ xptpShortDescription: 'Product fees', dtrnDeductionAmount: 1 }] }, [
        itrn({ itrnMappings: undefined as never, itrnTtypDescription: 'Sell' }),
      ]),
    ]);
    expect(plain!.subRows.map((s) => s.kind)).toEqual(['investment']);
    expect(unmapped!.subRows.map((s) => s.kind)).toEqual(['investment', 'fee']);
  });

  it("a reversed pair inside a shown group follows that group's Select all while another group is off", () => {
    const rows = buildTransactionRows([
      event({ trevId: 70 }, [of('Payments in', 'Lump sum', 1, 1)]),
      event({ trevId: 71 }, [of('Payments in', 'Cheque payment', 1, 5)]),
      event({ trevId: 72 }, [of('Payments in', 'Cheque payment', 1, 5, { reversal: true })]),
      event({ trevId: 73 }, [of('Trades', 'Buy', 3, 1)]),
    ]);
    const tradesOff = toggleGroup(createFilterState(rows), 'Trades');
    expect(ids(applyFilters(rows, tradesOff))).toEqual([70, 71, 72]);
  });
});
