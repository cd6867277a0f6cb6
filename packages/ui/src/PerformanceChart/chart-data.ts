/**
 * Pure data preparation for the performance chart: thinning long series, padding the date domain
 * to the spec's 10-day minimum (§9) and the summary read out in place of the picture.
 */
import { CHART_MIN_RANGE_DAYS, addDays, daysBetween, formatDate, formatMoney, performanceChartTexts, type IsoDate } from '@portal/domain';

export interface ChartPoint {
  /** 'YYYY-MM-DD'. */
  date: IsoDate;
  value: number;
}

/** Most points drawn per series: more add nothing visible at chart widths and slow the SVG down. */
export const CHART_MAX_POINTS = 500;

/** The series in date order, without points whose value is not a finite number. */
export function cleanSeries(points: readonly ChartPoint[]): ChartPoint[] {
  return points.filter((point) => Number.isFinite(point.value)).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * At most `maxPoints` points of a date-ordered series: the first and last always, and for each of
 * equal-sized buckets in between its lowest and highest point, so peaks and troughs (including the
 * series' extremes) survive the thinning.
 */
export function thinSeries(points: readonly ChartPoint[], maxPoints: number = CHART_MAX_POINTS): ChartPoint[] {
  if (points.length <= Math.max(maxPoints, 3)) return [...points];
  const buckets = Math.max(1, Math.floor((maxPoints - 2) / 2));
  const interior = points.length - 2;
  const kept = new Set<number>([0, points.length - 1]);
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const start = 1 + Math.floor((bucket * interior) / buckets);
    const end = 1 + Math.floor(((bucket + 1) * interior) / buckets);
    let low = start;
    let high = start;
    for (let index = start; index < end; index += 1) {
      if ((points[index]?.value ?? 0) < (points[low]?.value ?? 0)) low = index;
      if ((points[index]?.value ?? 0) > (points[high]?.value ?? 0)) high = index;
    }
    if (start < end) {
      kept.add(low);
      kept.add(high);
    }
  }
  return [...kept].sort((a, b) => a - b).flatMap((index) => (points[index] ? [points[index]] : []));
}

/** First and last date of all series, widened evenly on both sides to at least `minDays` days. */
export function dateDomain(
  series: readonly (readonly ChartPoint[])[],
  minDays: number = CHART_MIN_RANGE_DAYS,
): [IsoDate, IsoDate] | undefined {
  const dates = series.flatMap((points) => points.map((point) => point.date)).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const missing = minDays - daysBetween(first, last);
  if (missing <= 0) return [first, last];
  return [addDays(first, -Math.floor(missing / 2)), addDays(last, Math.ceil(missing / 2))];
}

/** Lowest and highest value of all series; a flat series gets some room above and below. */
export function valueDomain(series: readonly (readonly ChartPoint[])[]): [number, number] {
  const values = series.flatMap((points) => points.map((point) => point.value));
  if (values.length === 0) return [0, 1];
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low !== high) return [low, high];
  const room = Math.abs(low) * 0.1 || 1;
  return [low - room, high + room];
}

/** An ISO date as the UTC midnight instant, so tick dates never shift with the viewer's time zone. */
export function isoToUtc(date: IsoDate): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The chart image's accessible summary: period, first and last valuation, lowest and highest. */
export function chartSummary(
  valuation: readonly ChartPoint[],
  texts: { noData: string; summary: typeof performanceChartTexts.summary } = performanceChartTexts,
): string {
  const first = valuation[0];
  const last = valuation[valuation.length - 1];
  if (!first || !last) return texts.noData;
  const values = valuation.map((point) => point.value);
  return texts.summary(
    formatDate(first.date),
    formatDate(last.date),
    formatMoney(first.value),
    formatMoney(last.value),
    formatMoney(Math.min(...values)),
    formatMoney(Math.max(...values)),
  );
}

export interface ChartTableRow {
  date: IsoDate;
  valuation?: number;
  netMoneyInOut?: number;
}

/** One row per date of either series, for the data table read by screen readers. */
export function chartTableRows(valuation: readonly ChartPoint[], netMoneyInOut: readonly ChartPoint[]): ChartTableRow[] {
  const rows = new Map<IsoDate, ChartTableRow>();
  for (const point of valuation) rows.set(point.date, { ...rows.get(point.date), date: point.date, valuation: point.value });
  for (const point of netMoneyInOut) rows.set(point.date, { ...rows.get(point.date), date: point.date, netMoneyInOut: point.value });
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
