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
  className?: string;
}

export function IncomeHistoryTable({ rows, status = 'loaded', dateFormat, 'aria-label': ariaLabel = incomeHistoryTexts.title, className }: IncomeHistoryTableProps) {
  if (status === 'error') return <MessageBanner severity="error">{transactionsTexts.cannotDisplay}</MessageBanner>;
  if (status === 'empty') return <MessageBanner severity="info">{transactionsTexts.noData}</MessageBanner>;
  const loading = status === 'loading';
  if (rows.length === 0) {
    return loading ? (
      <div className={styles.centred}>
        <Spinner size="large" label={incomeHistoryTexts.loading} />
      </div>
    ) : (
      <MessageBanner severity="info">{incomeHistoryTexts.noPayments}</MessageBanner>
    );
  }
  const { columns } = incomeHistoryTexts;
  return (
    <div className={cx(styles.root, className)}>
      {loading && <Spinner size="small" label={incomeHistoryTexts.loading} />}
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
