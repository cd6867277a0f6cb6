/**
 * 10,000 events: the DOM holds only a window of rows, toggling an event re-renders only that event
 * (and mounts its sub-rows), and a filter change or search renders only rows new to the window.
 * Timings are printed for the record; the assertions are on what renders, not on milliseconds.
 * React's time per interaction comes from a <Profiler>; which rows render, from a recorder wrapped
 * around each memoised row component in this test only.
 */
import { Profiler, memo, useCallback, useMemo, useState } from 'react';
import type { ComponentType, MemoExoticComponent, ProfilerOnRenderCallback } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyFilters,
  buildTransactionRows,
  createFilterState,
  createSearchIndex,
  searchRows,
  toggleGroup,
  transactionsTexts,
} from '@portal/domain';
import type { FilterState, TransactionRow } from '@portal/domain';
import type * as RowsModule from './TransactionRows.tsx';
import { syntheticEvents } from './TransactionTable.fixtures.ts';
import { TransactionTable } from './TransactionTable.tsx';
import { DEFAULT_OVERSCAN, DEFAULT_VIEWPORT_HEIGHT, ROW_HEIGHT } from './geometry.ts';

const COUNT = 10_000;
const WINDOW = Math.ceil(DEFAULT_VIEWPORT_HEIGHT / ROW_HEIGHT) + DEFAULT_OVERSCAN;

let rows: TransactionRow[];
beforeAll(() => {
  rows = buildTransactionRows(syntheticEvents(COUNT));
});

type RenderedRowKind = 'event' | 'sub' | 'card';

// Which rows render is counted by wrapping each memoised row component (mocked here) in a recorder
// with the same memo comparison; production code carries no hook. A per-row <Profiler> would not
// do: it also reports commits of RAC's own press/hover state inside a row that did not re-render.
// The <Profiler> around the table (below) still gives React's time per interaction.
const rowRenders = vi.hoisted(() => ({ onRender: null as ((kind: RenderedRowKind, key: string) => void) | null }));

vi.mock('./TransactionRows.tsx', async (importOriginal) => {
  const rowsModule = await importOriginal<typeof RowsModule>();
  function recorded<P extends { row: { key: string } }>(kind: RenderedRowKind, Row: MemoExoticComponent<ComponentType<P>>) {
    const { type: Inner, compare } = Row as unknown as { type: ComponentType<P>; compare: ((a: P, b: P) => boolean) | null };
    return memo(function RecordedRow(props: P) {
      rowRenders.onRender?.(kind, props.row.key);
      return <Inner {...props} />;
    }, compare ?? undefined);
  }
  return {
    ...rowsModule,
    EventCells: recorded('event', rowsModule.EventCells),
    SubCells: recorded('sub', rowsModule.SubCells),
    EventCard: recorded('card', rowsModule.EventCard),
    SubCard: recorded('card', rowsModule.SubCard),
  };
});

let renders: { kind: RenderedRowKind; key: string }[] = [];
function countRenders() {
  renders = [];
  rowRenders.onRender = (kind, key) => renders.push({ kind, key });
}
afterEach(() => {
  rowRenders.onRender = null;
});

let commits: { phase: string; ms: number }[] = [];
const onCommit: ProfilerOnRenderCallback = (_id, phase, actualDuration) => commits.push({ phase, ms: actualDuration });
const report = (label: string, wallMs: number) =>
  console.info(
    `[10k] ${label}: ${wallMs.toFixed(1)} ms wall, ${commits.reduce((s, c) => s + c.ms, 0).toFixed(1)} ms React (${commits.map((c) => c.phase).join(', ')})`,
  );

/** The parent a page would be: filter state, search term and expansion, all through the domain. */
function History({ initialFilter }: { initialFilter: FilterState }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState(initialFilter);
  const [term, setTerm] = useState('');
  const index = useMemo(() => createSearchIndex(rows), []);
  const filtered = useMemo(() => applyFilters(rows, filter), [filter]);
  const matches = useMemo(() => (term ? searchRows(index, term) : null), [index, term]);
  const shown = useMemo(() => (matches ? applyFilters(matches, filter) : filtered), [matches, filter, filtered]);
  const expandedIds = useMemo(() => (matches ? new Set(matches.map((r) => r.trevId)) : expanded), [matches, expanded]);
  const onToggle = useCallback(
    (id: number) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return (
    <>
      <button type="button" onClick={() => setFilter((f) => toggleGroup(f, 'Trades'))}>
        Toggle trades
      </button>
      <input aria-label="term" value={term} onChange={(e) => setTerm(e.target.value)} />
      <Profiler id="table" onRender={onCommit}>
        <TransactionTable rows={shown} expandedIds={expandedIds} onToggle={onToggle} searchActive={!!matches} />
      </Profiler>
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((r) => r.closest('tbody'));

describe('TransactionTable with 10,000 events', () => {
  it('renders only a window of rows and re-renders only the toggled row', async () => {
    const user = userEvent.setup();
    commits = [];
    let t = performance.now();
    render(<History initialFilter={createFilterState(rows)} />);
    report('initial render', performance.now() - t);

    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(COUNT + 1));
    expect(bodyRows()).toHaveLength(WINDOW);
    expect(document.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThanOrEqual(WINDOW);

    const first = rows[0] as TransactionRow;
    const button = screen.getAllByRole('button', { name: /^Details of / })[0] as HTMLElement;
    countRenders();
    commits = [];
    t = performance.now();
    await user.click(button);
    report('toggle one row', performance.now() - t);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const eventRenders = renders.filter((r) => r.kind === 'event');
    expect(eventRenders).toEqual([{ kind: 'event', key: first.key }]);
    // The only other renders are the toggled event's own sub-rows, mounting.
    expect(renders.filter((r) => r.kind === 'sub').map((r) => r.key)).toEqual(first.subRows.map((s) => s.key));
    expect(bodyRows()).toHaveLength(WINDOW);
  });

  it('renders only rows new to the window on a filter change and a search keystroke', async () => {
    const user = userEvent.setup();
    render(<History initialFilter={createFilterState(rows)} />);
    const before = new Set(bodyRows().map((r) => r.textContent));

    countRenders();
    commits = [];
    let t = performance.now();
    await user.click(screen.getByRole('button', { name: 'Toggle trades' }));
    report('filter change (deselect a group)', performance.now() - t);
    const withoutTrades = applyFilters(rows, toggleGroup(createFilterState(rows), 'Trades'));
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(withoutTrades.length + 1));
    expect(renders.length).toBeLessThanOrEqual(WINDOW);
    // Rows still in the window were not re-rendered.
    const kept = withoutTrades.slice(0, WINDOW).filter((r) => rows.slice(0, WINDOW).includes(r));
    for (const r of kept) expect(renders.some((x) => x.key === r.key)).toBe(false);
    expect(before.size).toBe(WINDOW);

    countRenders();
    commits = [];
    t = performance.now();
    act(() => {
      // One keystroke: the search index answers from a binary search.
      const input = screen.getByRole('textbox', { name: 'term' }) as HTMLInputElement;
      input.focus();
    });
    await user.keyboard('H');
    report('search keystroke', performance.now() - t);
    expect(screen.queryByRole('button', { name: /^Details of / })).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThanOrEqual(WINDOW);
    expect(screen.getByRole('region', { name: transactionsTexts.tableLabel })).toBeInTheDocument();
  });
});
