/**
 * A label/value list of figures (spec §3 account summary transactions, analysis table breakdown,
 * wrapper and memo asset details): money in GBP with negatives in the negative colour (spec §5),
 * text as given, '–' for a missing value.
 */
import { formatMoney, isNegative } from '@portal/domain';
import type { ReactNode } from 'react';
import * as styles from './PortfolioFigures.css.ts';
import { cx } from '../utils/cx.ts';

export interface Figure {
  label: string;
  /** A number is money; text (or a node) is shown as it is; null or undefined shows '–'. */
  value: number | string | ReactNode | null | undefined;
  /** Bold, e.g. the closing value. @default false */
  emphasis?: boolean;
}

export interface FiguresListProps {
  items: readonly Figure[];
  className?: string;
}

export function FiguresList({ items, className }: FiguresListProps) {
  return (
    <dl className={cx(styles.list, className)}>
      {items.map((item) => {
        const money = typeof item.value === 'number';
        const shown = money ? formatMoney(item.value as number) : (item.value ?? '–');
        const classes = [
          styles.value,
          item.emphasis ? styles.emphasis : undefined,
          money && isNegative(item.value as number) ? styles.negative : undefined,
        ];
        return (
          <div key={item.label} className={styles.pair}>
            <dt className={cx(styles.term, item.emphasis ? styles.emphasis : undefined)}>{item.label}</dt>
            <dd className={cx(...classes)}>{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}
