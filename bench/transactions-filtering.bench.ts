/**
 * Transactions in memory on 10,000 synthetic events: building the rows, the search index and the filter
 * state, then a search keystroke (suggest + searchRows) and a filter change (applyFilters + Totals row)
 * against the 16 ms frame. Prints figures only; the correctness of these functions is unit-tested.
 */
import { syntheticEvents } from '../packages/domain/src/transactions/fixtures.ts';
import {
  applyFilters,
  buildTransactionRows,
  createFilterState,
  createSearchIndex,
  isAllSelected,
  searchRows,
  suggest,
  toggleAll,
  toggleGroup,
  toggleOption,
  totalsRow,
  type FilterState,
} from '@portal/domain';
import { figure, median, percentile } from './harness.ts';

const FRAME_MS = 16;

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const spread = (values: number[]) =>
  `p95 ${percentile(values, 95).toFixed(3)} ms, max ${Math.max(...values).toFixed(3)} ms (n=${values.length})`;
const budget = (values: number[]) => `${(median(values) / FRAME_MS).toFixed(2)}× of the ${FRAME_MS} ms frame`;

const events = syntheticEvents(10_000, 42);
console.log('Transactions in memory, 10,000 synthetic events');
let rows = buildTransactionRows([]);
figure(
  'build rows',
  time(() => {
    rows = buildTransactionRows(events, { accountType: 'Isa', cashBalances: events.map((e, i) => ({ trevId: e.trevId, balance: i })) });
  }),
  'ms',
);
let index = createSearchIndex([]);
figure(
  'search index',
  time(() => {
    index = createSearchIndex(rows);
  }),
  'ms',
);
let state: FilterState = createFilterState([]);
figure(
  'filter state',
  time(() => {
    state = createFilterState(rows);
  }),
  'ms',
);

// A keystroke: the suggestions and the matching rows for every prefix of a few typical searches.
const words = ['harbour global', 'buy', 'income distribution', 'fund0012', 'meridian', 'sell', 'platform charge', 'x'];
const keystrokes = words.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1)));
// Warm up the JIT as a browser session would after the first few keystrokes.
for (const term of keystrokes) {
  suggest(index, term);
  searchRows(index, term);
}
const keystrokeSamples: number[] = [];
for (let round = 0; round < 5; round += 1) {
  for (const term of keystrokes) {
    keystrokeSamples.push(
      time(() => {
        suggest(index, term);
        searchRows(index, term);
      }),
    );
  }
}
figure(
  'keystroke (suggest + searchRows), median',
  median(keystrokeSamples),
  'ms',
  `${spread(keystrokeSamples)}; ${budget(keystrokeSamples)}`,
);

// A filter change: every option, every group and Select all toggled in turn, then the Totals row.
const keys = state.groups.flatMap((g) => g.options.map((o) => o.key));
const changes: ((s: FilterState) => FilterState)[] = [
  toggleAll,
  ...keys.map((k) => (s: FilterState) => toggleOption(s, k)),
  ...state.groups.map((g) => (s: FilterState) => toggleGroup(s, g.high)),
  toggleAll,
];
for (const change of changes) applyFilters(rows, change(state));
const filterSamples: number[] = [];
let current = state;
for (let round = 0; round < 5; round += 1) {
  for (const change of changes) {
    current = change(current);
    const next = current;
    filterSamples.push(
      time(() => {
        const shown = applyFilters(rows, next);
        totalsRow(shown, { allSelected: isAllSelected(next), searchActive: false });
      }),
    );
  }
}
figure(
  'filter change (applyFilters + totalsRow), median',
  median(filterSamples),
  'ms',
  `${spread(filterSamples)}; ${budget(filterSamples)}`,
);
