/**
 * The transaction history table (spec §2, §4, §5): the domain's rows in nine columns, each event
 * expandable to its sub-rows, a Totals row, and cards on narrow screens. Rows are windowed with a
 * fixed line height so 10,000 events cost only the visible lines; the table keeps its semantics
 * with aria-rowcount and aria-rowindex. It holds no rules: filtering, search, totals and which
 * events are expanded all come from the parent.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TRANSACTION_COLUMN_ORDER, transactionsTexts } from '@portal/domain';
import type { DateFormat, TotalsRow, TransactionColumn, TransactionRow, TransactionsLoadStatus, TrevFee } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { media } from '../themes/layout.ts';
import { CARD_HEIGHT, DEFAULT_OVERSCAN, DEFAULT_VIEWPORT_HEIGHT, MORE_HEIGHT, ROW_HEIGHT } from './geometry.ts';
import { createLineBuilder } from './lines.ts';
import type { TransactionLine } from './lines.ts';
import { EventCard, EventCells, MoreCard, SubCard, SubCells, TotalsCard, TotalsCells, isNumericColumn } from './TransactionRows.tsx';
import { defaultTransactionTableLabels } from './labels.ts';
import type { TransactionTableLabels } from './labels.ts';
import * as styles from './TransactionTable.css.ts';
import { useMediaQuery } from './use-media-query.ts';
import { useWindowedRange } from './use-windowed-range.ts';
import { cx } from '../utils/cx.ts';

export const transactionTableLayouts = ['auto', 'table', 'cards'] as const;
export type TransactionTableLayout = (typeof transactionTableLayouts)[number];

export interface TransactionTableProps {
  /** The rows to show, already filtered and searched (domain `applyFilters` / `searchRows`). */
  rows: readonly TransactionRow[];
  /**
   * The load status from the domain's `transactionsLoadStatus`: 'loading' (page count -1; rows
   * that have arrived are shown with a spinner), 'error', 'empty' or 'loaded'. @default 'loaded'
   */
  status?: TransactionsLoadStatus;
  /** trevIds of the expanded events. All start collapsed; in search mode, the matching events. */
  expandedIds: ReadonlySet<number>;
  /** An event's expand button was pressed. */
  onToggle: (trevId: number) => void;
  /** Whether every event is expanded: the toggle reads 'Hide all', else 'Show all'. @default false */
  allExpanded?: boolean;
  /** Shows the 'Show all'/'Hide all' toggle (not in search mode); the parent expands or collapses. */
  onToggleAll?: () => void;
  /** A search is active: expand buttons and 'Show all' are hidden. @default false */
  searchActive?: boolean;
  /** The domain `totalsRow`, or null when none is shown. */
  totals?: TotalsRow | null;
  /** Each event's trevFees by trevId: an event listed here gets a fee tooltip. */
  trevFees?: ReadonlyMap<number, readonly TrevFee[]>;
  /** @default 'DD.MM.YY' */
  dateFormat?: DateFormat;
  /** 'auto' shows cards below 960 px (spec: rows become cards on narrow screens). @default 'auto' */
  layout?: TransactionTableLayout;
  /** Height of the scrolling viewport in px. @default 600 */
  height?: number;
  /** Lines rendered beyond each edge of the viewport. @default 6 */
  overscan?: number;
  /** @default 'Transactions' */
  'aria-label'?: string;
  /**
   * The table's own words (each defaults to `transactionsTexts`); pass only those to change. Keep the
   * object stable (a constant or memoised): rows are memoised and receive it.
   */
  labels?: Partial<TransactionTableLabels>;
  className?: string;
}

const COLUMN_CLASS: Record<TransactionColumn, string> = {
  effectiveDate: styles.col.date,
  processedDate: styles.col.date,
  reportingDate: styles.col.date,
  description: styles.col.description,
  units: styles.col.number,
  price: styles.col.number,
  fees: styles.col.number,
  amount: styles.col.number,
  cashBalance: styles.col.balance,
};

const EMPTY_FEES: ReadonlyMap<number, readonly TrevFee[]> = new Map();

export function TransactionTable({
  rows,
  status = 'loaded',
  expandedIds,
  onToggle,
  allExpanded = false,
  onToggleAll,
  searchActive = false,
  totals = null,
  trevFees = EMPTY_FEES,
  dateFormat,
  layout = 'auto',
  height = DEFAULT_VIEWPORT_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  'aria-label': ariaLabel = transactionsTexts.tableLabel,
  labels,
  className,
}: TransactionTableProps) {
  const text = useMemo(() => (labels ? { ...defaultTransactionTableLabels, ...labels } : defaultTransactionTableLabels), [labels]);
  const narrow = useMediaQuery(media.mobile);
  const cards = layout === 'cards' || (layout === 'auto' && narrow);

  // One stable callback for every row, so a parent passing a new function does not re-render rows.
  const onToggleRef = useRef(onToggle);
  useLayoutEffect(() => {
    onToggleRef.current = onToggle;
  });
  const toggle = useCallback((trevId: number) => onToggleRef.current(trevId), []);

  // As cards, the events whose sub-rows all show ('View all', spec §4.28): the table's own state.
  const [viewingAll, setViewingAll] = useState<ReadonlySet<number>>(() => new Set());
  const toggleViewAll = useCallback(
    (trevId: number) =>
      setViewingAll((current) => {
        const next = new Set(current);
        if (!next.delete(trevId)) next.add(trevId);
        return next;
      }),
    [],
  );
  const cardLines = useMemo(() => (cards ? { viewingAll } : null), [cards, viewingAll]);

  // Pages arriving append rows: only their lines are built, not the whole list again.
  const [buildLines] = useState(createLineBuilder);
  const lines = useMemo(() => buildLines(rows, expandedIds, cardLines), [buildLines, rows, expandedIds, cardLines]);
  const lineHeight = cards ? CARD_HEIGHT : ROW_HEIGHT;
  // 'View all' lines are shorter than cards: then the windowing keeps every line's offset.
  const offsets = useMemo(() => {
    if (!cards || !lines.some((line) => line.kind === 'more')) return null;
    const tops = new Array<number>(lines.length + 1);
    let top = 0;
    lines.forEach((line, i) => {
      tops[i] = top;
      top += line.kind === 'more' ? MORE_HEIGHT : CARD_HEIGHT;
    });
    tops[lines.length] = top;
    return tops;
  }, [cards, lines]);
  const range = useWindowedRange({ count: lines.length, lineHeight, viewportHeight: height, overscan, offsets });

  if (status === 'error') return <MessageBanner severity="error">{text.cannotDisplay}</MessageBanner>;
  if (status === 'empty') return <MessageBanner severity="info">{text.noData}</MessageBanner>;
  const loading = status === 'loading';
  if (loading && rows.length === 0) {
    return (
      <div className={styles.centred}>
        <Spinner size="large" label={text.loading} />
      </div>
    );
  }

  const toolbar = (loading || (onToggleAll && !searchActive)) && (
    <div className={styles.toolbar}>
      {loading && (
        <span className={styles.loadingMore}>
          <Spinner size="small" label={text.loadingMore} />
          {text.loadingMore}
        </span>
      )}
      {onToggleAll && !searchActive && (
        <Button variant="secondary" onPress={onToggleAll} isDisabled={rows.length === 0}>
          {allExpanded ? text.hideAll : text.showAll}
        </Button>
      )}
    </div>
  );

  if (rows.length === 0) {
    return (
      <div className={cx(styles.root, className)}>
        {toolbar}
        <MessageBanner severity="info">{text.noMatchingTransactions}</MessageBanner>
      </div>
    );
  }

  const windowLines = lines.slice(range.start, range.end);
  const lineProps = (line: Extract<TransactionLine, { kind: 'event' }>) => ({
    row: line.row,
    expanded: line.expanded,
    searchActive,
    onToggle: toggle,
    fees: trevFees.get(line.row.trevId),
    dateFormat,
    text,
  });

  return (
    <div className={cx(styles.root, className)}>
      {toolbar}
      <div
        className={styles.viewport}
        style={{ height }}
        onScroll={range.onScroll}
        // Focusable so the list can be scrolled by keyboard even when it holds no buttons (search mode).
        tabIndex={0}
        role="region"
        aria-label={ariaLabel}
        aria-busy={loading || undefined}
      >
        {cards ? (
          <>
            <div role="list" aria-label={ariaLabel} className={styles.cardList}>
              {range.before > 0 && <div aria-hidden="true" style={{ height: range.before }} />}
              {windowLines.map((line, i) => (
                <div
                  key={line.key}
                  role="listitem"
                  aria-posinset={range.start + i + 1}
                  aria-setsize={lines.length}
                  className={line.kind === 'more' ? styles.moreCard : styles.card}
                  data-kind={line.kind}
                >
                  {line.kind === 'event' ? (
                    <EventCard {...lineProps(line)} />
                  ) : line.kind === 'sub' ? (
                    <SubCard row={line.row} dateFormat={dateFormat} text={text} />
                  ) : (
                    <MoreCard trevId={line.parent.trevId} showingAll={line.showingAll} onToggle={toggleViewAll} text={text} />
                  )}
                </div>
              ))}
              {range.after > 0 && <div aria-hidden="true" style={{ height: range.after }} />}
            </div>
            {totals && <TotalsCard totals={totals} dateFormat={dateFormat} text={text} />}
          </>
        ) : (
          <table className={styles.table} aria-label={ariaLabel} aria-rowcount={lines.length + 1 + (totals ? 1 : 0)}>
            <colgroup>
              {TRANSACTION_COLUMN_ORDER.map((column) => (
                <col key={column} className={COLUMN_CLASS[column]} />
              ))}
            </colgroup>
            <thead>
              <tr aria-rowindex={1}>
                {TRANSACTION_COLUMN_ORDER.map((column) => (
                  <th key={column} scope="col" className={cx(styles.headerCell, isNumericColumn(column) && styles.numericHeader)}>
                    {text.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {range.before > 0 && (
                <tr aria-hidden="true" style={{ height: range.before }}>
                  <td colSpan={TRANSACTION_COLUMN_ORDER.length} className={styles.spacer} />
                </tr>
              )}
              {windowLines.map((line, i) =>
                // 'View all' lines are the cards' only (the table shows every sub-row).
                line.kind === 'more' ? null : (
                  <tr
                    key={line.key}
                    aria-rowindex={range.start + i + 2}
                    data-kind={line.kind}
                    className={cx(styles.row, line.kind === 'sub' && styles.subRow, line.row.italic && styles.italic)}
                  >
                    {line.kind === 'event' ? <EventCells {...lineProps(line)} /> : <SubCells row={line.row} dateFormat={dateFormat} />}
                  </tr>
                ),
              )}
              {range.after > 0 && (
                <tr aria-hidden="true" style={{ height: range.after }}>
                  <td colSpan={TRANSACTION_COLUMN_ORDER.length} className={styles.spacer} />
                </tr>
              )}
            </tbody>
            {totals && (
              <tfoot>
                <tr aria-rowindex={lines.length + 2} className={styles.totalsRow}>
                  <TotalsCells totals={totals} dateFormat={dateFormat} />
                </tr>
              </tfoot>
            )}
          </table>
        )}
      </div>
    </div>
  );
}
