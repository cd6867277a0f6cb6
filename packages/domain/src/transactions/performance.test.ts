// Micro-benchmark: a search keystroke and a filter change on 10,000 events must stay well inside
// one 16 ms frame. Figures are printed so a regression is visible in the test output.
import { describe, expect, it } from 'vitest';
import { buildTransactionRows } from './display.ts';
import { syntheticEvents } from './fixtures.ts';
import {
  applyFilters,
  createFilterState,
  isAllSelected,
  toggleAll,
  toggleGroup,
  toggleOption,
  totalsRow,
  type FilterState,
} from './filters.ts';
import { createSearchIndex, searchRows, suggest } from './search.ts';

const FRAME_MS = 16;

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
const median = (values: number[]): number => percentile(values, 0.5);

const fmt = (ms: number): string => `${ms.toFixed(3)} ms`;

describe('performance on 10,000 events', () => {
  const events = syntheticEvents(10_000, 42);
  let rows = buildTransactionRows([]);
  const buildMs = time(() => {
    rows = buildTransactionRows(events, { accountType: 'Isa', cashBalances: events.map((e, i) => ({ trevId: e.trevId, balance: i })) });
  });
  let index = createSearchIndex([]);
  const indexMs = time(() => {
    index = createSearchIndex(rows);
  });
  let state: FilterState = createFilterState([]);
  const stateMs = time(() => {
    state = createFilterState(rows);
  });

  it('suggest + searchRows per keystroke: median well under 16 ms', () => {
    const words = ['harbour global', 'buy', 'income distribution', 'fund0012', 'meridian', 'sell', 'platform charge', 'x'];
    const keystrokes = words.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1)));
    // Warm up the JIT as a browser session would after the first few keystrokes.
    for (const term of keystrokes) {
      suggest(index, term);
      searchRows(index, term);
    }
    const samples: number[] = [];
    let matched = 0;
    for (let round = 0; round < 5; round += 1) {
      for (const term of keystrokes) {
        samples.push(
          time(() => {
            suggest(index, term);
            matched += searchRows(index, term).length;
          }),
        );
      }
    }
    const m = median(samples);
    console.log(
      `[bench] 10,000 events: build rows ${fmt(buildMs)}, search index ${fmt(indexMs)}, filter state ${fmt(stateMs)}; ` +
        `keystroke (suggest+searchRows) median ${fmt(m)}, p95 ${fmt(percentile(samples, 0.95))}, max ${fmt(Math.max(...samples))} over ${samples.length} keystrokes (${matched} matches)`,
    );
    expect(m).toBeLessThan(FRAME_MS);
  });

  it('applyFilters (+ Totals row) per filter change: median well under 16 ms', () => {
    const keys = state.groups.flatMap((g) => g.options.map((o) => o.key));
    const changes: ((s: FilterState) => FilterState)[] = [
      toggleAll,
      ...keys.map((k) => (s: FilterState) => toggleOption(s, k)),
      ...state.groups.map((g) => (s: FilterState) => toggleGroup(s, g.high)),
      toggleAll,
    ];
    for (const change of changes) applyFilters(rows, change(state));
    const samples: number[] = [];
    let current = state;
    for (let round = 0; round < 5; round += 1) {
      for (const change of changes) {
        current = change(current);
        const next = current;
        samples.push(
          time(() => {
            const shown = applyFilters(rows, next);
            totalsRow(shown, { allSelected: isAllSelected(next), searchActive: false });
          }),
        );
      }
    }
    const m = median(samples);
    console.log(
      `[bench] 10,000 events: filter change (applyFilters+totalsRow) median ${fmt(m)}, p95 ${fmt(percentile(samples, 0.95))}, max ${fmt(Math.max(...samples))} over ${samples.length} changes`,
    );
    expect(m).toBeLessThan(FRAME_MS);
  });
});
