import { describe, expect, it } from 'vitest';
import type { AccountSimulation, TransactionEvent } from '../model.ts';
import { simulateAccount, isaAnnualLimit, wrapperKind } from './account.ts';
import {
  addDays,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  taxYearOf,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
} from '@portal/domain';
import { holdingValuePence, toMicro, toPence } from './money.ts';
import { AS_OF, BIG_PLAN, makePlan, PLAN_KINDS, testMarket, type PlanKind } from './test-support.ts';
import { EXCLUDED_TTYPE_CODES, ISA_SUBSCRIPTION_TREV_CODES } from './transaction-types.ts';

const market = testMarket();
const SEEDS = Array.from({ length: 10 }, (_, i) => i);
const sims = new Map<PlanKind, { seed: number; plan: ReturnType<typeof makePlan>; sim: AccountSimulation }[]>(
  PLAN_KINDS.map((kind) => [
    kind,
    SEEDS.map((seed) => {
      const plan = makePlan(kind, seed);
      return { seed, plan, sim: simulateAccount(plan, market) };
    }),
  ]),
);
const all = [...sims.values()].flat();
const codesOf = (events: TransactionEvent[]): Set<string> => new Set(events.map((e) => e.trevTtypCode));

describe('wrapper helpers', () => {
  it('classifies wrappers and knows the ISA limits', () => {
    expect(wrapperKind('Unsecured APP')).toBe('drawdown');
    expect(wrapperKind('Drawdown (former PR)')).toBe('drawdown');
    expect(wrapperKind('APP')).toBe('pension');
    expect(wrapperKind('Pension (former PR)')).toBe('pension');
    expect(wrapperKind('Isa')).toBe('isa');
    expect(wrapperKind('GIA')).toBe('gia');
    expect([2006, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2025].map(isaAnnualLimit)).toEqual([
      7200, 7200, 10200, 10680, 11280, 11520, 15000, 15240, 15240, 20000, 20000,
    ]);
  });
});

describe('simulateAccount determinism', () => {
  it.each(PLAN_KINDS)('%s: the same plan gives byte-identical output, another seed differs', (kind) => {
    const plan = makePlan(kind, 3);
    const a = JSON.stringify(simulateAccount(plan, market));
    expect(JSON.stringify(simulateAccount(plan, market))).toBe(a);
    expect(JSON.stringify(simulateAccount({ ...plan, seed: plan.seed + 1 }, market))).not.toBe(a);
  });
});

describe.each(PLAN_KINDS)('simulateAccount invariants: %s', (kind) => {
  const runs = sims.get(kind) ?? [];

  it('produces unique positive ids, in date order, within the account life', () => {
    for (const { plan, sim } of runs) {
      const end = plan.closedDate !== null && plan.closedDate < plan.asOf ? plan.closedDate : addDays(plan.asOf, -1);
      const trevIds = sim.events.map((e) => e.trevId);
      const itrnIds = sim.events.flatMap((e) => e.investmentTransactions.map((t) => t.itrnId));
      expect(new Set(trevIds).size).toBe(trevIds.length);
      expect(new Set(itrnIds).size).toBe(itrnIds.length);
      expect(trevIds.every((id, i) => Number.isInteger(id) && id > 0 && (i === 0 || id > (trevIds[i - 1] ?? 0)))).toBe(true);
      let previous = '';
      const problems: string[] = [];
      for (const e of sim.events) {
        const ok =
          e.accountNumber === plan.accountNumber &&
          e.trevEffectiveDate >= plan.openedDate &&
          e.trevEffectiveDate <= end &&
          e.trevProcessedDate <= end &&
          e.trevEffectiveDate < plan.asOf &&
          isTradingDay(e.trevEffectiveDate) &&
          (e.trevProcessedDate === e.trevEffectiveDate || e.trevProcessedDate === nextTradingDay(e.trevEffectiveDate)) &&
          e.trevReportingDate === e.trevProcessedDate &&
          e.trevEffectiveDate >= previous &&
          e.investmentTransactions.every((t) => t.itrnEffectiveDate === e.trevEffectiveDate);
        if (!ok) problems.push(`${e.trevId} ${e.trevTtypCode} ${e.trevEffectiveDate}/${e.trevProcessedDate}`);
        previous = e.trevEffectiveDate;
      }
      expect(problems).toEqual([]);
      expect(sim.events[0]?.trevEffectiveDate).toBe(tradingDayOnOrAfter(plan.openedDate));
    }
  });

  it('never lets cash go negative and keeps the running balance exact', () => {
    for (const { sim } of runs) {
      let cash = 0;
      const problems: number[] = [];
      for (const e of sim.events) {
        const itrnSum = e.investmentTransactions.reduce((s, t) => s + toPence(t.itrnEffectiveAmount), 0);
        cash += toPence(e.trevAmount);
        if (itrnSum !== toPence(e.trevAmount) || toPence(e.cashBalance) !== cash || e.cashBalance < 0) problems.push(e.trevId);
      }
      expect(problems).toEqual([]);
      expect(toPence(sim.cashBalance)).toBe(cash);
    }
  });

  it('never lets units go negative', () => {
    let negatives = 0;
    for (const { sim } of runs) {
      const units = new Map<number, number>();
      for (const e of sim.events) {
        for (const t of e.investmentTransactions) {
          if (t.fundId === market.cashFundId) continue;
          const next = (units.get(t.fundId) ?? 0) + toMicro(t.itrnEffectiveUnits);
          if (next < 0) negatives++;
          units.set(t.fundId, next);
        }
      }
    }
    expect(negatives).toBe(0);
  });

  it('values holdings at the previous trading day close, cash first, totals to the penny', () => {
    for (const { plan, sim } of runs) {
      expect(sim.valuationDate).toBe(addDays(plan.asOf, -1));
      const priceDay = previousTradingDay(plan.asOf);
      expect(sim.holdings[0]?.fundId).toBe(market.cashFundId);
      expect(sim.holdings[0]?.value).toBe(sim.cashBalance);
      let total = 0;
      for (const h of sim.holdings) {
        expect(h.price).toBe(market.priceOn(h.fundId, priceDay));
        expect(toPence(h.value)).toBe(holdingValuePence(toMicro(h.units), h.price));
        expect(h.units).toBeGreaterThanOrEqual(0);
        total += toPence(h.value);
      }
      expect(toPence(sim.totalValue)).toBe(total);
    }
  });

  it('pays money out to the bank account with payment details, and books fees with trevFees', () => {
    for (const { plan, sim } of runs) {
      const problems: string[] = [];
      for (const e of sim.events) {
        let ok = e.investmentTransactions.length > 0;
        if (['RWDR', 'DDIP', 'WDAH', 'NINC'].includes(e.trevTtypCode)) {
          const p = e.paymentDetails;
          ok &&=
            p !== null &&
            p.bankSortCode === plan.sortCode &&
            p.bankAccountNumber === plan.bankAccountNumber &&
            p.effectiveDate === e.trevEffectiveDate &&
            p.amount === -e.trevAmount &&
            e.trevAmount < 0;
        } else ok &&= e.paymentDetails === null;
        if (['ADVI', 'ADVO', 'PLAT', 'IMFE'].includes(e.trevTtypCode)) {
          const f = e.trevFees;
          ok &&=
            f.length === 1 &&
            f[0]?.xptpShortDescription === (e.trevTtypCode === 'ADVI' ? 'Advice fee (initial)' : 'Product fees') &&
            f[0].dtrnDeductionAmount === -e.trevAmount;
        }
        const m = e.trevMappings;
        ok &&=
          m.EVENT_REASON_CODE === (e.trevReason !== null) &&
          m.EVENT_REF === (e.trevReference !== null) &&
          m.EVENT_TRANSFER_ACCOUNT === (e.trevTransferAccount !== null);
        if (!ok) problems.push(`${e.trevId} ${e.trevTtypCode}`);
      }
      expect(problems).toEqual([]);
    }
  });

  it('includes every excluded type code in each account with some history', () => {
    for (const { sim } of runs) {
      if (sim.events.length < 60) continue;
      const codes = codesOf(sim.events);
      for (const code of EXCLUDED_TTYPE_CODES) expect(codes.has(code)).toBe(true);
    }
  });
});

describe('account kinds', () => {
  it('keeps ISA subscriptions within each tax year limit', () => {
    for (const { sim } of [...(sims.get('isa') ?? []), ...(sims.get('closed') ?? [])]) {
      const gross = new Map<number, number>();
      for (const e of sim.events) {
        if (!(ISA_SUBSCRIPTION_TREV_CODES as readonly string[]).includes(e.trevTtypCode) || e.trevAmount <= 0) continue;
        const year = taxYearOf(e.trevEffectiveDate).startYear;
        gross.set(year, (gross.get(year) ?? 0) + toPence(e.trevAmount));
      }
      for (const [year, pence] of gross) expect(pence).toBeLessThanOrEqual(isaAnnualLimit(year) * 100);
    }
    // The allowance is actually reached in some years (big regular payers).
    const reached = (sims.get('isa') ?? []).some(({ sim }) =>
      sim.events.some((e) => e.trevTtypCode === 'TFCP' && e.trevEffectiveDate === sim.events[0]?.trevEffectiveDate),
    );
    expect(reached).toBe(true);
  });

  it('adds 25% pension tax relief on net personal contributions', () => {
    for (const { plan, sim } of sims.get('pension') ?? []) {
      const cutoff = addDays(plan.asOf, -50);
      let contributions = 0;
      let settled = 0;
      let relief = 0;
      for (const e of sim.events) {
        if (e.trevTtypCode === 'TXLS') relief += toPence(e.trevAmount);
        if (
          (e.trevTtypCode === 'LSCN' || e.trevTtypCode === 'RPPM') &&
          e.trevAmount > 0 &&
          !e.investmentTransactions.some((t) => t.dishonour)
        ) {
          contributions += toPence(e.trevAmount) * 0.25;
          if (e.trevEffectiveDate < cutoff) settled += toPence(e.trevAmount) * 0.25;
        }
      }
      const dishonoured = sim.events
        .filter((e) => e.investmentTransactions.some((t) => t.dishonour))
        .reduce((s, e) => s - toPence(e.trevAmount) * 0.25, 0);
      expect(relief).toBeLessThanOrEqual(contributions - dishonoured + 200);
      expect(relief).toBeGreaterThanOrEqual(settled - dishonoured - 200);
      expect(sim.events.some((e) => e.category === 'PENSION_TAX_RELIEF') || settled === 0).toBe(true);
    }
  });

  it('pays monthly drawdown income to the bank account', () => {
    for (const { plan, sim } of sims.get('drawdown') ?? []) {
      const income = sim.events.filter((e) => e.trevTtypCode === 'DDIP');
      const months =
        (Number(plan.asOf.slice(0, 4)) - Number(plan.openedDate.slice(0, 4))) * 12 +
        Number(plan.asOf.slice(5, 7)) -
        Number(plan.openedDate.slice(5, 7));
      expect(income.length).toBeGreaterThanOrEqual(Math.min(months - 2, 1));
      for (const e of income) expect(e.paymentDetails?.type).toBe('Drawdown income');
    }
  });

  it('closes a closed account: sells everything and pays out all cash on the closing day', () => {
    for (const { plan, sim } of sims.get('closed') ?? []) {
      const closeDay = tradingDayOnOrBefore(plan.closedDate ?? '');
      expect(sim.totalValue).toBe(0);
      expect(sim.cashBalance).toBe(0);
      expect(sim.holdings.every((h) => h.value === 0 && h.units === 0)).toBe(true);
      const last = sim.events[sim.events.length - 1];
      expect(last?.trevTtypCode).toBe('WDAH');
      expect(last?.trevEffectiveDate).toBe(closeDay);
      expect(last?.trevReason).toBe('Account closure');
      expect(sim.events.every((e) => e.trevProcessedDate <= (plan.closedDate ?? ''))).toBe(true);
      expect(
        sim.events.every((e) => e.investmentTransactions.every((t) => ['Settled', 'Not ordered', 'Cancelled'].includes(t.orderStatus))),
      ).toBe(true);
    }
  });

  it('shows recent unsettled activity on open accounts', () => {
    for (const { plan, sim } of [
      ...(sims.get('isa') ?? []),
      ...(sims.get('pension') ?? []),
      ...(sims.get('drawdown') ?? []),
      ...(sims.get('gia') ?? []),
    ]) {
      let recentStart = addDays(plan.asOf, -1);
      for (let i = 0; i < 5; i++) recentStart = previousTradingDay(recentStart);
      const itrns = sim.events.flatMap((e) => e.investmentTransactions);
      for (const status of ['Awaiting confirmation', 'Awaiting order', 'Placed']) {
        const rows = itrns.filter((t) => t.orderStatus === status);
        expect(rows.length).toBeGreaterThan(0);
        for (const t of rows) {
          expect(t.itrnEffectiveDate > recentStart).toBe(true);
          expect(t.xordExpCashSettlementDate !== null && t.xordExpCashSettlementDate > t.itrnEffectiveDate).toBe(true);
        }
      }
      const unsettled = sim.events.filter((e) => e.eventStatus !== 'Completed' && e.eventStatus !== 'None');
      expect(unsettled.map((e) => e.eventStatus)).toEqual(['Awaiting settlement']);
      expect(sim.events.filter((e) => e.pending)).toHaveLength(1);
      expect(
        itrns.filter((x) => x.itrnEffectiveDate <= recentStart && !['Settled', 'Not ordered', 'Cancelled'].includes(x.orderStatus)),
      ).toEqual([]);
    }
  });

  it('includes reversal and dishonour pairs, hidden rows, the N/A type, income and every category somewhere', () => {
    const events = all.flatMap((r) => r.sim.events);
    const itrns = events.flatMap((e) => e.investmentTransactions);
    expect(itrns.some((t) => t.reversal)).toBe(true);
    expect(itrns.some((t) => t.dishonour)).toBe(true);
    expect(itrns.some((t) => t.itrnMappings.TRX_HISTORY === 'Hide')).toBe(true);
    expect(itrns.some((t) => t.itrnMappings.TRX_HIGH_LEVEL === 'N/A')).toBe(true);
    const codes = codesOf(events);
    for (const code of [
      'LSCN',
      'RPPM',
      'TXLS',
      'TFCP',
      'EMPC',
      'BUY',
      'SELL',
      'SWCH',
      'DIST',
      'INTR',
      'REBT',
      'ADVI',
      'ADVO',
      'PLAT',
      'IMFE',
      'DDIP',
      'WDAH',
      'RREG',
      'BISA',
      'CHQP',
      'NINC',
      'IATR',
      'ADJC',
      'RWDR',
      'FNCH',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    // Each reversed cheque is a pair of two rows with one reversal.
    const cheques = itrns.filter((t) => t.itrnTtypCode === 'CHQP');
    expect(cheques.length).toBe(2 * cheques.filter((t) => t.reversal).length);
  });
});

describe('the big account', () => {
  it('reaches targetEvents (≥ 10,000 since 2006) in under 2 seconds', () => {
    const start = performance.now();
    const sim = simulateAccount(BIG_PLAN, market);
    const ms = performance.now() - start;
    expect(sim.events.length).toBeGreaterThanOrEqual(10_500);
    expect(sim.events.length).toBeLessThan(12_000);
    expect(ms).toBeLessThan(2000);
    expect(sim.events[0]?.trevEffectiveDate).toBe('2006-01-03');
    const codes = codesOf(sim.events);
    for (const code of EXCLUDED_TTYPE_CODES) expect(codes.has(code)).toBe(true);
    const perYear = new Map<string, number>();
    for (const e of sim.events) perYear.set(e.trevEffectiveDate.slice(0, 4), (perYear.get(e.trevEffectiveDate.slice(0, 4)) ?? 0) + 1);
    for (let y = 2006; y <= 2025; y++) expect(perYear.get(String(y)) ?? 0).toBeGreaterThan(300);
    expect(sim.totalValue).toBeGreaterThan(0);
    expect(AS_OF).toBe(BIG_PLAN.asOf);
  });
});
