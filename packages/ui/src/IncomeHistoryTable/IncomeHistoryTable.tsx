/**
 * The income history list (spec §2 Income history): the qualifying payments (domain
 * `buildIncomeHistoryRows`) in three columns — Effective date, Description, Amount — with the
 * load states the transactions load has (loading, error, no data).
 */
import { formatDate, formatMoney, incomeHistoryTexts, transactionsTexts } from '@portal/domain';
import type { DateFormat, IncomeHistoryRow, TransactionsLoadStatus } from '@portal/domain';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './IncomeHistoryTable.css.ts';
import { cx } from '../utils/cx.ts';

export interface IncomeHistoryTableProps {
  rows: readonly IncomeHistoryRow[];
  /** The domain's `transactionsLoadStatus`; rows already arrived show while 'loading'. @default 'loaded' */
  status?: TransactionsLoadStatus;
  /** @default 'DD.MM.YY' */
  dateFormat?: DateFormat;
  /** @default 'Income history' */
  'aria-label'?: string;
  /** The list's own words (each defaults to the catalogue's); pass only those to change. */
  labels?: Partial<IncomeHistoryTableLabels>;
  className?: string;
}

/** Texts of the list; defaults from `incomeHistoryTexts` and `transactionsTexts` in @portal/domain. */
export interface IncomeHistoryTableLabels {
  /** Column headings. @default incomeHistoryTexts.columns */
  columns: { readonly effectiveDate: string; readonly description: string; readonly amount: string };
  /** status 'error'. @default transactionsTexts.cannotDisplay */
  cannotDisplay: string;
  /** status 'empty'. @default transactionsTexts.noData */
  noData: string;
  /** Loaded, but no payment qualifies. @default incomeHistoryTexts.noPayments */
  noPayments: string;
  /** @default 'Loading income history' */
  loading: string;
}

export const defaultIncomeHistoryTableLabels: IncomeHistoryTableLabels = {
  columns: incomeHistoryTexts.columns,
  cannotDisplay: transactionsTexts.cannotDisplay,
  noData: transactionsTexts.noData,
  noPayments: incomeHistoryTexts.noPayments,
  loading: incomeHistoryTexts.loading,
};

export function IncomeHistoryTable({
  rows,
  status = 'loaded',
  dateFormat,
  'aria-label': ariaLabel = incomeHistoryTexts.title,
  labels,
  className,
}: IncomeHistoryTableProps) {
  const text = { ...defaultIncomeHistoryTableLabels, ...labels };
  if (status === 'error') return <MessageBanner severity="error">{text.cannotDisplay}</MessageBanner>;
  if (status === 'empty') return <MessageBanner severity="info">{text.noData}</MessageBanner>;
  const loading = status === 'loading';
  if (rows.length === 0) {
    return loading ? (
      <div className={styles.centred}>
        <Spinner size="large" label={text.loading} />
      </div>
    ) : (
      <MessageBanner severity="info">{text.noPayments}</MessageBanner>
    );
  }
  const { columns } = text;
  return (
    <div className={cx(styles.root, className)}>
      {loading && <Spinner size="small" label={text.loading} />}
      <table className={styles.table} aria-label={ariaLabel} aria-busy={loading || undefined}>
        <thead>
          <tr className={styles.header}>
            <th scope="col" className={styles.column}>
              {columns.effectiveDate}
            </th>
            <th scope="col" className={styles.column}>
              {columns.description}
            </th>
            <th scope="col" className={styles.numericColumn}>
              {columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={styles.row}>
              <td className={styles.cell}>{formatDate(row.effectiveDate, dateFormat)}</td>
              <th scope="row" className={styles.rowHeader}>
                {row.description}
              </th>
              <td className={styles.numericCell}>{formatMoney(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
