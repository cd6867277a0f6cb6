import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineHoldings, combinedPortfolioValue, sumMoney, toPence } from './combined-holdings.ts';

const holding = (fundId: number, value: number, units = 1) => ({
  fundId,
  units,
  value,
  percentageOfAccount: 0,
  percentageOfPortfolio: 0,
  asset: `Fund ${fundId}`,
});

describe('combined portfolio value', () => {
  it('adds the open accounts to the penny and leaves closed ones out', () => {
    const accounts = [
      { accountStatus: 'Open', totalHoldings: 1000.1 },
      { accountStatus: 'Open', totalHoldings: 0.2 },
      { accountStatus: 'Closed', totalHoldings: 999 },
      { accountStatus: 'Open', totalHoldings: null },
    ];
    expect(combinedPortfolioValue(accounts)).toBe(1000.3);
  });

  it('rounds each value half-down to the penny (ties toward zero), unlike Math.round', () => {
    expect(toPence(1.005)).toBe(100);
    expect(toPence(2.675)).toBe(267);
    expect(toPence(-1.005)).toBe(-100);
    expect(sumMoney([0.125, 0.125])).toBe(0.24);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });
});

describe('combined holdings', () => {
  it('merges a fund held in two accounts and gives each fund its share of the portfolio', () => {
    const merged = combineHoldings([[holding(1, 600.005, 2), holding(2, 100)], [holding(1, 300, 1.5)]], 1000);
    expect(merged.map((h) => [h.fundId, h.units, h.value, h.percentageOfPortfolio, h.percentageOfAccount])).toEqual([
      [1, 3.5, 900, 90, 90],
      [2, 1, 100, 10, 10],
    ]);
    expect(merged[0]?.asset).toBe('Fund 1');
  });

  it('rounds a share half-down: a tie (1/800 = 0.125 %) goes down, more than half goes up', () => {
    expect(combineHoldings([[holding(1, 1.25)]], 800)[0]?.percentageOfPortfolio).toBe(0.16);
    expect(combineHoldings([[holding(1, 1)]], 800)[0]?.percentageOfPortfolio).toBe(0.12);
  });

  it('gives no share when the portfolio has no value', () => {
    expect(combineHoldings([[holding(1, 5)]], 0)[0]?.percentageOfPortfolio).toBe(0);
  });

  const penny = fc.integer({ min: 0, max: 10_000_000 }).map((p) => p / 100);
  const accounts = fc.array(fc.array(fc.record({ fundId: fc.integer({ min: 1, max: 6 }), value: penny }), { maxLength: 6 }), {
    minLength: 1,
    maxLength: 5,
  });

  it('keeps every penny: the merged holdings add up to the accounts’ holdings exactly', () => {
    fc.assert(
      fc.property(accounts, (perAccount) => {
        const lists = perAccount.map((list) => list.map((h) => holding(h.fundId, h.value)));
        const total = sumMoney(lists.flat().map((h) => h.value));
        const merged = combineHoldings(lists, total);
        expect(toPence(sumMoney(merged.map((h) => h.value)))).toBe(toPence(total));
        expect(new Set(merged.map((h) => h.fundId)).size).toBe(merged.length);
      }),
    );
  });

  it('the total equals the sum of the open accounts’ values to the penny', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ open: fc.boolean(), value: penny }), { maxLength: 8 }), (list) => {
        const value = combinedPortfolioValue(list.map((a) => ({ accountStatus: a.open ? 'Open' : 'Closed', totalHoldings: a.value })));
        const expectedPence = list.filter((a) => a.open).reduce((sum, a) => sum + Math.round(a.value * 100), 0);
        expect(Math.round(value * 100)).toBe(expectedPence);
        expect(toPence(value)).toBe(expectedPence);
      }),
    );
  });

  it('shares of a portfolio made of its holdings add up to about 100 %', () => {
    fc.assert(
      fc.property(accounts, (perAccount) => {
        const lists = perAccount.map((list) => list.map((h) => holding(h.fundId, h.value)));
        const total = sumMoney(lists.flat().map((h) => h.value));
        fc.pre(total > 0);
        const merged = combineHoldings(lists, total);
        const shares = merged.reduce((sum, h) => sum + h.percentageOfPortfolio, 0);
        // Each share loses less than 0.01 % to rounding down, and none is rounded up by more than 0.005 %.
        expect(shares).toBeLessThanOrEqual(100 + 0.005 * merged.length + 1e-9);
        expect(shares).toBeGreaterThanOrEqual(100 - 0.01 * merged.length - 1e-9);
        for (const h of merged) expect(h.percentageOfPortfolio).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
