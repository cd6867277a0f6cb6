import { describe, expect, it } from 'vitest';
import type { AccountSimulation } from '../model.ts';
import { simulateAccount, isaAnnualLimit } from './account.ts';
import { addDays } from '@portal/domain';
import type { Market } from './market.ts';
import { holdingValuePence, toMicro, toPence } from './money.ts';
import { BIG_PLAN, makePlan, PLAN_KINDS, testMarket } from './test-support.ts';
import { transactionType } from './transaction-types.ts';
import { analysisRanges, flowsBetween, gainLoss, isaSubscriptionsByTaxYear, positionsAt, valueAt, valueAtPence } from './valuation.ts';

const market = testMarket();
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 20);
const runs = PLAN_KINDS.flatMap((kind) => SEEDS.map((seed) => ({ kind, seed, sim: simulateAccount(makePlan(kind, seed), market) })));
const RANGE_IDS = analysisRanges('2026-03-02').map((r) => r.id);
const TRADE_ITRNS = new Set(['BUY', 'SELL', 'SWBY', 'SWSL']);

/**
 * Gain/loss computed independently of the valuations, by marking positions to market day by day:
 * price moves on units held, plus the income and charges booked inside the account, plus the
 * tiny rounding each trade makes between units × price and the cash settled. In pence (float).
 */
function markToMarketGain(sim: AccountSimulation, m: Market, from: string, to: string): number {
  const { units } = positionsAt(sim, addDays(from, -1), m.cashFundId);
  const prev = new Map<number, number>();
  const priceBefore = (fundId: number): number =>
    prev.get(fundId) ?? (m.dayIndexOn(addDays(from, -1)) >= 0 ? m.priceOn(fundId, addDays(from, -1)) : 0);
  const events = sim.events.filter((e) => e.trevEffectiveDate >= from && e.trevEffectiveDate <= to);
  let gain = 0;
  let k = 0;
  const start = Math.max(0, m.dayIndexOn(addDays(from, -1)) + 1);
  const end = m.dayIndexOn(to);
  for (let i = start; i <= end; i++) {
    const day = m.tradingDays[i] ?? '';
    for (const [fundId, micro] of units) {
      const p = m.priceAt(fundId, i);
      gain += (micro / 1e6) * (p - priceBefore(fundId)) * 100;
    }
    for (const [fundId] of units) prev.set(fundId, m.priceAt(fundId, i));
    for (; k < events.length && (events[k]?.trevEffectiveDate ?? '') === day; k++) {
      const e = events[k];
      if (!e) break;
      const flow = transactionType(e.trevTtypCode).flow;
      if (flow === 'distribution' || flow === 'interest' || flow === 'rebate' || flow === 'fee') gain += toPence(e.trevAmount);
      for (const t of e.investmentTransactions) {
        if (t.fundId === m.cashFundId || t.itrnEffectiveUnits === 0) continue;
        const micro = toMicro(t.itrnEffectiveUnits);
        const p = m.priceAt(t.fundId, i);
        if (TRADE_ITRNS.has(t.itrnTtypCode)) gain += (micro / 1e6) * p * 100 + toPence(t.itrnEffectiveAmount);
        else if (t.itrnTtypCode === 'RREG') gain += (micro / 1e6) * p * 100 - holdingValuePence(micro, t.itrnPriceApplied);
        units.set(t.fundId, (units.get(t.fundId) ?? 0) + micro);
        prev.set(t.fundId, p);
      }
    }
  }
  expect(k).toBe(events.length);
  return gain;
}

describe('valuation by replay', () => {
  it('valueAt(valuation date) equals the holdings total; replayed cash and units equal the holdings', () => {
    for (const { sim } of runs) {
      expect(valueAt(sim, market, sim.valuationDate)).toBe(sim.totalValue);
      const { cashPence, units } = positionsAt(sim, sim.valuationDate, market.cashFundId);
      expect(cashPence).toBe(toPence(sim.cashBalance));
      expect(cashPence).toBe(toPence(sim.holdings.find((h) => h.fundId === market.cashFundId)?.value ?? -1));
      const held = new Map(sim.holdings.filter((h) => h.fundId !== market.cashFundId).map((h) => [h.fundId, toMicro(h.units)]));
      expect(units).toEqual(held);
    }
  });

  it('is zero before the account opens and the cash balance of each event matches the replay', () => {
    for (const { sim } of runs.slice(0, 20)) {
      const first = sim.events[0];
      if (!first) continue;
      expect(valueAt(sim, market, addDays(first.trevEffectiveDate, -1))).toBe(0);
      const lastOfDay = new Map(sim.events.map((e) => [e.trevEffectiveDate, e.cashBalance]));
      let checked = 0;
      for (const [day, balance] of lastOfDay) {
        if (checked++ % 25 !== 0) continue;
        expect(positionsAt(sim, day).cashPence).toBe(toPence(balance));
      }
    }
  });
});

describe.each(PLAN_KINDS)('gain/loss reconciliation over every preset range and many seeds: %s', (kind) => {
  const mine = runs.filter((r) => r.kind === kind);

  it.each(RANGE_IDS)('%s: closing = opening + money in − money out + adjustments + transfers + gain/loss, to the penny', (rangeId) => {
    for (const { sim } of mine) {
      const range = analysisRanges('2026-03-02').find((r) => r.id === rangeId);
      if (!range) throw new Error(rangeId);
      const g = gainLoss(sim, market, range.startDate, range.endDate);
      const f = g.flows;
      const p = toPence;
      // The identity of spec §5.
      expect(p(g.closingValue)).toBe(
        p(g.openingValue) + p(g.moneyIn) - p(g.moneyOut) + p(g.adjustments) + p(g.interAccountTransfers) + p(g.gainLoss),
      );
      expect(p(g.openingValue)).toBe(valueAtPence(sim, market, addDays(range.startDate, -1)));
      // Every cash movement is classified: the change in cash is the sum of the flows and trades.
      const cashChange = positionsAt(sim, range.endDate).cashPence - positionsAt(sim, addDays(range.startDate, -1)).cashPence;
      expect(cashChange).toBe(
        p(f.moneyIn) -
          p(f.reRegistrations) -
          p(f.moneyOut) +
          p(f.distributions) +
          p(f.interest) +
          p(f.rebates) -
          p(f.fees) +
          p(f.adjustments) +
          p(f.interAccountTransfers) +
          p(f.tradesNet),
      );
      // The real check: gain/loss equals the market movement of what was held plus income less charges.
      const independent = markToMarketGain(sim, market, range.startDate, range.endDate);
      expect(Math.abs(p(g.gainLoss) - independent)).toBeLessThanOrEqual(15);
    }
  });
});

describe('flows and allowances', () => {
  it('splits money in from distributions/rebates and money out from fees', () => {
    const sim = runs.find((r) => r.kind === 'gia')?.sim;
    if (!sim) throw new Error('no gia');
    const f = flowsBetween(sim, '2006-01-01', '2026-03-01');
    expect(f.eventCount).toBe(sim.events.length);
    expect(f.moneyIn).toBeGreaterThan(0);
    expect(f.fees).toBeGreaterThan(0);
    expect(f.distributions).toBeGreaterThan(0);
    expect(f.moneyIn).toBeCloseTo(f.contributions + f.taxRelief + f.transfersIn + f.employerPayments + f.reRegistrations, 2);
  });

  it('reports ISA subscriptions per tax year within the limit', () => {
    for (const { sim } of runs.filter((r) => r.kind === 'isa')) {
      for (const [year, amount] of isaSubscriptionsByTaxYear(sim)) {
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(isaAnnualLimit(year));
      }
    }
  });

  it('gives a closed account zero closing value and reconciles its whole life', () => {
    for (const { sim } of runs.filter((r) => r.kind === 'closed')) {
      const g = gainLoss(sim, market, '2006-01-01', sim.valuationDate);
      expect(g.closingValue).toBe(0);
      expect(g.openingValue).toBe(0);
      expect(toPence(g.gainLoss)).toBe(
        -toPence(g.moneyIn) + toPence(g.moneyOut) - toPence(g.adjustments) - toPence(g.interAccountTransfers),
      );
    }
  });

  it('reconciles the big account over every range', () => {
    const sim = simulateAccount(BIG_PLAN, market);
    expect(valueAt(sim, market, sim.valuationDate)).toBe(sim.totalValue);
    for (const range of analysisRanges(BIG_PLAN.asOf)) {
      const g = gainLoss(sim, market, range.startDate, range.endDate);
      expect(Math.abs(toPence(g.gainLoss) - markToMarketGain(sim, market, range.startDate, range.endDate))).toBeLessThanOrEqual(15);
    }
  });

  it('resolves the presets like @portal/domain but ending at the valuation date', () => {
    const ranges = Object.fromEntries(analysisRanges('2026-03-02').map((r) => [r.id, [r.startDate, r.endDate]]));
    expect(ranges).toEqual({
      CURRENT_TAX_YEAR: ['2025-04-06', '2026-03-01'],
      LAST_TAX_YEAR: ['2024-04-06', '2025-04-05'],
      LAST_3_MONTHS: ['2025-12-02', '2026-03-01'],
      LAST_6_MONTHS: ['2025-09-02', '2026-03-01'],
      LAST_12_MONTHS: ['2025-03-02', '2026-03-01'],
      LAST_3_YEARS: ['2023-03-02', '2026-03-01'],
      LAST_5_YEARS: ['2021-03-02', '2026-03-01'],
      ALL_DATES: ['2006-01-01', '2026-03-01'],
    });
  });
});
