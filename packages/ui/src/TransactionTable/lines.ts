/**
 * The table's visible lines: each event, followed by its sub-rows when expanded. Windowing works
 * on this flat list, so expanding an event simply inserts lines. As cards (narrow screens, spec
 * §4.28) an expanded event shows its first CARD_SUB_ROWS sub-rows, then a 'View all' / 'View less'
 * line when it has more.
 */
import type { TransactionRow, TransactionSubRow } from '@portal/domain';

/** Sub-rows an expanded event shows as cards before 'View all' (spec §4.28). */
export const CARD_SUB_ROWS = 3;

export type TransactionLine =
  | { kind: 'event'; key: string; row: TransactionRow; expanded: boolean }
  | { kind: 'sub'; key: string; row: TransactionSubRow; parent: TransactionRow }
  | { kind: 'more'; key: string; parent: TransactionRow; showingAll: boolean };

/** How the lines are laid out: as cards, with the events whose sub-rows all show ('View all' pressed). */
export interface CardLines {
  viewingAll: ReadonlySet<number>;
}

export function transactionLines(
  rows: readonly TransactionRow[],
  expandedIds: ReadonlySet<number>,
  from = 0,
  lines: TransactionLine[] = [],
  cards: CardLines | null = null,
): TransactionLine[] {
  for (let i = from; i < rows.length; i += 1) {
    const row = rows[i] as TransactionRow;
    const expanded = expandedIds.has(row.trevId);
    lines.push({ kind: 'event', key: row.key, row, expanded });
    if (!expanded) continue;
    const limited = cards !== null && row.subRows.length > CARD_SUB_ROWS;
    const showingAll = limited && cards.viewingAll.has(row.trevId);
    const shown = limited && !showingAll ? row.subRows.slice(0, CARD_SUB_ROWS) : row.subRows;
    for (const sub of shown) lines.push({ kind: 'sub', key: `${row.key}/${sub.key}`, row: sub, parent: row });
    if (limited) lines.push({ kind: 'more', key: `${row.key}/more`, parent: row, showingAll });
  }
  return lines;
}

interface Built {
  rows: readonly TransactionRow[];
  expandedIds: ReadonlySet<number>;
  cards: CardLines | null;
  lines: TransactionLine[];
}

/**
 * `transactionLines` kept up to date while rows are appended (pages arriving): with the same
 * expanded set and the previous rows still in place at the start, only the new rows' lines are
 * built; anything else rebuilds.
 */
export function createLineBuilder(): (
  rows: readonly TransactionRow[],
  expandedIds: ReadonlySet<number>,
  cards?: CardLines | null,
) => TransactionLine[] {
  let last: Built | null = null;
  return (rows, expandedIds, cards = null) => {
    if (last && last.rows === rows && last.expandedIds === expandedIds && last.cards === cards) return last.lines;
    const extend = last !== null && last.expandedIds === expandedIds && last.cards === cards && startsWith(rows, last.rows);
    const lines =
      extend && last
        ? transactionLines(rows, expandedIds, last.rows.length, last.lines.slice(), cards)
        : transactionLines(rows, expandedIds, 0, [], cards);
    last = { rows, expandedIds, cards, lines };
    return lines;
  };
}

function startsWith(rows: readonly TransactionRow[], prefix: readonly TransactionRow[]): boolean {
  if (rows.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i += 1) if (rows[i] !== prefix[i]) return false;
  return true;
}
