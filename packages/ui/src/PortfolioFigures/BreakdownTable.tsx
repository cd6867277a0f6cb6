/**
 * The transaction breakdown of the analysis (spec §3 TRANSACTION_BREAKDOWN): one row per
 * transaction category with its value, a column per account when several are analysed, and a
 * total row. Money in GBP, negatives in the negative colour; each category with its assigned colour
 * (spec §9, the theme's `transactionType` tokens).
 */
import { formatMoney, isNegative } from '@portal/domain';
import { useId } from 'react';
import * as styles from './PortfolioFigures.css.ts';
import { cx } from '../utils/cx.ts';

export interface BreakdownRowData {
  category: string;
  label: string;
  value: number;
  accountMap: Readonly<Record<string, number>>;
}

export interface BreakdownTableProps {
  rows: readonly BreakdownRowData[];
  /** The analysed accounts, in column order; a column each only when there are several. */
  accounts: readonly { accountNumber: string; label: string }[];
  caption: string;
  /** Header of the first column. */
  categoryLabel: string;
  /** Header of the value column and label of the total row. */
  totalLabel: string;
  className?: string;
}

function Money({ value }: { value: number }) {
  return <span className={isNegative(value) ? styles.negative : undefined}>{formatMoney(value)}</span>;
}

export function BreakdownTable({ rows, accounts, caption, categoryLabel, totalLabel, className }: BreakdownTableProps) {
  const captionId = useId();
  const perAccount = accounts.length > 1;
  const sum = (pick: (row: BreakdownRowData) => number) =>
    Math.round(rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0)) / 100;
  return (
    // A column per account can overflow: the scrolling wrapper is focusable so keyboards can scroll it.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={cx(styles.wrap, className)}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headFirst}>
              {categoryLabel}
            </th>
            {perAccount &&
              accounts.map((account) => (
                <th key={account.accountNumber} scope="col" className={styles.headCell}>
                  {account.label}
                </th>
              ))}
            <th scope="col" className={styles.headCell}>
              {totalLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row" className={styles.rowHeader}>
                {row.category in styles.swatch && (
                  <span
                    aria-hidden="true"
                    data-swatch={row.category}
                    className={styles.swatch[row.category as keyof typeof styles.swatch]}
                  />
                )}
                {row.label}
              </th>
              {perAccount &&
                accounts.map((account) => (
                  <td key={account.accountNumber} className={styles.numeric}>
                    <Money value={row.accountMap[account.accountNumber] ?? 0} />
                  </td>
                ))}
              <td className={styles.numeric}>
                <Money value={row.value} />
              </td>
            </tr>
          ))}
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.rowHeader}>
              {totalLabel}
            </th>
            {perAccount &&
              accounts.map((account) => (
                <td key={account.accountNumber} className={styles.numeric}>
                  <Money value={sum((row) => row.accountMap[account.accountNumber] ?? 0)} />
                </td>
              ))}
            <td className={styles.numeric}>
              <Money value={sum((row) => row.value)} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
