/**
 * The memoised contents of one table line or card. A line re-renders only when its own row object,
 * expanded flag or search mode changes, so toggling one event or scrolling leaves the others alone.
 */
import { memo } from 'react';
import { Button } from 'react-aria-components';
import { TRANSACTION_COLUMN_ORDER, formatTransactionCell, isNegative } from '@portal/domain';
import type { DateFormat, TransactionCells, TransactionColumn, TransactionRow, TransactionSubRow, TrevFee } from '@portal/domain';
import { Button as ActionButton } from '../Button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { FeeTooltip } from './FeeTooltip.tsx';
import type { TransactionTableLabels } from './labels.ts';
import * as styles from './TransactionTable.css.ts';
import { cx } from '../utils/cx.ts';

const MONEY_COLUMNS: ReadonlySet<TransactionColumn> = new Set(['fees', 'amount', 'cashBalance']);
const NUMERIC_COLUMNS: ReadonlySet<TransactionColumn> = new Set(['units', 'price', 'fees', 'amount', 'cashBalance']);

function valueClass(cells: TransactionCells, column: TransactionColumn): string | undefined {
  return MONEY_COLUMNS.has(column) && isNegative(cells[column] as number | null) ? styles.negative : undefined;
}

export function isNumericColumn(column: TransactionColumn): boolean {
  return NUMERIC_COLUMNS.has(column);
}

interface ToggleProps {
  row: TransactionRow;
  expanded: boolean;
  hidden: boolean;
  onToggle: (trevId: number) => void;
  dateFormat: DateFormat | undefined;
  label: TransactionTableLabels['rowDetails'];
}

function ExpandToggle({ row, expanded, hidden, onToggle, dateFormat, label }: ToggleProps) {
  if (hidden) return <span className={styles.togglePlaceholder} aria-hidden="true" />;
  const date = formatTransactionCell(row, 'effectiveDate', { dateFormat });
  return (
    <Button
      className={styles.toggle}
      aria-expanded={expanded}
      aria-label={label(row.description, date)}
      onPress={() => onToggle(row.trevId)}
    >
      <Icon name="chevronDown" size={18} className={styles.chevron} />
    </Button>
  );
}

export interface EventLineProps {
  row: TransactionRow;
  expanded: boolean;
  /** Search mode: no expand button (matching events are expanded by the parent). */
  searchActive: boolean;
  /** Must be stable: the table passes one callback for all rows. */
  onToggle: (trevId: number) => void;
  fees: readonly TrevFee[] | undefined;
  dateFormat: DateFormat | undefined;
  /** The table's words; stable, so rows stay memoised. */
  text: TransactionTableLabels;
}

/** The nine cells of an event row. */
export const EventCells = memo(function EventCells({
  row,
  expanded,
  searchActive,
  onToggle,
  fees,
  dateFormat,
  text: labels,
}: EventLineProps) {
  return (
    <>
      {TRANSACTION_COLUMN_ORDER.map((column) => {
        const text = formatTransactionCell(row, column, { dateFormat });
        if (column === 'description') {
          return (
            <th key={column} scope="row" className={styles.cell}>
              <span className={styles.descriptionCell}>
                <ExpandToggle
                  row={row}
                  expanded={expanded}
                  hidden={searchActive}
                  onToggle={onToggle}
                  dateFormat={dateFormat}
                  label={labels.rowDetails}
                />
                <span className={styles.descriptionText}>{text}</span>
              </span>
            </th>
          );
        }
        return (
          <td key={column} className={cx(styles.cell, isNumericColumn(column) && styles.numeric, valueClass(row, column))}>
            {column === 'fees' && fees && fees.length > 0 ? (
              <FeeTooltip text={text} description={row.description} fees={fees} detailsLabel={labels.feeDetails} />
            ) : (
              text
            )}
          </td>
        );
      })}
    </>
  );
});

/** The nine cells of a sub-row (investment, payment or fee). */
export const SubCells = memo(function SubCells({ row, dateFormat }: { row: TransactionSubRow; dateFormat: DateFormat | undefined }) {
  return (
    <>
      {TRANSACTION_COLUMN_ORDER.map((column) => {
        const text = formatTransactionCell(row, column, { dateFormat });
        return column === 'description' ? (
          <th key={column} scope="row" className={cx(styles.cell, styles.subDescription)}>
            {text}
          </th>
        ) : (
          <td key={column} className={cx(styles.cell, isNumericColumn(column) && styles.numeric, valueClass(row, column))}>
            {text}
          </td>
        );
      })}
    </>
  );
});

/** The Totals row's cells (sticky at the bottom of the viewport). */
export function TotalsCells({ totals, dateFormat }: { totals: TransactionCells; dateFormat: DateFormat | undefined }) {
  return (
    <>
      {TRANSACTION_COLUMN_ORDER.map((column) =>
        column === 'description' ? (
          <th key={column} scope="row" className={styles.totalsCell}>
            {totals.description}
          </th>
        ) : (
          <td key={column} className={cx(styles.totalsCell, isNumericColumn(column) && styles.numeric, valueClass(totals, column))}>
            {formatTransactionCell(totals, column, { dateFormat })}
          </td>
        ),
      )}
    </>
  );
}

const CARD_FIELDS = TRANSACTION_COLUMN_ORDER.filter((column) => column !== 'description');

interface DefinitionsProps {
  cells: TransactionCells;
  dateFormat: DateFormat | undefined;
  fees?: readonly TrevFee[] | undefined;
  labels: TransactionTableLabels;
}

function Definitions({ cells, dateFormat, fees, labels }: DefinitionsProps) {
  return (
    <dl className={styles.definitions}>
      {CARD_FIELDS.map((column) => {
        const text = formatTransactionCell(cells, column, { dateFormat });
        return (
          <div key={column} className={styles.definition}>
            <dt className={styles.term}>{labels.columns[column]}</dt>
            <dd className={cx(styles.value, valueClass(cells, column))}>
              {column === 'fees' && fees && fees.length > 0 ? (
                <FeeTooltip text={text} description={cells.description} fees={fees} detailsLabel={labels.feeDetails} />
              ) : (
                text
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** An event as a card (narrow screens). */
export const EventCard = memo(function EventCard({ row, expanded, searchActive, onToggle, fees, dateFormat, text }: EventLineProps) {
  return (
    <div className={cx(styles.cardInner, row.italic && styles.italic)}>
      <div className={styles.cardTitle}>
        <ExpandToggle
          row={row}
          expanded={expanded}
          hidden={searchActive}
          onToggle={onToggle}
          dateFormat={dateFormat}
          label={text.rowDetails}
        />
        <span className={styles.descriptionText}>{row.description}</span>
      </div>
      <Definitions cells={row} dateFormat={dateFormat} fees={fees} labels={text} />
    </div>
  );
});

/** A sub-row as a card, indented under its event. */
export const SubCard = memo(function SubCard({
  row,
  dateFormat,
  text,
}: {
  row: TransactionSubRow;
  dateFormat: DateFormat | undefined;
  text: TransactionTableLabels;
}) {
  return (
    <div className={cx(styles.cardInner, styles.subCard, row.italic && styles.italic)}>
      <div className={styles.cardTitle}>
        <span className={styles.descriptionText}>{row.description}</span>
      </div>
      <Definitions cells={row} dateFormat={dateFormat} labels={text} />
    </div>
  );
});

/** Under an expanded event's first sub-row cards: 'View all' the others, or 'View less' (spec §4.28). */
export const MoreCard = memo(function MoreCard({
  trevId,
  showingAll,
  onToggle,
  text,
}: {
  trevId: number;
  showingAll: boolean;
  onToggle: (trevId: number) => void;
  text: TransactionTableLabels;
}) {
  return (
    <div className={styles.moreInner}>
      <ActionButton variant="secondary" onPress={() => onToggle(trevId)} aria-expanded={showingAll}>
        {showingAll ? text.viewLess : text.viewAll}
      </ActionButton>
    </div>
  );
});

/** The Totals as a card under the list. */
export function TotalsCard({
  totals,
  dateFormat,
  text,
}: {
  totals: TransactionCells;
  dateFormat: DateFormat | undefined;
  text: TransactionTableLabels;
}) {
  return (
    <div className={styles.cardInner}>
      <div className={styles.cardTitle}>{totals.description}</div>
      <Definitions cells={totals} dateFormat={dateFormat} labels={text} />
    </div>
  );
}
