import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transactionsTexts } from '../texts/transactions.ts';
import { buildTransactionRows, feeGroup, isUnsettledOrder } from './display.ts';
import { event, itrn, mappings, syntheticEvents } from './fixtures.ts';
import { formatTransactionCell, TRANSACTION_COLUMN_ORDER } from './format.ts';

const only = <T>(list: readonly T[]): T => {
  expect(list).toHaveLength(1);
  return list[0] as T;
};

describe('buildTransactionRows', () => {
  it('one event row per event with its investment transactions as expandable sub-rows', () => {
    const a = itrn({ itrnTtypDescription: 'Buy', fund: { longName: 'Alpha Fund', isin: 'GB1' } });
    const b = itrn({ itrnTtypDescription: 'Buy', fund: { longName: 'Beta Fund', isin: 'GB2' } });
    const [row] = buildTransactionRows([event({ trevTtypDescription: 'Buy', trevAmount: -25 }, [a, b])]);
    expect(row?.description).toBe('Buy');
    expect(row?.amount).toBe(-25);
    expect(row?.subRows.map((s) => [s.kind, s.description])).toEqual([
      ['investment', 'Buy - Alpha Fund'],
      ['investment', 'Buy - Beta Fund'],
    ]);
    expect(row?.subRows[0]?.units).toBe(a.itrnEffectiveUnits);
    expect(row?.subRows[0]?.price).toBe(a.itrnPriceApplied);
  });

  it('withdrawal payments: synthetic row "Paid to bank account {sort code} / {number}", sort code as hyphenated pairs', () => {
    const e = event(
      {
        trevTtypCode: 'DDIP',
        trevAmount: -250,
        paymentDetails: { type: 'BACS', bankSortCode: '401276', bankAccountNumber: '12345678', effectiveDate: '2025-03-12', amount: 250 },
      },
      [itrn({ itrnMappings: mappings('Withdrawals', 'Drawdown income') })],
    );
    const payment = only(buildTransactionRows([e])[0]?.subRows.filter((s) => s.kind === 'payment') ?? []);
    expect(payment.description).toBe('Paid to bank account 40-12-76 / 12345678');
    expect(payment.description).toBe(transactionsTexts.paidToBankAccount('40-12-76', '12345678'));
    expect(payment.amount).toBe(-250);
    expect(payment.effectiveDate).toBe('2025-03-12');
  });

  it('fee events: rows under Fees and charges with negated amounts, grouped as Advice fee (initial) or Product fees', () => {
    const e = event(
      {
        trevTtypCode: 'PLAT',
        trevFees: [
          { xptpShortDescription: 'Advice fee (initial)', dtrnDeductionAmount: 10 },
          { xptpShortDescription: 'Platform charge', dtrnDeductionAmount: 1.1 },
          { xptpShortDescription: 'Product fees', dtrnDeductionAmount: 2.2 },
        ],
      },
      [itrn({ itrnMappings: mappings('Fees and charges', 'Platform charge'), itrnEffectiveAmount: -13.3 })],
    );
    const row = buildTransactionRows([e])[0];
    // The synthetic rows replace the event's own fee transaction, so no fee is listed twice.
    expect(row?.subRows.map((s) => [s.kind, s.description, s.amount])).toEqual([
      ['fee', 'Advice fee (initial)', -10],
      ['fee', 'Product fees', -3.3],
    ]);
    expect(row?.filterKeys.map((k) => [k.high, k.low])).toEqual([['Fees and charges', 'Platform charge']]);
  });

  it('fee grouping: initial advice fee recognised by its short description, anything else is a product fee', () => {
    expect(feeGroup('Advice fee (initial)')).toBe('Advice fee (initial)');
    expect(feeGroup('Initial advice fee')).toBe('Advice fee (initial)');
    expect(feeGroup('Ongoing adviser fee')).toBe('Product fees');
    expect(feeGroup('Platform charge')).toBe('Product fees');
  });

  it.each(['Awaiting confirmation', 'Awaiting order'])('units and price hidden for orders "%s"', (orderStatus) => {
    const sub = buildTransactionRows([event({}, [itrn({ orderStatus })])])[0]?.subRows[0];
    expect(sub?.units).toBeNull();
    expect(sub?.price).toBeNull();
    expect(sub && formatTransactionCell(sub, 'units')).toBe('');
  });

  it.each(['Not ordered', 'Settled', 'Cancelled'])('order status: "%s" is settled, not italic, description unchanged', (orderStatus) => {
    const sub = buildTransactionRows([event({}, [itrn({ orderStatus, fund: { longName: 'Alpha', isin: 'X' } })])])[0]?.subRows[0];
    expect(sub?.unsettled).toBe(false);
    expect(sub?.italic).toBe(false);
    expect(sub?.description).toBe('Buy - Alpha');
  });

  it('order status: any other status is unsettled, italic, and the description gets the status plus the formatted expected settlement date', () => {
    const [withDate, withoutDate] =
      buildTransactionRows([
        event({}, [
          itrn({ orderStatus: 'Placed', xordExpCashSettlementDate: '2025-03-14', fund: { longName: 'Alpha', isin: 'X' } }),
          itrn({ orderStatus: 'Placed', xordExpCashSettlementDate: null, fund: { longName: 'Beta', isin: 'Y' } }),
        ]),
      ])[0]?.subRows ?? [];
    expect(withDate?.unsettled).toBe(true);
    expect(withDate?.italic).toBe(true);
    expect(withDate?.description).toBe(transactionsTexts.withOrderStatus('Buy - Alpha', 'Placed', '14.03.25'));
    expect(withDate?.description).toBe('Buy - Alpha - Placed 14.03.25');
    expect(withoutDate?.description).toBe('Buy - Beta - Placed');
  });

  it('order status property: unsettled exactly when the status is not Not ordered, Settled or Cancelled', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('Not ordered', 'Settled', 'Cancelled', 'Placed', 'Awaiting order'), fc.string({ minLength: 1 })),
        (status) => {
          expect(isUnsettledOrder(status)).toBe(!['Not ordered', 'Settled', 'Cancelled'].includes(status));
        },
      ),
    );
  });

  it('unsettled transfer: eventStatus neither Completed nor None puts the status in brackets', () => {
    const rows = buildTransactionRows([
      event({ trevTtypDescription: 'Transfer in', eventStatus: 'Awaiting settlement' }),
      event({ trevTtypDescription: 'Transfer in', eventStatus: 'Completed' }),
      event({ trevTtypDescription: 'Transfer in', eventStatus: 'None' }),
    ]);
    expect(rows.map((r) => [r.description, r.unsettledTransfer])).toEqual([
      ['Transfer in (Awaiting settlement)', true],
      ['Transfer in', false],
      ['Transfer in', false],
    ]);
  });

  it('pending events are italic', () => {
    const [pending, done] = buildTransactionRows([event({ pending: true }), event({ pending: false })]);
    expect(pending?.italic).toBe(true);
    expect(done?.italic).toBe(false);
  });

  it('TRX_HISTORY "Hide" hides the sub-row (the event still carries its filter level)', () => {
    const hidden = itrn({
      fund: { longName: 'Hidden Fund', isin: 'H' },
      itrnMappings: mappings('Adjustments', 'Internal', { TRX_HISTORY: 'Hide' }),
    });
    const row = buildTransactionRows([event({}, [itrn({ fund: { longName: 'Shown', isin: 'S' } }), hidden])])[0];
    expect(row?.subRows.map((s) => s.description)).toEqual(['Buy - Shown']);
    expect(row?.searchKeys.assets.map((a) => a.name)).toEqual(['Shown']);
    expect(row?.filterKeys.map((k) => k.low)).toEqual(['Buy', 'Internal']);
  });

  it('running cash balance per event from cashBalances by trevId; blank when missing', () => {
    const rows = buildTransactionRows([event({ trevId: 1 }), event({ trevId: 2 })], { cashBalances: [{ trevId: 1, balance: 123.45 }] });
    expect(rows.map((r) => r.cashBalance)).toEqual([123.45, null]);
    expect(rows[0]?.subRows[0]?.cashBalance).toBeNull();
  });

  it('cash balance is blank for the Bed and ISA transfer type (BISA) on ISA accounts only', () => {
    const events = [event({ trevId: 1, trevTtypCode: 'BISA' }), event({ trevId: 2, trevTtypCode: 'LSCN' })];
    const cashBalances = [
      { trevId: 1, balance: 10 },
      { trevId: 2, balance: 20 },
    ];
    expect(buildTransactionRows(events, { accountType: 'Isa', cashBalances }).map((r) => r.cashBalance)).toEqual([null, 20]);
    expect(buildTransactionRows(events, { wrapperType: 'ISA', cashBalances }).map((r) => r.cashBalance)).toEqual([null, 20]);
    expect(buildTransactionRows(events, { accountType: 'GIA', wrapperType: 'GIA', cashBalances }).map((r) => r.cashBalance)).toEqual([
      10, 20,
    ]);
  });

  it('each row carries its filter keys (high/low level with ordinals) and search keys (assets, codes, type descriptions)', () => {
    const row = buildTransactionRows([
      event({ trevTtypDescription: 'Rebalance switch' }, [
        itrn({
          itrnTtypDescription: 'Switch in',
          fund: { longName: 'Alpha', isin: 'A', shortName: 'ALPHAX' },
          itrnMappings: mappings('Trades', 'Switch in', { TRX_HIGH_LEVEL_ORDINAL: 3, TRX_LOW_LEVEL_ORDINAL: 3 }),
        }),
        itrn({
          itrnTtypDescription: 'Switch out',
          fund: { longName: 'Beta', isin: 'B' },
          itrnMappings: mappings('Trades', 'Switch out', { TRX_HIGH_LEVEL_ORDINAL: 3, TRX_LOW_LEVEL_ORDINAL: 4 }),
          reversal: true,
        }),
      ]),
    ])[0];
    expect(row?.filterKeys).toEqual([
      expect.objectContaining({ high: 'Trades', highOrdinal: 3, low: 'Switch in', lowOrdinal: 3, transactions: 1, reversals: 0 }),
      expect.objectContaining({ high: 'Trades', low: 'Switch out', lowOrdinal: 4, transactions: 1, reversals: 1 }),
    ]);
    expect(row?.searchKeys.assets).toEqual([
      { name: 'Alpha', code: 'ALPHAX' },
      { name: 'Beta', code: null },
    ]);
    expect(row?.searchKeys.transactionTypes).toEqual(['Rebalance switch', 'Switch in', 'Switch out']);
  });

  it('the nine columns: dates, description, units, price with 4 decimals, fees, amount, cash balance', () => {
    const row = buildTransactionRows(
      [event({ trevAmount: -1234.5 }, [itrn({ itrnPriceApplied: 1.234567, itrnEffectiveUnits: 10.5, itrnFees: 1.5 })])],
      {
        cashBalances: [],
      },
    )[0];
    const sub = row?.subRows[0];
    expect(TRANSACTION_COLUMN_ORDER).toHaveLength(9);
    expect(row && TRANSACTION_COLUMN_ORDER.map((c) => formatTransactionCell(row, c))).toEqual([
      '10.03.25',
      '11.03.25',
      '11.03.25',
      'Buy',
      '',
      '',
      '£1.50',
      '-£1,234.50',
      '',
    ]);
    expect(sub && formatTransactionCell(sub, 'price')).toBe('£1.2346');
    expect(sub && formatTransactionCell(sub, 'units')).toBe('10.5000');
    expect(sub && formatTransactionCell(sub, 'amount', { symbol: false })).toBe('-12.50');
    expect(row && formatTransactionCell(row, 'effectiveDate', { dateFormat: 'DD/MM/YYYY' })).toBe('10/03/2025');
  });

  it('property: every event gives exactly one row, in order, and shown sub-rows never exceed its transactions plus synthetic rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 1000 }), (count, seed) => {
        const events = syntheticEvents(count, seed);
        const rows = buildTransactionRows(events);
        expect(rows.map((r) => r.trevId)).toEqual(events.map((e) => e.trevId));
        rows.forEach((row, i) => {
          const e = events[i];
          const itrns = e?.accountTransactions.flatMap((a) => a.investmentTransactions) ?? [];
          expect(row.subRows.length).toBeLessThanOrEqual(itrns.length + 2 + 1);
          for (const sub of row.subRows) if (sub.kind === 'fee') expect(sub.amount).toBeLessThanOrEqual(0);
        });
      }),
      { numRuns: 50 },
    );
  });
});
