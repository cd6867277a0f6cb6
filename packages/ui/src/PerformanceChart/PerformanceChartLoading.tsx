/**
 * The chart's loading state on its own (no d3): the chart shows it while its data loads, and a page
 * that loads the chart lazily shows it while the chart's code loads, so both look the same.
 */
import type { Ref } from 'react';
import { performanceChartTexts } from '@portal/domain';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './PerformanceChartLoading.css.ts';

export interface PerformanceChartLoadingProps {
  label?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function PerformanceChartLoading({ label = performanceChartTexts.loading, className, ref }: PerformanceChartLoadingProps) {
  return (
    <div ref={ref} className={cx(styles.root, className)}>
      <div className={styles.placeholder}>
        <Spinner label={label} />
      </div>
    </div>
  );
}
