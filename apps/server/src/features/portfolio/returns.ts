/**
 * Time- and money-weighted returns (issue 32) from the valuation series: the day-by-day value of the
 * selected accounts and their external flows (money in, money out, adjustments and inter-account
 * transfers: everything spec §5 keeps out of gain/loss).
 *
 * - TWR links the daily returns: r = (V_d + out_d) / (V_{d−1} + in_d) − 1, money paid in counted at
 *   the start of its day and money taken out at its end, so a flow on a day the markets did not move
 *   changes nothing. A day with nothing invested (denominator 0) is skipped.
 * - MWR is the XIRR of the flows from the client's side (the opening value and each payment in as
 *   outgoings, each withdrawal and the closing value as receipts), solved by Newton's method, in
 *   years of 365 days, flows in at the start of their day, flows out at its end (as TWR).
 *
 * Both are measured from the period's start, or when the accounts held nothing then, from the first
 * day money was in them. Cumulative for that span; annualised only when it exceeds a year.
 */
import { addDays, daysBetween } from '@portal/domain';

/** The selection at the end of one day on which something changed (days between are unchanged). */
export interface ReturnDay {
  day: string;
  valuePence: number;
  /** External flow on the day, net (positive: money in), in pence. */
  flowPence: number;
}

export type ReturnUnavailable = 'noValue' | 'tooLittleData' | 'noSolution';

export interface ReturnFigure {
  /** Over the measured span, as a fraction (0.0523 = 5.23 %), or null with a reason. */
  cumulative: number | null;
  /** Per year, only when the measured span exceeds a year. */
  annualised: number | null;
  unavailable: ReturnUnavailable | null;
}

export interface Returns {
  /** First day measured (the period's start, or the first day money was in the accounts). */
  measuredFrom: string | null;
  to: string;
  timeWeighted: ReturnFigure;
  moneyWeighted: ReturnFigure;
}

const YEAR_DAYS = 365;
/** Fewer measured days than this (a week) is too little data for a rate worth stating. */
export const MIN_RETURN_DAYS = 7;

const unavailable = (reason: ReturnUnavailable): ReturnFigure => ({ cumulative: null, annualised: null, unavailable: reason });

/** True when [start, end] (end-of-day dates) is longer than one calendar year. */
export function exceedsAYear(startEve: string, end: string): boolean {
  const [y, m, d] = startEve.split('-').map(Number) as [number, number, number];
  const oneYearOn = `${String(y + 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // 29 February + 1 year is 1 March (a string compare against 'yyyy-02-29' works the same way).
  return end > oneYearOn;
}

const annualise = (cumulative: number, days: number): number => Math.pow(1 + cumulative, YEAR_DAYS / days) - 1;

/**
 * What the returns need of a selection's days, however they were read: the measured span's first day
 * (null: money was never in), the linked daily growth over it (TWR), the days with an external flow
 * and the closing value (MWR). Reading the summary in SQL (./service.ts) keeps a long period's
 * thousands of series rows in the database.
 */
export interface ReturnsSummary {
  /** The selection's value at the end of the day before the period (≤ 0: nothing invested). */
  openingPence: number;
  /** The first measured day: the period's start, or the first day money was in (null: never). */
  firstDay: string | null;
  /** Product of the daily factors (V_d + out_d) / (V_{d−1} + in_d) over the measured days. */
  growth: number;
  /** The measured days with a flow (in date order). */
  flowDays: readonly ReturnDay[];
  closingPence: number;
}

/**
 * The returns of a selection whose value at the end of the day before `from` is `openingPence`,
 * given the days in [from, to] on which its value or flows changed (in date order).
 */
export function computeReturns(openingPence: number, days: readonly ReturnDay[], from: string, to: string): Returns {
  let i = 0;
  if (openingPence <= 0) {
    while (i < days.length && (days[i] as ReturnDay).flowPence <= 0 && (days[i] as ReturnDay).valuePence <= 0) i += 1;
  }
  const measured = days.slice(i);
  const firstDay = openingPence > 0 ? from : (measured[0]?.day ?? null);
  return returnsOf(
    {
      openingPence,
      firstDay,
      growth: linkedGrowth(openingPence > 0 ? openingPence : 0, measured),
      flowDays: measured.filter((d) => d.flowPence !== 0),
      closingPence: days.length > 0 ? (days[days.length - 1] as ReturnDay).valuePence : openingPence,
    },
    to,
  );
}

/** The returns from their summary, over the span that ends with `to`. */
export function returnsOf(summary: ReturnsSummary, to: string): Returns {
  if (summary.firstDay === null) {
    const none = unavailable('noValue');
    return { measuredFrom: null, to, timeWeighted: none, moneyWeighted: none };
  }
  // The measured span starts on the eve of its first day.
  const startEve = addDays(summary.firstDay, -1);
  const span = daysBetween(startEve, to);
  if (span < MIN_RETURN_DAYS) {
    const few = unavailable('tooLittleData');
    return { measuredFrom: summary.firstDay, to, timeWeighted: few, moneyWeighted: few };
  }
  const opening = summary.openingPence > 0 ? summary.openingPence : 0;
  const yearly = exceedsAYear(startEve, to);
  const cumulative = summary.growth - 1;
  return {
    measuredFrom: summary.firstDay,
    to,
    timeWeighted: { cumulative, annualised: yearly ? annualise(cumulative, span) : null, unavailable: null },
    moneyWeighted: moneyWeighted(opening, summary.flowDays, summary.closingPence, startEve, to, yearly),
  };
}

/** The daily factors linked: money in at the start of its day, out at its end; days with nothing invested skipped. */
export function linkedGrowth(opening: number, days: readonly ReturnDay[]): number {
  let growth = 1;
  let previous = opening;
  for (const d of days) {
    const moneyIn = d.flowPence > 0 ? d.flowPence : 0;
    const moneyOut = d.flowPence < 0 ? -d.flowPence : 0;
    const invested = previous + moneyIn;
    if (invested > 0) growth *= (d.valuePence + moneyOut) / invested;
    previous = d.valuePence;
  }
  return growth;
}

interface Flow {
  /** Years from the start of the measured span. */
  t: number;
  /** From the client's side: negative paid in, positive received. */
  amount: number;
}

/** The dated flows of the XIRR, from the client's side. */
export function xirrFlows(opening: number, days: readonly ReturnDay[], closing: number, startEve: string, to: string): Flow[] {
  const flows: Flow[] = [];
  if (opening !== 0) flows.push({ t: 0, amount: -opening });
  for (const d of days) {
    if (d.flowPence === 0) continue;
    // In at the start of its day (the end of the day before), out at its end.
    const at = d.flowPence > 0 ? daysBetween(startEve, d.day) - 1 : daysBetween(startEve, d.day);
    flows.push({ t: at / YEAR_DAYS, amount: -d.flowPence });
  }
  flows.push({ t: daysBetween(startEve, to) / YEAR_DAYS, amount: closing });
  return flows;
}

const npv = (flows: readonly Flow[], rate: number): number => flows.reduce((sum, f) => sum + f.amount * Math.pow(1 + rate, -f.t), 0);
const dnpv = (flows: readonly Flow[], rate: number): number =>
  flows.reduce((sum, f) => sum - f.t * f.amount * Math.pow(1 + rate, -f.t - 1), 0);

/** The annual rate at which the flows' net present value is 0, by Newton's method; null if none is found. */
export function xirrNewton(flows: readonly Flow[]): number | null {
  const scale = flows.reduce((s, f) => s + Math.abs(f.amount), 0) || 1;
  for (const guess of [0.05, 0, -0.5, 1, 5, -0.9, 20]) {
    let rate = guess;
    for (let k = 0; k < 100; k += 1) {
      const value = npv(flows, rate);
      if (Math.abs(value) / scale < 1e-12) return rate;
      const slope = dnpv(flows, rate);
      if (!Number.isFinite(slope) || slope === 0) break;
      let next = rate - value / slope;
      // Keep within (−1, ∞): halve the step towards −1 instead of crossing it.
      if (next <= -1) next = (rate - 1) / 2;
      if (!Number.isFinite(next)) break;
      if (Math.abs(next - rate) < 1e-13) return Math.abs(npv(flows, next)) / scale < 1e-9 ? next : null;
      rate = next;
    }
  }
  return null;
}

function moneyWeighted(
  opening: number,
  flowDays: readonly ReturnDay[],
  closing: number,
  startEve: string,
  to: string,
  yearly: boolean,
): ReturnFigure {
  const flows = xirrFlows(opening, flowDays, closing, startEve, to);
  const paidIn = flows.some((f) => f.amount < 0);
  if (!paidIn) return unavailable('noValue');
  const rate = xirrNewton(flows);
  if (rate === null) return unavailable('noSolution');
  const span = daysBetween(startEve, to);
  const cumulative = Math.pow(1 + rate, span / YEAR_DAYS) - 1;
  return { cumulative, annualised: yearly ? rate : null, unavailable: null };
}

/**
 * The days of a selection from per-account series rows: each account's value carried forward, the
 * flows (deltas of its running net money in/out) summed per day. `opening` holds each account's
 * value and running net at the end of the day before the period.
 */
export function combineDays(
  opening: ReadonlyMap<number, { valuePence: number; netPence: number }>,
  rows: readonly { accountId: number; day: string; valuePence: number; netPence: number }[],
): { openingPence: number; days: ReturnDay[] } {
  const value = new Map<number, number>();
  const net = new Map<number, number>();
  let total = 0;
  for (const [id, o] of opening) {
    value.set(id, o.valuePence);
    net.set(id, o.netPence);
    total += o.valuePence;
  }
  const openingPence = total;
  const days: ReturnDay[] = [];
  let current: ReturnDay | null = null;
  for (const r of rows) {
    if (!current || current.day !== r.day) {
      if (current) days.push(current);
      current = { day: r.day, valuePence: total, flowPence: 0 };
    }
    total += r.valuePence - (value.get(r.accountId) ?? 0);
    current.flowPence += r.netPence - (net.get(r.accountId) ?? 0);
    current.valuePence = total;
    value.set(r.accountId, r.valuePence);
    net.set(r.accountId, r.netPence);
  }
  if (current) days.push(current);
  return { openingPence, days };
}
