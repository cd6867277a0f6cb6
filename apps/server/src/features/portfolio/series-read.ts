/**
 * Turns the valuation series rows in force at each sample date into the analysis output: the
 * period's figures are the last sample's running sums less the first's (the day before the period),
 * the chart is the value and the net money in/out since the period began, summed over the accounts.
 */
import { ANALYSIS_CATEGORIES } from '@portal/domain';
import type { AnalysisCategory } from '@portal/domain';
import { emptyFigures, settle, type AnalysisOutput, type Figures } from './analysis.ts';
/** An account the analysis covers (as service.ts's PortfolioAccountRef; not imported, so no cycle). */
interface PortfolioAccountRef {
  accountId: number;
  accountNumber: string;
}
import { SERIES_CATEGORIES } from './series.ts';

/** One account at one sample (k counts from 1); the series columns are null before its first row. */
export interface SeriesPoint {
  k: number;
  account_id: number;
  value_pence: number | string | null;
  money_in: number | string | null;
  money_out: number | string | null;
  adjustments: number | string | null;
  transfers: number | string | null;
  events: number | string | null;
  /** Running sums per SERIES_CATEGORIES. */
  categories: (number | string)[] | null;
}

/** The chart at one sample (k counts from 1): value and net money in/out to date, summed over the accounts. */
export interface ChartPoint {
  k: number;
  value: number | string;
  net: number | string;
}

const n = (value: number | string | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

export function fromSeries(
  accounts: readonly PortfolioAccountRef[],
  dates: readonly string[],
  points: readonly SeriesPoint[],
  chart: readonly ChartPoint[],
): AnalysisOutput {
  const last = dates.length;
  const at = new Map<string, SeriesPoint>();
  for (const p of points) at.set(`${p.account_id}|${p.k}`, p);
  const byAccount = new Map<string, Figures>(accounts.map((a) => [a.accountNumber, emptyFigures()]));
  const breakdown = new Map<AnalysisCategory, Map<string, number>>(ANALYSIS_CATEGORIES.map((c) => [c, new Map()]));
  let eventCount = 0;
  for (const account of accounts) {
    const first = at.get(`${account.accountId}|1`);
    const end = at.get(`${account.accountId}|${last}`);
    const f = byAccount.get(account.accountNumber)!;
    f.openingPence = n(first?.value_pence);
    f.closingPence = n(end?.value_pence);
    f.moneyInPence = n(end?.money_in) - n(first?.money_in);
    f.moneyOutPence = n(end?.money_out) - n(first?.money_out);
    f.adjustmentsPence = n(end?.adjustments) - n(first?.adjustments);
    f.transfersPence = n(end?.transfers) - n(first?.transfers);
    eventCount += n(end?.events) - n(first?.events);
    SERIES_CATEGORIES.forEach((category, i) => {
      const moved = n(end?.categories?.[i]) - n(first?.categories?.[i]);
      if (moved !== 0) breakdown.get(category)?.set(account.accountNumber, moved);
    });
  }
  const byK = new Map(chart.map((p) => [Number(p.k), p]));
  const netBefore = n(byK.get(1)?.net);
  const series = dates.map((date, index) => {
    const p = byK.get(index + 1);
    return { date, valuePence: n(p?.value), netPence: n(p?.net) - netBefore };
  });
  return { total: settle(byAccount, breakdown), byAccount, series, breakdown, eventCount };
}
