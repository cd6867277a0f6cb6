// The 'Filter transactions' panel of spec §4/§5 as pure state: options grouped by TRX_HIGH_LEVEL
// with TRX_LOW_LEVEL members, 'All transactions' and per-group 'Select all', and the Totals row.
import { transactionsTexts } from '../texts/transactions.ts';
import type { TransactionCells, TransactionRow } from './types.ts';

/** Groups with this high level start unselected and are left out of the panel (spec §5). */
export const NOT_APPLICABLE_HIGH_LEVEL = 'N/A';

export interface FilterOption {
  key: string;
  high: string;
  low: string;
  lowOrdinal: number;
}

export interface FilterGroup {
  high: string;
  ordinal: number;
  /** Whether the panel shows a 'Select all' entry for this group (not on income history). */
  hasSelectAll: boolean;
  options: readonly FilterOption[];
}

export interface FilterState {
  /** The panel's groups in ordinal order; never 'N/A', never empty. */
  groups: readonly FilterGroup[];
  /**
   * Options hidden from the panel because they are reversed pairs (transactions = 2 × reversals).
   * They follow their group's 'Select all' (or 'All transactions' when the whole group is hidden).
   */
  hiddenOptions: readonly FilterOption[];
  /** Keys of the selected panel options. */
  selected: ReadonlySet<string>;
}

export interface CreateFilterOptions {
  /** Give each group a 'Select all' entry. Pass false for the income history. @default true */
  selectAllEntries?: boolean;
}

const byOrdinalThenName = (a: { ordinal: number; name: string }, b: { ordinal: number; name: string }): number =>
  a.ordinal - b.ordinal || a.name.localeCompare(b.name);

/** The panel for these rows with everything (except 'N/A') selected: 'All transactions' is the default. */
export function createFilterState(rows: readonly Pick<TransactionRow, 'filterKeys'>[], options: CreateFilterOptions = {}): FilterState {
  const { selectAllEntries = true } = options;
  const seen = new Map<string, FilterOption & { highOrdinal: number; transactions: number; reversals: number }>();
  for (const row of rows) {
    for (const k of row.filterKeys) {
      if (k.high === NOT_APPLICABLE_HIGH_LEVEL) continue;
      const entry = seen.get(k.key);
      if (entry) {
        entry.transactions += k.transactions;
        entry.reversals += k.reversals;
      } else {
        seen.set(k.key, {
          key: k.key,
          high: k.high,
          low: k.low,
          lowOrdinal: k.lowOrdinal,
          highOrdinal: k.highOrdinal,
          transactions: k.transactions,
          reversals: k.reversals,
        });
      }
    }
  }
  const groups = new Map<string, { high: string; ordinal: number; options: FilterOption[] }>();
  const hiddenOptions: FilterOption[] = [];
  for (const { highOrdinal, transactions, reversals, ...option } of seen.values()) {
    if (transactions > 0 && transactions === 2 * reversals) {
      hiddenOptions.push(option);
      continue;
    }
    let group = groups.get(option.high);
    if (!group) {
      group = { high: option.high, ordinal: highOrdinal, options: [] };
      groups.set(option.high, group);
    }
    group.options.push(option);
  }
  const ordered = [...groups.values()]
    .sort((a, b) => byOrdinalThenName({ ordinal: a.ordinal, name: a.high }, { ordinal: b.ordinal, name: b.high }))
    .map((g) => ({
      ...g,
      hasSelectAll: selectAllEntries,
      options: g.options.sort((a, b) => byOrdinalThenName({ ordinal: a.lowOrdinal, name: a.low }, { ordinal: b.lowOrdinal, name: b.low })),
    }));
  return { groups: ordered, hiddenOptions, selected: new Set(ordered.flatMap((g) => g.options.map((o) => o.key))) };
}

/**
 * The panel for a grown set of rows (another page merged) keeping the user's choices: options
 * already known keep their state; new ones are selected when 'All transactions' was set or their
 * group was fully selected.
 */
export function updateFilterState(
  state: FilterState,
  rows: readonly Pick<TransactionRow, 'filterKeys'>[],
  options: CreateFilterOptions = {},
): FilterState {
  const next = createFilterState(rows, { selectAllEntries: state.groups[0]?.hasSelectAll ?? true, ...options });
  const known = new Set(state.groups.flatMap((g) => g.options.map((o) => o.key)));
  const all = isAllSelected(state);
  const selected = new Set<string>();
  for (const group of next.groups) {
    const wasFull = all || isGroupSelected(state, group.high);
    for (const o of group.options) {
      if (known.has(o.key) ? state.selected.has(o.key) : wasFull) selected.add(o.key);
    }
  }
  return { ...next, selected };
}

export function isGroupSelected(state: FilterState, high: string): boolean {
  const group = state.groups.find((g) => g.high === high);
  return !!group && group.options.every((o) => state.selected.has(o.key));
}

/** 'All transactions' is set when every group is fully selected. */
export function isAllSelected(state: FilterState): boolean {
  return state.groups.every((g) => g.options.every((o) => state.selected.has(o.key)));
}

const withSelected = (state: FilterState, selected: Set<string>): FilterState => ({ ...state, selected });

/** 'All transactions': selects every option, or clears them all when all are selected. */
export function toggleAll(state: FilterState): FilterState {
  if (isAllSelected(state)) return withSelected(state, new Set());
  return withSelected(state, new Set(state.groups.flatMap((g) => g.options.map((o) => o.key))));
}

/** A group's 'Select all': selects its members, or clears them when all are selected. */
export function toggleGroup(state: FilterState, high: string): FilterState {
  const group = state.groups.find((g) => g.high === high);
  if (!group) return state;
  const selectAll = !isGroupSelected(state, high);
  const selected = new Set(state.selected);
  for (const o of group.options) {
    if (selectAll) selected.add(o.key);
    else selected.delete(o.key);
  }
  return withSelected(state, selected);
}

export function toggleOption(state: FilterState, key: string): FilterState {
  if (!state.groups.some((g) => g.options.some((o) => o.key === key))) return state;
  const selected = new Set(state.selected);
  if (selected.has(key)) selected.delete(key);
  else selected.add(key);
  return withSelected(state, selected);
}

/** Every filter key that lets a row through, hidden reversed-pair options included. */
export function selectedFilterKeys(state: FilterState): Set<string> {
  const keys = new Set(state.selected);
  const all = isAllSelected(state);
  for (const option of state.hiddenOptions) {
    const inPanel = state.groups.some((g) => g.high === option.high);
    if (inPanel ? isGroupSelected(state, option.high) : all) keys.add(option.key);
  }
  return keys;
}

/**
 * The rows whose event has at least one selected high/low level. Rows without any mapping show
 * only under 'All transactions'; 'N/A' levels never select a row.
 */
export function applyFilters<T extends Pick<TransactionRow, 'filterKeys'>>(rows: readonly T[], state: FilterState): T[] {
  const { ids, offsets, keys } = rowKeyIndex(rows);
  const all = isAllSelected(state);
  const selected = new Uint8Array(ids.size);
  for (const key of selectedFilterKeys(state)) {
    const id = ids.get(key);
    if (id !== undefined) selected[id] = 1;
  }
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const start = offsets[i] as number;
    const end = offsets[i + 1] as number;
    let pass = start === end && all;
    for (let j = start; j < end && !pass; j += 1) pass = selected[keys[j] as number] === 1;
    if (pass) out.push(rows[i] as T);
  }
  return out;
}

/** Each row's filter keys as small integers (CSR layout), so a filter change is one tight loop. */
interface RowKeyIndex {
  ids: Map<string, number>;
  /** Row i's keys are keys[offsets[i]] … keys[offsets[i + 1] - 1]. */
  offsets: Int32Array;
  keys: Int32Array;
}

// Built once per rows array (rows are immutable), so repeated filter changes reuse it.
const rowKeyIndexes = new WeakMap<readonly object[], RowKeyIndex>();

function rowKeyIndex(rows: readonly Pick<TransactionRow, 'filterKeys'>[]): RowKeyIndex {
  const cached = rowKeyIndexes.get(rows);
  if (cached) return cached;
  const ids = new Map<string, number>();
  const offsets = new Int32Array(rows.length + 1);
  const list: number[] = [];
  rows.forEach((row, i) => {
    for (const { key } of row.filterKeys) {
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      list.push(id);
    }
    offsets[i + 1] = list.length;
  });
  const index = { ids, offsets, keys: Int32Array.from(list) };
  rowKeyIndexes.set(rows, index);
  return index;
}

/** What the panel shows: each entry with its checked state. */
export interface FilterPanel {
  label: string;
  allSelected: boolean;
  groups: {
    high: string;
    /** null when the group has no 'Select all' entry. */
    selectAll: { label: string; selected: boolean } | null;
    options: { key: string; label: string; selected: boolean }[];
  }[];
}

export function filterPanel(state: FilterState): FilterPanel {
  return {
    label: transactionsTexts.allTransactions,
    allSelected: isAllSelected(state),
    groups: state.groups.map((g) => ({
      high: g.high,
      selectAll: g.hasSelectAll ? { label: transactionsTexts.selectAll, selected: isGroupSelected(state, g.high) } : null,
      options: g.options.map((o) => ({ key: o.key, label: o.low, selected: state.selected.has(o.key) })),
    })),
  };
}

export interface TotalsRow extends TransactionCells {
  key: 'totals';
}

/**
 * The Totals row under the shown rows, or null: it is shown unless 'All transactions' is selected
 * or a search total is active (spec §5). Sums the events' Fees and Amount to the penny.
 */
export function totalsRow(
  rows: readonly Pick<TransactionCells, 'fees' | 'amount'>[],
  { allSelected, searchActive }: { allSelected: boolean; searchActive: boolean },
): TotalsRow | null {
  if (allSelected || searchActive) return null;
  let fees = 0;
  let amount = 0;
  for (const row of rows) {
    fees += Math.round((row.fees ?? 0) * 100);
    amount += Math.round((row.amount ?? 0) * 100);
  }
  return {
    key: 'totals',
    effectiveDate: null,
    processedDate: null,
    reportingDate: null,
    description: transactionsTexts.totals,
    units: null,
    price: null,
    fees: fees / 100 || 0,
    amount: amount / 100 || 0,
    cashBalance: null,
  };
}
