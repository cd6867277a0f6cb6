// The line builder against building every line again: same lines as pages append rows, on an
// expand or collapse, and when the rows are replaced (a filter or search).
import { describe, expect, it } from 'vitest';
import { buildTransactionRows } from '@portal/domain';
import { CARD_SUB_ROWS, createLineBuilder, transactionLines } from './lines.ts';
import { syntheticEvents } from './TransactionTable.fixtures.ts';

const rows = buildTransactionRows(syntheticEvents(600, 3));

describe('createLineBuilder', () => {
  it('builds the same lines as transactionLines while rows are appended', () => {
    const build = createLineBuilder();
    const expanded = new Set([rows[1]!.trevId, rows[250]!.trevId, rows[599]!.trevId]);
    for (let end = 100; end <= rows.length; end += 100) {
      const loaded = rows.slice(0, end);
      const lines = build(loaded, expanded);
      expect(lines).toEqual(transactionLines(loaded, expanded));
      expect(build(loaded, expanded)).toBe(lines);
    }
  });

  it('rebuilds when the expanded set changes or the rows are not the previous ones extended', () => {
    const build = createLineBuilder();
    const none = new Set<number>();
    const before = build(rows, none);
    const one = new Set([rows[0]!.trevId]);
    expect(build(rows, one)).toEqual(transactionLines(rows, one));
    const filtered = rows.filter((_, i) => i % 3 !== 1);
    expect(build(filtered, one)).toEqual(transactionLines(filtered, one));
    // Same first row and same row at the old last place, different rows between: not an extension.
    const shuffled = [filtered[0]!, ...rows.slice(1, 5)];
    expect(build(shuffled, one)).toEqual(transactionLines(shuffled, one));
    expect(before).toEqual(transactionLines(rows, none));
  });
});

describe('transactionLines as cards (spec §4.28)', () => {
  const many = rows.find((r) => r.subRows.length > CARD_SUB_ROWS) ?? {
    ...rows[0]!,
    subRows: Array.from({ length: 5 }, () => rows[0]!.subRows[0]!),
  };
  const subs = (lines: ReturnType<typeof transactionLines>) => lines.filter((l) => l.kind === 'sub').length;

  it('shows an expanded event’s first 3 sub-rows, then a View all line; all of them once viewing all', () => {
    const expanded = new Set([many.trevId]);
    const limited = transactionLines([many], expanded, 0, [], { viewingAll: new Set() });
    expect(subs(limited)).toBe(CARD_SUB_ROWS);
    expect(limited.at(-1)).toMatchObject({ kind: 'more', showingAll: false });
    const all = transactionLines([many], expanded, 0, [], { viewingAll: new Set([many.trevId]) });
    expect(subs(all)).toBe(many.subRows.length);
    expect(all.at(-1)).toMatchObject({ kind: 'more', showingAll: true });
    // The table shows every sub-row and no View all line.
    expect(transactionLines([many], expanded).some((l) => l.kind === 'more')).toBe(false);
  });

  it('adds no View all line for 3 sub-rows or fewer', () => {
    const few = { ...many, subRows: many.subRows.slice(0, CARD_SUB_ROWS) };
    const lines = transactionLines([few], new Set([few.trevId]), 0, [], { viewingAll: new Set() });
    expect(lines.map((l) => l.kind)).toEqual(['event', 'sub', 'sub', 'sub']);
  });
});
