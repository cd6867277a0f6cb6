/**
 * Issue 32: the time- and money-weighted returns (src/features/portfolio/returns.ts) against
 * hand-worked cases and an independent calculation written here: TWR by unit pricing (the account
 * as a fund whose units are issued and cancelled at each flow, from the raw holding, prices, flows
 * and fees of the case) instead of linking daily value ratios, and MWR by bisection instead of Newton.
 * Both to 0.01 percentage points. Then fast-check properties of the returns and the waterfall.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ANALYSIS_CATEGORIES } from '@portal/domain';
import type { AnalysisCategory } from '@portal/domain';
import { emptyFigures, settle, type AnalysisOutput, type Figures } from '../src/features/portfolio/analysis.ts';
import { combineDays, computeReturns, type ReturnDay } from '../src/features/portfolio/returns.ts';
import { waterfallOf } from '../src/features/portfolio/waterfall.ts';

// ---------------------------------------------------------------- dates, written apart from @portal/domain
const ms = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const shift = (d: string, n: number) => new Date(ms(d) + n * 86_400_000).toISOString().slice(0, 10);
const between = (a: string, b: string) => Math.round((ms(b) - ms(a)) / 86_400_000);

/** One hand-worked case: one fund held (units bought with money in at the start of its day at the
 * previous close, sold for money out at the day's close), prices carried forward, fees from cash. */
interface Case {
  name: string;
  from: string;
  to: string;
  /** Units held at the end of the day before `from`. */
  units?: number;
  /** Fund price by day (carried forward); must hold the day before `from`. */
  prices: Record<string, number>;
  /** Pounds: positive paid in, negative taken out. */
  flows?: Record<string, number>;
  /** Pounds taken from cash at the end of the day (a charge: not a flow). */
  fees?: Record<string, number>;
  /** Income paid into cash (not a flow). */
  income?: Record<string, number>;
  /** The hand-worked answers, in percent, where the arithmetic is short enough to do by hand. */
  twr?: number;
  mwr?: number;
  annualised?: boolean;
  unavailable?: 'noValue' | 'tooLittleData';
}

interface Simulated {
  openingPence: number;
  days: ReturnDay[];
  /** The unit-priced TWR (fraction) and the measured start (eve). */
  reference: { twr: number; eve: string; flows: { t: number; amount: number }[]; span: number } | null;
}

/** Runs a case day by day; the reference TWR prices the account's own units as it goes. */
function simulate(c: Case): Simulated {
  const eve0 = shift(c.from, -1);
  let price = c.prices[eve0];
  if (price === undefined) throw new Error(`${c.name}: no price on ${eve0}`);
  let units = c.units ?? 0;
  let cash = 0;
  const openingValue = units * price;
  // Unit pricing: the account's own units, valued at nav each; nav starts at 1.
  let accountUnits = openingValue;
  let nav = 1;
  let started = openingValue > 0;
  let eve = eve0;
  const flows: { day: string; pounds: number }[] = [];
  const days: ReturnDay[] = [];
  let lastValue = Math.round(openingValue * 100);
  for (let day = c.from; day <= c.to; day = shift(day, 1)) {
    const flow = c.flows?.[day] ?? 0;
    if (flow > 0) {
      if (!started) {
        started = true;
        eve = shift(day, -1);
      }
      units += flow / price; // at the previous close
      accountUnits += flow / nav;
      flows.push({ day, pounds: flow });
    }
    price = c.prices[day] ?? price;
    cash += (c.income?.[day] ?? 0) - (c.fees?.[day] ?? 0);
    const before = units * price + cash;
    if (accountUnits > 1e-12) nav = before / accountUnits;
    if (flow < 0) {
      units -= -flow / price;
      accountUnits -= -flow / nav;
      flows.push({ day, pounds: flow });
    }
    const valuePence = Math.round((units * price + cash) * 100);
    const flowPence = Math.round(flow * 100);
    if (valuePence !== lastValue || flowPence !== 0) days.push({ day, valuePence, flowPence });
    lastValue = valuePence;
  }
  if (!started) return { openingPence: Math.round(openingValue * 100), days, reference: null };
  const span = between(eve, c.to);
  const xflows = [{ t: 0, amount: -openingValue }];
  for (const f of flows) xflows.push({ t: (f.pounds > 0 ? between(eve, f.day) - 1 : between(eve, f.day)) / 365, amount: -f.pounds });
  xflows.push({ t: span / 365, amount: units * price + cash });
  return { openingPence: Math.round(openingValue * 100), days, reference: { twr: nav - 1, eve, flows: xflows, span } };
}

/** The rate r in (−1, 1000) with NPV 0, by bisection (NPV falls as r rises for these cash flows). */
function bisectionXirr(flows: { t: number; amount: number }[]): number {
  const npv = (r: number) => flows.reduce((s, f) => s + f.amount / (1 + r) ** f.t, 0);
  let lo = -0.999999;
  let hi = 1000;
  expect(Math.sign(npv(lo)), 'the bracket holds a root').not.toBe(Math.sign(npv(hi)));
  for (let i = 0; i < 300; i += 1) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const pp = (fraction: number) => fraction * 100;

const CASES: Case[] = [
  {
    name: 'no flows, price up 10 %',
    from: '2023-01-01',
    to: '2023-01-31',
    units: 100,
    prices: { '2022-12-31': 10, '2023-01-31': 11 },
    twr: 10,
    mwr: 10,
  },
  {
    name: 'money in on the first day, then +10 %',
    from: '2023-03-01',
    to: '2023-03-31',
    units: 100,
    prices: { '2023-02-28': 10, '2023-03-20': 11 },
    flows: { '2023-03-01': 1000 },
    twr: 10,
    mwr: 10,
  },
  {
    name: 'money in mid-period after a rise (TWR 21 %, MWR lower)',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 100,
    prices: { '2022-12-31': 10, '2023-06-30': 11, '2023-12-31': 12.1 },
    flows: { '2023-07-01': 10_000 },
    twr: 21,
  },
  {
    name: 'money in on the last day changes nothing in TWR',
    from: '2023-01-01',
    to: '2023-01-31',
    units: 100,
    prices: { '2022-12-31': 10, '2023-01-15': 9 },
    flows: { '2023-01-31': 5000 },
    twr: -10,
  },
  {
    name: 'withdrawal larger than the gain',
    from: '2023-01-01',
    to: '2023-06-30',
    units: 1000,
    prices: { '2022-12-31': 10, '2023-02-01': 10.5, '2023-06-30': 10.5 },
    flows: { '2023-03-01': -8000 },
    twr: 5,
  },
  {
    name: 'no opening value: measured from the first payment in',
    from: '2023-01-01',
    to: '2023-12-31',
    prices: { '2022-12-31': 10, '2023-03-31': 10, '2023-12-31': 12 },
    flows: { '2023-04-01': 5000 },
    twr: 20,
    mwr: 20,
  },
  {
    name: 'no opening value and nothing paid in',
    from: '2023-01-01',
    to: '2023-12-31',
    prices: { '2022-12-31': 10 },
    unavailable: 'noValue',
  },
  {
    name: 'closed account: everything taken out mid-period',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 100,
    prices: { '2022-12-31': 10, '2023-02-01': 12, '2023-12-31': 20 },
    flows: { '2023-05-31': -1200 },
    twr: 20,
  },
  {
    name: 'leap year: 29 February to 28 February is not more than a year',
    from: '2024-02-29',
    to: '2025-02-28',
    units: 10,
    prices: { '2024-02-28': 100, '2024-12-31': 105 },
    twr: 5,
    mwr: 5,
    annualised: false,
  },
  {
    name: 'leap year: one day past a year is annualised',
    from: '2024-02-28',
    to: '2025-02-28',
    units: 10,
    prices: { '2024-02-27': 100, '2025-02-28': 110 },
    twr: 10,
    annualised: true,
  },
  {
    name: 'negative return',
    from: '2022-01-01',
    to: '2022-12-31',
    units: 500,
    prices: { '2021-12-31': 20, '2022-09-30': 15, '2022-12-31': 16 },
    twr: -20,
    mwr: -20,
  },
  {
    name: 'three years, annualised (33.1 % is 10 % a year)',
    from: '2020-01-01',
    to: '2022-12-31',
    units: 100,
    prices: { '2019-12-31': 100, '2020-12-31': 110, '2021-12-31': 121, '2022-12-31': 133.1 },
    twr: 33.1,
    annualised: true,
  },
  {
    name: 'a charge is part of the return, not a flow',
    from: '2023-01-01',
    to: '2023-03-31',
    units: 1000,
    prices: { '2022-12-31': 10 },
    fees: { '2023-02-01': 100 },
    twr: -1,
    mwr: -1,
  },
  {
    name: 'income is part of the return',
    from: '2023-01-01',
    to: '2023-03-31',
    units: 1000,
    prices: { '2022-12-31': 10 },
    income: { '2023-03-01': 250 },
    twr: 2.5,
    mwr: 2.5,
  },
  {
    name: 'a fall of half then a doubling is no return',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 100,
    prices: { '2022-12-31': 50, '2023-04-01': 25, '2023-12-31': 50 },
    flows: { '2023-04-02': 2500 },
    twr: 0,
  },
  {
    name: 'monthly payments into a rising fund',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 50,
    prices: Object.fromEntries(
      Array.from({ length: 13 }, (_, m) => [m === 0 ? '2022-12-31' : `2023-${String(m).padStart(2, '0')}-28`, 10 + m * 0.2]),
    ),
    flows: Object.fromEntries(Array.from({ length: 12 }, (_, m) => [`2023-${String(m + 1).padStart(2, '0')}-01`, 200])),
    twr: 24,
  },
  {
    name: 'paid in just before a crash: MWR below TWR',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 100,
    prices: { '2022-12-31': 10, '2023-06-30': 15, '2023-07-31': 9 },
    flows: { '2023-07-01': 10_000 },
    twr: -10,
  },
  {
    name: 'withdrawals exceed the gain: negative MWR',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 1000,
    prices: { '2022-12-31': 10, '2023-03-31': 12, '2023-12-31': 9 },
    flows: { '2023-04-01': -5000 },
    twr: -10,
  },
  {
    name: 'money out at the start of a period with an opening value',
    from: '2023-01-01',
    to: '2023-06-30',
    units: 100,
    prices: { '2022-12-31': 100, '2023-06-30': 103 },
    flows: { '2023-01-01': -2000 },
    twr: 3,
  },
  {
    name: 'money in and out on several days',
    from: '2023-01-01',
    to: '2023-12-31',
    units: 300,
    prices: { '2022-12-31': 10, '2023-02-15': 10.4, '2023-05-20': 9.8, '2023-09-01': 11.2, '2023-12-31': 11.5 },
    flows: { '2023-02-01': 1500, '2023-04-10': -700, '2023-06-01': 2500, '2023-10-15': -1000 },
    twr: 15,
  },
  {
    name: 'five years with payments, annualised',
    from: '2019-01-01',
    to: '2023-12-31',
    units: 100,
    prices: { '2018-12-31': 10, '2019-12-31': 11, '2020-06-30': 9, '2021-12-31': 13, '2022-12-31': 12, '2023-12-31': 14 },
    flows: { '2019-06-01': 1000, '2021-01-01': 3000, '2022-07-01': -1500 },
    twr: 40,
    annualised: true,
  },
  {
    name: 'too little data: an account opened four days before the end',
    from: '2023-01-01',
    to: '2023-01-31',
    prices: { '2022-12-31': 10, '2023-01-30': 11 },
    flows: { '2023-01-28': 1000 },
    unavailable: 'tooLittleData',
  },
  {
    name: 'a short custom range with an opening value',
    from: '2023-05-01',
    to: '2023-05-10',
    units: 100,
    prices: { '2023-04-30': 10, '2023-05-05': 10.25 },
    twr: 2.5,
    mwr: 2.5,
  },
];

describe('returns against hand-worked cases and an independent calculation', () => {
  it('has at least 20 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(20));

  for (const c of CASES) {
    it(c.name, () => {
      const sim = simulate(c);
      const r = computeReturns(sim.openingPence, sim.days, c.from, c.to);
      if (c.unavailable) {
        expect(r.timeWeighted.unavailable).toBe(c.unavailable);
        expect(r.moneyWeighted.unavailable).toBe(c.unavailable);
        expect(r.timeWeighted.cumulative).toBeNull();
        return;
      }
      const ref = sim.reference!;
      expect(r.measuredFrom).toBe(shift(ref.eve, 1));
      const twr = r.timeWeighted.cumulative!;
      const mwr = r.moneyWeighted.cumulative!;
      // Unit pricing, to 0.01 pp.
      expect(Math.abs(pp(twr) - pp(ref.twr))).toBeLessThan(0.01);
      // Bisection XIRR, as the period's cumulative rate and (past a year) per year, to 0.01 pp.
      const rate = bisectionXirr(ref.flows);
      expect(Math.abs(pp(mwr) - pp((1 + rate) ** (ref.span / 365) - 1))).toBeLessThan(0.01);
      if (c.twr !== undefined) expect(Math.abs(pp(twr) - c.twr)).toBeLessThan(0.01);
      if (c.mwr !== undefined) expect(Math.abs(pp(mwr) - c.mwr)).toBeLessThan(0.01);
      const yearly = c.annualised ?? false;
      expect(r.timeWeighted.annualised !== null).toBe(yearly);
      expect(r.moneyWeighted.annualised !== null).toBe(yearly);
      if (yearly) {
        expect(Math.abs(pp(r.timeWeighted.annualised!) - pp((1 + ref.twr) ** (365 / ref.span) - 1))).toBeLessThan(0.01);
        expect(Math.abs(pp(r.moneyWeighted.annualised!) - pp(rate))).toBeLessThan(0.01);
      }
    });
  }

  it('the three-year case is 10 % a year by hand', () => {
    const c = CASES.find((x) => x.name.startsWith('three years'))!;
    const sim = simulate(c);
    const r = computeReturns(sim.openingPence, sim.days, c.from, c.to);
    // 1096 days (2020 is a leap year): (1.331)^(365/1096) − 1 ≈ 9.99 %.
    expect(pp(r.timeWeighted.annualised!)).toBeCloseTo(9.99, 2);
  });

  it('a joint account counts in each holder’s Combined: accounts combine day by day', () => {
    // A sole ISA (id 1) and a joint GIA (id 2): values carried forward, flows summed per day.
    const { openingPence, days } = combineDays(
      new Map([
        [1, { valuePence: 100_000, netPence: 50_000 }],
        [2, { valuePence: 200_000, netPence: 0 }],
      ]),
      [
        { accountId: 1, day: '2023-01-10', valuePence: 110_000, netPence: 50_000 },
        { accountId: 2, day: '2023-01-20', valuePence: 240_000, netPence: 20_000 },
        { accountId: 1, day: '2023-01-31', valuePence: 121_000, netPence: 50_000 },
      ],
    );
    expect(openingPence).toBe(300_000);
    expect(days).toEqual([
      { day: '2023-01-10', valuePence: 310_000, flowPence: 0 },
      { day: '2023-01-20', valuePence: 350_000, flowPence: 20_000 },
      { day: '2023-01-31', valuePence: 361_000, flowPence: 0 },
    ]);
    const r = computeReturns(openingPence, days, '2023-01-01', '2023-01-31');
    // By hand: 310/300 × (350 − 0)/(310 + 20) × 361/350 − 1.
    const hand = (310 / 300) * (350 / 330) * (361 / 350) - 1;
    expect(Math.abs(pp(r.timeWeighted.cumulative!) - pp(hand))).toBeLessThan(1e-9);
  });
});

describe('properties', () => {
  /** Values from daily market returns and flows (flows in at the start of the day, out at its end). */
  const build = (opening: number, market: number[], flows: number[]): ReturnDay[] => {
    let value = opening;
    return market.map((m, i) => {
      const f = flows[i] ?? 0;
      value = f > 0 ? (value + f) * (1 + m) : value * (1 + m) + f;
      return { day: shift('2024-01-01', i), valuePence: value, flowPence: f };
    });
  };

  it('TWR is unchanged by a flow on a day with no market movement', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 100_000_000 }),
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: -0.05, max: 0.05, noNaN: true })), { minLength: 8, maxLength: 60 }),
        fc.nat(),
        fc.integer({ min: -50_000, max: 10_000_000 }),
        (opening, market, at, flow) => {
          const quiet = market.flatMap((m, i) => (m === 0 ? [i] : []));
          fc.pre(quiet.length > 0);
          const day = quiet[at % quiet.length]!;
          const without = build(opening, market, []);
          const withFlow = build(
            opening,
            market,
            market.map((_, i) => (i === day ? flow : 0)),
          );
          fc.pre(withFlow.every((d) => d.valuePence > 0));
          const to = shift('2024-01-01', market.length - 1);
          const a = computeReturns(opening, without, '2024-01-01', to).timeWeighted.cumulative!;
          const b = computeReturns(opening, withFlow, '2024-01-01', to).timeWeighted.cumulative!;
          expect(Math.abs(pp(a) - pp(b))).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('the waterfall always sums to the closing value, and its market movement is gain/loss less the itemised movements', () => {
    const pence = fc.integer({ min: -10_000_000, max: 10_000_000 });
    const account = fc.record({
      figures: fc.record({
        openingPence: fc.nat({ max: 50_000_000 }),
        closingPence: fc.nat({ max: 50_000_000 }),
        moneyInPence: fc.nat({ max: 10_000_000 }),
        moneyOutPence: fc.nat({ max: 10_000_000 }),
        adjustmentsPence: pence,
        transfersPence: pence,
      }),
      categories: fc.array(pence, { minLength: ANALYSIS_CATEGORIES.length, maxLength: ANALYSIS_CATEGORIES.length }),
    });
    fc.assert(
      fc.property(fc.array(account, { minLength: 1, maxLength: 6 }), (accounts) => {
        const numbers = accounts.map((_, i) => `A${i}`);
        const byAccount = new Map<string, Figures>(numbers.map((n, i) => [n, { ...emptyFigures(), ...accounts[i]!.figures }]));
        const breakdown = new Map<AnalysisCategory, Map<string, number>>(
          ANALYSIS_CATEGORIES.map((c, k) => [c, new Map(numbers.map((n, i) => [n, accounts[i]!.categories[k]!]))]),
        );
        const total = settle(byAccount, breakdown);
        const output: AnalysisOutput = { total, byAccount, breakdown, series: [], eventCount: 0 };
        for (const selection of [numbers, ...numbers.map((n) => [n])]) {
          const steps = waterfallOf(output, selection);
          const closing = steps.at(-1)!;
          expect(closing.step).toBe('closing');
          expect(closing.pence).toBe(selection.reduce((s, n) => s + byAccount.get(n)!.closingPence, 0));
          expect(steps.slice(0, -1).reduce((s, x) => s + x.pence, 0)).toBe(closing.pence);
          const market = steps.find((s) => s.step === 'marketMovement')!.pence;
          expect(market).toBe(selection.reduce((s, n) => s + breakdown.get('GAIN_LOSS')!.get(n)!, 0));
        }
      }),
    );
  });
});
