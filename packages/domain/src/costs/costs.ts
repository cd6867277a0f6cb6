/**
 * Costs and charges (issue 32, Deliver 3): what a client paid over a period, line by line, in pence and
 * as a percentage of the period's average value; the total; the effect of the costs on the return; and
 * an illustration of the next 12 months at today's charges.
 *
 * - Charges taken as events (platform, adviser ongoing/initial/ad-hoc, investment management, dealing)
 *   are summed from the events by their kind (migration 0023), booked negative, shown positive here.
 * - Fund ongoing charges (OCF) and fund transaction costs are taken inside the fund's price: they are
 *   accrued day by day on the holding's value at the rate in force that day, rate / 100 / 365 a day.
 * - Interest retained on cash: the data carries no cash-interest rates or retained amounts, so the
 *   line is £0.00 (CASH_INTEREST_RETAINED_KNOWN is false and the page says so).
 * - The effect on return: the return of the period on its average value as it was (after costs), and
 *   as it would have been without them (the costs added back); the £ difference is the total.
 */
import { addDays } from '../dates.ts';
import { type TaxYear, taxYearOf, taxYearStarting } from '../tax-year.ts';

export const COST_LINES = [
  'platform',
  'adviserOngoing',
  'adviserInitial',
  'adviserAdHoc',
  'investmentManagement',
  'fundOngoing',
  'transactionCosts',
  'cashInterestRetained',
] as const;
export type CostLine = (typeof COST_LINES)[number];

/** The data has no retained cash interest: the line is shown as £0.00 with that said. */
export const CASH_INTEREST_RETAINED_KNOWN = false;

/** Days a year over which an annual percentage is accrued. */
export const ACCRUAL_DAYS = 365;

/** A value that holds from `date` on, until the next step (steps in date order). */
export interface Step {
  date: string;
  value: number;
}

/** The value in force on `day`: the last step on or before it (0 before the first). */
export function stepAt(steps: readonly Step[], day: string): number {
  let value = 0;
  for (const s of steps) {
    if (s.date > day) break;
    value = s.value;
  }
  return value;
}

/** Walks [from, to] (ISO dates, from ≤ to) day by day. */
function* daysOf(from: string, to: string): Generator<string> {
  for (let d = from; d <= to; d = addDays(d, 1)) yield d;
}

/**
 * A charge accrued daily over [from, to]: Σ value(d) × rate(d) / 100 / 365, in pence (unrounded),
 * where value(d) = units(d) × pricePence(d) and rate(d) is the percent a year in force on d.
 */
export function accrueDaily(
  from: string,
  to: string,
  holding: { units: readonly Step[]; pricePence: readonly Step[] },
  ratePercent: readonly Step[],
): number {
  let pence = 0;
  // The steps are walked with cursors: each list is read once whatever the period's length.
  const cursors = [holding.units, holding.pricePence, ratePercent].map((steps) => ({ steps, i: -1 }));
  const at = (c: { steps: readonly Step[]; i: number }, day: string) => {
    while (c.i + 1 < c.steps.length && (c.steps[c.i + 1] as Step).date <= day) c.i += 1;
    return c.i < 0 ? 0 : (c.steps[c.i] as Step).value;
  };
  const [units, price, rate] = cursors as [(typeof cursors)[0], (typeof cursors)[0], (typeof cursors)[0]];
  for (const day of daysOf(from, to)) {
    const value = at(units, day) * at(price, day);
    pence += (value * at(rate, day)) / 100 / ACCRUAL_DAYS;
  }
  return pence;
}

/** The mean of a stepped daily value over [from, to] (from ≤ to). */
export function averageDaily(from: string, to: string, steps: readonly Step[]): number {
  let sum = 0;
  let days = 0;
  let i = -1;
  for (const day of daysOf(from, to)) {
    while (i + 1 < steps.length && (steps[i + 1] as Step).date <= day) i += 1;
    sum += i < 0 ? 0 : (steps[i] as Step).value;
    days += 1;
  }
  return days === 0 ? 0 : sum / days;
}

export interface CostLineFigure {
  line: CostLine;
  pence: number;
  /** Of the period's average value, in percent; null when the average value is not positive. */
  percentOfAverage: number | null;
}

export interface CostsStatement {
  lines: CostLineFigure[];
  total: { pence: number; percentOfAverage: number | null };
  averageValuePence: number;
  /** Gain or loss of the period (after costs) on its average value, percent; null without an average. */
  returnWithCostsPercent: number | null;
  /** The same with the costs added back. */
  returnWithoutCostsPercent: number | null;
  /** What the costs took off the return, pence (the total). */
  effectOnReturnPence: number;
}

const percentOf = (pence: number, average: number): number | null => (average > 0 ? (pence / average) * 100 : null);

/**
 * The statement of a period from each line's cost in pence (positive: paid; fractions kept until here,
 * rounded to the penny per line), its average value and its gain or loss after costs (pence).
 */
export function costsStatement(input: {
  pence: Readonly<Record<CostLine, number>>;
  averageValuePence: number;
  gainLossPence: number;
}): CostsStatement {
  const average = input.averageValuePence;
  const lines = COST_LINES.map((line) => {
    const pence = Math.round(input.pence[line]) + 0; // + 0: never −0
    return { line, pence, percentOfAverage: percentOf(pence, average) };
  });
  const total = lines.reduce((s, l) => s + l.pence, 0);
  return {
    lines,
    total: { pence: total, percentOfAverage: percentOf(total, average) },
    averageValuePence: Math.round(average),
    returnWithCostsPercent: percentOf(input.gainLossPence, average),
    returnWithoutCostsPercent: percentOf(input.gainLossPence + total, average),
    effectOnReturnPence: total,
  };
}

/** Today's charges of one account: the account's rates on its value, each fund's rates on its holding. */
export interface TodaysCharges {
  accountValuePence: number;
  platformPercent: number;
  adviserOngoingPercent: number;
  holdings: readonly { valuePence: number; ongoingChargePercent: number; transactionCostPercent: number }[];
}

/** The next 12 months at today's charges and today's value (no growth, no flows), pence per line. */
export function nextYearIllustration(today: TodaysCharges): { lines: { line: CostLine; pence: number }[]; totalPence: number } {
  const onValue = (percent: number) => Math.round((today.accountValuePence * percent) / 100);
  const onHoldings = (pick: (h: TodaysCharges['holdings'][number]) => number) =>
    Math.round(today.holdings.reduce((s, h) => s + (h.valuePence * pick(h)) / 100, 0));
  const pence: Record<CostLine, number> = {
    platform: onValue(today.platformPercent),
    adviserOngoing: onValue(today.adviserOngoingPercent),
    adviserInitial: 0,
    adviserAdHoc: 0,
    investmentManagement: 0,
    fundOngoing: onHoldings((h) => h.ongoingChargePercent),
    transactionCosts: onHoldings((h) => h.transactionCostPercent),
    cashInterestRetained: 0,
  };
  const lines = COST_LINES.map((line) => ({ line, pence: pence[line] + 0 }));
  return { lines, totalPence: lines.reduce((s, l) => s + l.pence, 0) };
}

/**
 * The tax years a costs page offers, newest first: the current one (ending at the valuation date) back
 * to the one holding `firstDate` (the earliest account opening). `valuationDate` is the last day valued.
 */
export function costTaxYears(firstDate: string, valuationDate: string): (TaxYear & { to: string })[] {
  const newest = taxYearOf(valuationDate).startYear;
  const oldest = Math.min(taxYearOf(firstDate).startYear, newest);
  const years: (TaxYear & { to: string })[] = [];
  for (let y = newest; y >= oldest; y -= 1) {
    const year = taxYearStarting(y);
    years.push({ ...year, to: year.endDate < valuationDate ? year.endDate : valuationDate });
  }
  return years;
}

export type CostPeriodError = 'costsRangeInvalid' | 'costsRangeOrder' | 'costsRangeFuture' | 'costsTaxYearUnknown';

/**
 * The period a costs request asks for: a tax year by its start year, or from/to dates, else the current
 * tax year. Errors name what is wrong (the server answers 400 with the code).
 */
export function costPeriod(
  query: { taxYear?: string | undefined; from?: string | undefined; to?: string | undefined },
  firstDate: string,
  valuationDate: string,
): { from: string; to: string; taxYear: string | null } | { error: CostPeriodError } {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  const valid = (d: string) => {
    if (!iso.test(d)) return false;
    try {
      return addDays(d, 0) === d;
    } catch {
      return false;
    }
  };
  if (query.from !== undefined || query.to !== undefined) {
    if (query.taxYear !== undefined || query.from === undefined || query.to === undefined) return { error: 'costsRangeInvalid' };
    if (!valid(query.from) || !valid(query.to)) return { error: 'costsRangeInvalid' };
    if (query.from > query.to) return { error: 'costsRangeOrder' };
    if (query.to > valuationDate) return { error: 'costsRangeFuture' };
    return { from: query.from, to: query.to, taxYear: null };
  }
  const years = costTaxYears(firstDate, valuationDate);
  const year = query.taxYear === undefined ? years[0] : years.find((y) => String(y.startYear) === query.taxYear);
  if (!year) return { error: 'costsTaxYearUnknown' };
  return { from: year.startDate, to: year.to, taxYear: year.label };
}
