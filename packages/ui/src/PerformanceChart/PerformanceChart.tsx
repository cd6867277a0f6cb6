/**
 * Valuation versus net money in/out over time (spec §2 Home and Analysis, §3 VALUATION_VS_MIMO):
 * an SVG area and line drawn with d3-scale and d3-shape. The picture is one role="img" with a
 * spoken summary; the numbers themselves are in a data table that screen readers always reach and
 * sighted users can show with 'Show table'.
 */
import { formatDate, formatMoney, performanceChartTexts } from '@portal/domain';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { PerformanceChartLoading } from './PerformanceChartLoading.tsx';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './PerformanceChart.css.ts';
import {
  CHART_MAX_POINTS,
  chartSummary,
  chartTableRows,
  cleanSeries,
  dateDomain,
  isoToUtc,
  thinSeries,
  valueDomain,
  type ChartPoint,
} from './chart-data.ts';
import { useElementWidth } from './use-element-width.ts';
import { cx } from '../utils/cx.ts';

export interface PerformanceChartProps {
  /** Valuation by date. */
  valuation: readonly ChartPoint[];
  /** Cumulative net money in/out by date, drawn as a dashed line. */
  netMoneyInOut?: readonly ChartPoint[];
  /** Height of the drawing in px. @default 300 */
  height?: number;
  /** Width used until the container has been measured (and where ResizeObserver is missing). @default 640 */
  fallbackWidth?: number;
  /** Most points drawn per series. @default 500 */
  maxPoints?: number;
  /** Shows a spinner instead of the chart. @default false */
  isLoading?: boolean;
  /** Shown instead of the chart when the data could not be loaded (e.g. a MessageBanner with retry). */
  error?: ReactNode;
  /** Hides the 'Show table' button (the table stays available to screen readers), e.g. in print. @default false */
  hideTableToggle?: boolean;
  /**
   * The chart's own words (each defaults to `performanceChartTexts` in @portal/domain); pass only
   * those to change. Keep the object stable: the summary is memoised on it.
   */
  labels?: Partial<PerformanceChartLabels>;
  className?: string;
}

/** Texts of the chart and its table. */
export interface PerformanceChartLabels {
  /** Legend and table heading. @default 'Valuation' */
  valuation: string;
  /** @default 'Net money in/out' */
  netMoneyInOut: string;
  /** Table heading. @default 'Date' */
  date: string;
  /** @default 'Show table' */
  showTable: string;
  /** @default 'Valuation and net money in/out by date' */
  tableCaption: string;
  /** @default 'Loading chart' */
  loading: string;
  /** @default performanceChartTexts.noData */
  noData: string;
  /** The picture's spoken summary. @default performanceChartTexts.summary */
  summary: (from: string, to: string, first: string, last: string, lowest: string, highest: string) => string;
}

export const defaultPerformanceChartLabels: PerformanceChartLabels = { ...performanceChartTexts };

const margin = { top: 12, right: 16, bottom: 32, left: 80 } as const;
const DAY_MS = 86_400_000;

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function PerformanceChart({
  valuation,
  netMoneyInOut = [],
  height = 300,
  fallbackWidth = 640,
  maxPoints = CHART_MAX_POINTS,
  isLoading = false,
  error,
  hideTableToggle = false,
  labels,
  className,
}: PerformanceChartProps) {
  const text = useMemo(() => (labels ? { ...defaultPerformanceChartLabels, ...labels } : defaultPerformanceChartLabels), [labels]);
  const { ref, width } = useElementWidth<HTMLDivElement>(fallbackWidth);
  const [showTable, setShowTable] = useState(false);

  const data = useMemo(() => {
    const valuationPoints = thinSeries(cleanSeries(valuation), maxPoints);
    const netPoints = thinSeries(cleanSeries(netMoneyInOut), maxPoints);
    return {
      valuation: valuationPoints,
      net: netPoints,
      summary: chartSummary(cleanSeries(valuation), text),
      rows: chartTableRows(valuationPoints, netPoints),
    };
  }, [valuation, netMoneyInOut, maxPoints, text]);

  const rootClass = cx(styles.root, className);

  if (isLoading) return <PerformanceChartLoading ref={ref} label={text.loading} className={className} />;
  if (error) {
    return (
      <div ref={ref} className={rootClass}>
        {error}
      </div>
    );
  }
  const domain = dateDomain([data.valuation, data.net]);
  if (!domain || data.valuation.length === 0) {
    return (
      <div ref={ref} className={rootClass}>
        <p role="status" className={styles.empty}>
          {text.noData}
        </p>
      </div>
    );
  }

  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const x = scaleUtc().domain(domain.map(isoToUtc)).range([0, innerWidth]);
  const y = scaleLinear()
    .domain(valueDomain([data.valuation, data.net]))
    .range([innerHeight, 0])
    .nice();
  const spanDays = (x.domain()[1]!.getTime() - x.domain()[0]!.getTime()) / DAY_MS;
  const dateTick = spanDays > 90 ? monthYear : dayMonth;
  const xTicks = x.ticks(Math.max(2, Math.floor(innerWidth / 110)));
  const yTicks = y.ticks(5);
  const [yMin] = y.domain() as [number, number];

  const px = (point: ChartPoint) => x(isoToUtc(point.date));
  const py = (point: ChartPoint) => y(point.value);
  const valuationLine = line<ChartPoint>().x(px).y(py)(data.valuation) ?? '';
  const valuationArea =
    area<ChartPoint>()
      .x(px)
      .y0(y(Math.max(yMin, 0)))
      .y1(py)(data.valuation) ?? '';
  const netLine = data.net.length > 0 ? (line<ChartPoint>().x(px).y(py)(data.net) ?? '') : '';
  const baseline = yMin < 0 ? y(0) : undefined;

  return (
    <div ref={ref} className={rootClass}>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.swatchValuation} />
          {text.valuation}
        </li>
        {data.net.length > 0 && (
          <li className={styles.legendItem}>
            <span className={styles.swatchNet} />
            {text.netMoneyInOut}
          </li>
        )}
      </ul>
      <svg role="img" aria-label={data.summary} width={width} height={height} className={styles.svg}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g className={styles.grid} aria-hidden="true">
            {yTicks.map((tick) => (
              <g key={tick} transform={`translate(0,${y(tick)})`}>
                <line x1={0} x2={innerWidth} className={styles.gridLine} />
                <text x={-8} dy="0.32em" textAnchor="end" className={styles.tick}>
                  {formatMoney(tick, { decimals: 0 })}
                </text>
              </g>
            ))}
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className={styles.axisLine} />
            {xTicks.map((tick) => (
              <text key={tick.getTime()} x={x(tick)} y={innerHeight + 20} textAnchor="middle" className={styles.tick}>
                {dateTick.format(tick)}
              </text>
            ))}
          </g>
          {baseline !== undefined && <line x1={0} x2={innerWidth} y1={baseline} y2={baseline} className={styles.zeroLine} />}
          <path d={valuationArea} className={styles.area} />
          <path d={valuationLine} className={styles.valuationLine} />
          {netLine && <path d={netLine} className={styles.netLine} />}
        </g>
      </svg>
      {!hideTableToggle && (
        <ToggleButton isSelected={showTable} onChange={setShowTable} className={styles.tableToggle}>
          {text.showTable}
        </ToggleButton>
      )}
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it takes focus when shown. */}
      <div
        className={showTable ? styles.tableWrap : visuallyHidden}
        {...(showTable ? { tabIndex: 0, role: 'region', 'aria-label': text.tableCaption } : {})}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{text.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.date}</th>
              <th scope="col">{text.valuation}</th>
              {data.net.length > 0 && <th scope="col">{text.netMoneyInOut}</th>}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">{formatDate(row.date)}</th>
                <td>{formatMoney(row.valuation)}</td>
                {data.net.length > 0 && <td>{formatMoney(row.netMoneyInOut)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
