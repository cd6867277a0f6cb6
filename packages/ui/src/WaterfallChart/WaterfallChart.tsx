/**
 * The waterfall of a period (issue 32): the opening value, each movement (money in and out, income,
 * each kind of charge, adjustments and transfers, market movement) as a floating bar, and the
 * closing value. An SVG drawn with d3-scale in the firm theme's colours; the picture is one role="img"
 * with a spoken summary, and every step with its amount is in a table that screen readers always
 * reach and sighted users can show with 'Show table'.
 */
import { formatMoney, waterfallTexts } from '@portal/domain';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { PerformanceChartLoading } from '../PerformanceChart/PerformanceChartLoading.tsx';
import { useElementWidth } from '../PerformanceChart/use-element-width.ts';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './WaterfallChart.css.ts';
import { waterfallBars, type WaterfallStepValue } from './waterfall-data.ts';

export interface WaterfallChartProps {
  /** The steps from opening to closing value, as the analysis response carries them. */
  steps: readonly WaterfallStepValue[];
  /** The plain-English sentence shown above the chart (waterfallSentence in @portal/domain). */
  sentence?: string;
  /** Height of the drawing in px. @default 320 */
  height?: number;
  /** Width used until the container has been measured. @default 640 */
  fallbackWidth?: number;
  /** Shows a spinner instead of the chart. @default false */
  isLoading?: boolean;
  /** Shown instead of the chart when the data could not be loaded. */
  error?: ReactNode;
  /** Caption of the table (e.g. with the account and period). @default waterfallTexts.tableCaption */
  tableCaption?: string;
  className?: string;
}

const margin = { top: 12, right: 12, bottom: 8, left: 72 } as const;
/** Labels under the bars need room; on narrow screens they are turned upright and the drawing grows to hold them. */
const LABEL_SPACE_WIDE = 72;
const LABEL_SPACE_NARROW = 240;

export function WaterfallChart({
  steps,
  sentence,
  height = 320,
  fallbackWidth = 640,
  isLoading = false,
  error,
  tableCaption = waterfallTexts.tableCaption,
  className,
}: WaterfallChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(fallbackWidth);
  const [showTable, setShowTable] = useState(false);
  const bars = useMemo(() => waterfallBars(steps), [steps]);
  const rootClass = cx(styles.root, className);

  if (isLoading) return <PerformanceChartLoading ref={ref} label={waterfallTexts.loading} className={className} />;
  if (error) {
    return (
      <div ref={ref} className={rootClass}>
        {error}
      </div>
    );
  }
  const opening = steps.find((s) => s.step === 'opening')?.amount ?? 0;
  const closing = steps.find((s) => s.step === 'closing')?.amount ?? 0;
  if (steps.length === 0 || bars.every((b) => Math.round(b.amount * 100) === 0)) {
    return (
      <div ref={ref} className={rootClass}>
        <p role="status" className={styles.empty}>
          {waterfallTexts.noData}
        </p>
      </div>
    );
  }

  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const narrow = innerWidth / bars.length < 60;
  const labelSpace = narrow ? LABEL_SPACE_NARROW : LABEL_SPACE_WIDE;
  const svgHeight = height + labelSpace - LABEL_SPACE_WIDE;
  const innerHeight = Math.max(1, svgHeight - margin.top - margin.bottom - labelSpace);
  const x = scaleBand<number>()
    .domain(bars.map((_, i) => i))
    .range([0, innerWidth])
    .padding(0.25);
  const values = bars.flatMap((b) => [b.from, b.to]);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values)])
    .range([innerHeight, 0])
    .nice();
  const yTicks = y.ticks(5);
  const barClass = { total: styles.barTotal, up: styles.barUp, down: styles.barDown } as const;

  return (
    <div ref={ref} className={rootClass}>
      {sentence && <p className={styles.sentence}>{sentence}</p>}
      <svg
        role="img"
        aria-label={waterfallTexts.summary(formatMoney(opening), formatMoney(closing))}
        width={width}
        height={svgHeight}
        className={styles.svg}
      >
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g aria-hidden="true">
            {yTicks.map((tick) => (
              <g key={tick} transform={`translate(0,${y(tick)})`}>
                <line x1={0} x2={innerWidth} className={styles.gridLine} />
                <text x={-8} dy="0.32em" textAnchor="end" className={styles.tick}>
                  {formatMoney(tick, { decimals: 0 })}
                </text>
              </g>
            ))}
            <line x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} className={styles.axisLine} />
          </g>
          {bars.map((bar, i) => {
            const top = y(Math.max(bar.from, bar.to));
            const barHeight = Math.max(1, Math.abs(y(bar.from) - y(bar.to)));
            const bx = x(i) ?? 0;
            const next = bars[i + 1];
            return (
              <g key={bar.step}>
                <rect x={bx} y={top} width={x.bandwidth()} height={barHeight} className={barClass[bar.kind]} data-step={bar.step} />
                {next && next.kind !== 'total' && (
                  <line
                    x1={bx + x.bandwidth()}
                    x2={(x(i + 1) ?? 0) as number}
                    y1={y(bar.to)}
                    y2={y(bar.to)}
                    className={styles.connector}
                    aria-hidden="true"
                  />
                )}
                <text
                  aria-hidden="true"
                  className={styles.stepLabel}
                  {...(narrow
                    ? {
                        transform: `translate(${bx + x.bandwidth() / 2},${innerHeight + 8}) rotate(-90)`,
                        textAnchor: 'end',
                        dy: '0.32em',
                      }
                    : { x: bx + x.bandwidth() / 2, y: innerHeight + 16, textAnchor: 'middle' })}
                >
                  {narrow ? (
                    waterfallTexts.steps[bar.step]
                  ) : (
                    <StepLabel text={waterfallTexts.steps[bar.step]} x={bx + x.bandwidth() / 2} band={x.step()} />
                  )}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <ToggleButton isSelected={showTable} onChange={setShowTable} className={styles.tableToggle}>
        {waterfallTexts.showTable}
      </ToggleButton>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it takes focus when shown. */}
      <div
        className={showTable ? styles.tableWrap : visuallyHidden}
        {...(showTable ? { tabIndex: 0, role: 'region', 'aria-label': tableCaption } : {})}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{waterfallTexts.step}</th>
              <th scope="col">{waterfallTexts.amount}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((s) => (
              <tr key={s.step}>
                <th scope="row">{waterfallTexts.steps[s.step]}</th>
                <td>{formatMoney(s.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A wide bar's label wrapped to the band's width (about 7.2 px a character at 12 px). */
function StepLabel({ text, x, band }: { text: string; x: number; band: number }) {
  const perLine = Math.max(6, Math.floor(band / 7.2));
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return (
    <>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : '1.2em'}>
          {line}
        </tspan>
      ))}
    </>
  );
}
