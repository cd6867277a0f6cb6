/**
 * The table's visible lines: each event, followed by its sub-rows when expanded. Windowing works
 * on this flat list, so expanding an event simply inserts lines.
 */
import type { TransactionRow, TransactionSubRow } from '@portal/domain';

export type TransactionLine =
  | { kind: 'event'; key: string; row: TransactionRow; expanded: boolean }
  | { kind: 'sub'; key: string; row: TransactionSubRow; parent: TransactionRow };

export function transactionLines(rows: readonly TransactionRow[], expandedIds: ReadonlySet<number>): TransactionLine[] {
  const lines: TransactionLine[] = [];
  for (const row of rows) {
    const expanded = expandedIds.has(row.trevId);
    lines.push({ kind: 'event', key: row.key, row, expanded });
    if (expanded) for (const sub of row.subRows) lines.push({ kind: 'sub', key: `${row.key}/${sub.key}`, row: sub, parent: row });
  }
  return lines;
}
