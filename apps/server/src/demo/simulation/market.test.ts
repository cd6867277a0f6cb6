import { describe, expect, it } from 'vitest';
import { createMarket, isinCheckDigit, isValidIsin, sedolCheckDigit } from './market.ts';
import { testMarket } from './test-support.ts';

describe('ISIN check digits', () => {
  it('matches real ISINs and SEDOLs', () => {
    expect(isinCheckDigit('GB000263494')).toBe(6); // BAE Systems GB0002634946
    expect(isinCheckDigit('US037833100')).toBe(5); // Apple US0378331005
    expect(isValidIsin('GB00B03MLX29')).toBe(true); // Royal Dutch Shell A
    expect(isValidIsin('GB00B03MLX28')).toBe(false);
    expect(sedolCheckDigit('B0YBKJ')).toBe(7); // SEDOL B0YBKJ7
  });
});

describe('createMarket', () => {
  const market = testMarket();

  it('is deterministic: the same seed gives identical output', () => {
    const a = createMarket({ seed: 5, to: '2012-12-31' });
    const b = createMarket({ seed: 5, to: '2012-12-31' });
    expect(JSON.stringify(b.funds)).toBe(JSON.stringify(a.funds));
    expect(JSON.stringify(b.prices)).toBe(JSON.stringify(a.prices));
    const c = createMarket({ seed: 6, to: '2012-12-31' });
    expect(JSON.stringify(c.prices)).not.toBe(JSON.stringify(a.prices));
  });

  it('builds all prices in well under a second', () => {
    const start = performance.now();
    const m = createMarket({ seed: 77, from: '2006-01-01', to: '2026-12-31' });
    const ms = performance.now() - start;
    expect(m.prices.length).toBe(m.funds.length * m.tradingDays.length);
    expect(m.tradingDays.length).toBeGreaterThan(5200);
    expect(ms).toBeLessThan(1000);
  });

  it('has about twelve funds across classes with valid unique GB ISINs and one cash asset', () => {
    const risky = market.funds.filter((f) => f.assetClass !== 'Cash');
    expect(risky.length).toBeGreaterThanOrEqual(11);
    expect(new Set(risky.map((f) => f.assetClass))).toEqual(new Set(['Equity', 'Bond', 'Property', 'Multi-asset']));
    const cash = market.funds.filter((f) => f.assetClass === 'Cash');
    expect(cash).toHaveLength(1);
    expect(cash[0]?.longName).toBe('Cash');
    expect(cash[0]?.fundId).toBe(market.cashFundId);
    for (const f of market.funds) {
      expect(f.isin).toMatch(/^GB00/);
      expect(isValidIsin(f.isin)).toBe(true);
      expect(f.shortName.length).toBeGreaterThan(3);
    }
    expect(new Set(market.funds.map((f) => f.isin)).size).toBe(market.funds.length);
    expect(new Set(market.funds.map((f) => f.fundId)).size).toBe(market.funds.length);
    const shareClasses = new Set(market.profiles.map((p) => p.shareClass));
    expect(shareClasses).toEqual(new Set(['Acc', 'Inc', null]));
    for (const p of market.profiles.filter((x) => x.shareClass === 'Inc')) {
      expect(p.distributionYield).toBeGreaterThan(0);
      expect(p.distributionMonths.length).toBe(4);
    }
  });

  it('prices on trading days only, positive with 6 decimals, cash always 1', () => {
    expect(market.tradingDays[0]).toBe('2006-01-03');
    let bad = 0;
    for (const p of market.prices) {
      if (!(p.price > 0) || Math.round(p.price * 1e6) / 1e6 !== p.price) bad++;
      if (p.fundId === market.cashFundId && p.price !== 1) bad++;
    }
    expect(bad).toBe(0);
    expect(market.tradingDays).not.toContain('2020-12-25');
    expect(market.tradingDays).not.toContain('2026-02-28');
  });

  it('priceOn gives the close of the latest trading day on or before the date', () => {
    const friday = market.priceOn(2, '2026-02-27');
    expect(market.priceOn(2, '2026-02-28')).toBe(friday);
    expect(market.priceOn(2, '2026-03-01')).toBe(friday);
    expect(market.priceOn(2, '2020-12-25')).toBe(market.priceOn(2, '2020-12-24'));
    expect(market.priceOn(market.cashFundId, '2015-06-07')).toBe(1);
    expect(() => market.priceOn(2, '2005-12-30')).toThrow(RangeError);
    expect(market.dayIndexOn('2006-01-02')).toBe(-1);
  });

  it('shows the 2008 crash and the 2020 dip in equities', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const m = createMarket({ seed, to: '2021-12-31' });
      for (const f of m.funds.filter((x) => x.assetClass === 'Equity')) {
        expect(m.priceOn(f.fundId, '2009-03-09') / m.priceOn(f.fundId, '2007-10-12')).toBeLessThan(0.8);
        expect(m.priceOn(f.fundId, '2020-03-23') / m.priceOn(f.fundId, '2020-02-19')).toBeLessThan(0.85);
        expect(m.priceOn(f.fundId, '2021-12-31') / m.priceOn(f.fundId, '2020-03-23')).toBeGreaterThan(1.1);
      }
    }
  });
});
