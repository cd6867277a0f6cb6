// Spec §5: payments and withdrawals are gross of fees except trading fees (grossFlowPence), in the
// replay (analyse) and in the valuation series builder (buildAccountRows) alike.
import { describe, expect, it } from 'vitest';
import { analyse, grossFlowPence } from './analysis.ts';
import { buildAccountRows, categoryColumn, zeroState } from './series.ts';

describe('payments and withdrawals are gross of fees except trading fees (spec §5)', () => {
  it('counts the fees deducted from a payment in back into money in, and leaves withdrawals and other flows as their cash', () => {
    expect(grossFlowPence('in', 97_000, 3_000)).toBe(100_000);
    expect(grossFlowPence('in', 97_000)).toBe(97_000);
    // A withdrawal's cash already holds the fees taken with it: what left the account.
    expect(grossFlowPence('out', -100_000, 2_000)).toBe(-100_000);
    for (const kind of ['adjustment', 'transfer', 'inside', 'trade'] as const) expect(grossFlowPence(kind, -500, 20)).toBe(-500);
  });

  it('replays a £1,000 contribution less a £30 fee as £1,000 in and £30 lost, and a trade with its trading fee as no flow', () => {
    const out = analyse({
      accounts: [{ accountId: 1, accountNumber: 'A1' }],
      from: '2025-01-01',
      to: '2025-01-03',
      openingCash: new Map([[1, 0]]),
      openingUnits: [],
      events: [
        { accountId: 1, date: '2025-01-02', flow: 'contribution', category: 'LUMP_SUMS', pence: 97_000, feesPence: 3_000 },
        // A purchase of £500 of units with a £5 trading fee (itrnFees): its cash is −505, and no fee is counted back.
        { accountId: 1, date: '2025-01-03', flow: 'trade', category: 'TRADES', pence: -50_500 },
      ],
      units: [{ accountId: 1, fundId: 7, date: '2025-01-03', micro: 500_000_000, reRegisteredPence: 0 }],
      priceOn: () => 1,
      sampleDates: ['2024-12-31', '2025-01-02', '2025-01-03'],
    });
    expect(out.total).toMatchObject({
      openingPence: 0,
      closingPence: 96_500,
      moneyInPence: 100_000,
      moneyOutPence: 0,
      gainLossPence: -3_500,
    });
    expect(out.breakdown.get('LUMP_SUMS')?.get('A1')).toBe(100_000);
    expect(out.series.map((p) => p.netPence)).toEqual([0, 100_000, 100_000]);
  });

  it('builds the valuation series with the same gross money in', () => {
    const rows = buildAccountRows({
      accountId: 1,
      from: null,
      end: '2025-01-02',
      opening: zeroState(),
      openingValue: 0,
      held: new Map(),
      events: [{ date: '2025-01-02', flow: 'contribution', category: 'LUMP_SUMS', pence: 97_000, fees: '3000' }],
      units: [],
      prices: new Map(),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value_pence: 97_000, cash_pence: 97_000, money_in: 100_000, flow_pence: 100_000 });
    expect(rows[0]?.[categoryColumn('LUMP_SUMS')]).toBe(100_000);
  });
});
