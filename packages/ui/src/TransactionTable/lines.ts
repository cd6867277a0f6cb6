/**
 * The table's visible lines: each event, followed by its sub-rows when expanded. Windowing works
 * on this flat list, so expanding an event simply inserts lines.
 */
import type { TransactionRow, TransactionSubRow } from '@portal/domain';

export type TransactionLine =
  | { kind: 'event'; key: string; row: TransactionRow; expanded: boolean }
  | { kind: 'sub'; key: string; row: TransactionSubRow; parent: TransactionRow };

export function transactionLines(
  rows: readonly TransactionRow[],
  expandedIds: ReadonlySet<number>,
  from = 0,
  lines: TransactionLine[] = [],
): TransactionLine[] {
  for (let i = from; i < rows.length; i += 1) {
    const row = rows[i] as TransactionRow;
    const expanded = expandedIds.has(row.trevId);
    lines.push({ kind: 'event', key: row.key, row, expanded });
    if (expanded) for (const sub of row.subRows) lines.push({ kind: 'sub', key: `${row.key}/${sub.key}`, row: sub, parent: row });
  }
  return lines;
}

interface Built {
  rows: readonly TransactionRow[];
  expandedIds: ReadonlySet<number>;
  lines: TransactionLine[];
}

/**
 * `transactionLines` kept up to date while rows are appended (pages arriving): with the same
 * expanded set and the previous rows still in place at the start, only the new rows' lines are
 * built; anything else rebuilds.
 */
export function createLineBuilder(): (rows: readonly TransactionRow[], expandedIds: ReadonlySet<number>) => TransactionLine[] {
  let last: Built | null = null;
  return (rows, expandedIds) => {
    if (last && last.rows === rows && last.expandedIds === expandedIds) return last.lines;
    const extend = last !== null && last.expandedIds === expandedIds && startsWith(rows, last.rows);
    const lines =
      extend && last ? transactionLines(rows, expandedIds, last.rows.length, last.lines.slice()) : transactionLines(rows, expandedIds);
    last = { rows, expandedIds, lines };
    return lines;
  };
}

function startsWith(rows: readonly TransactionRow[], prefix: readonly TransactionRow[]): boolean {
  if (rows.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i += 1) if (rows[i] !== prefix[i]) return false;
  return true;
}
