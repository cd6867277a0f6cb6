/**
 * Work that follows the rows page by page as they arrive, so a page costs its own size rather than
 * the history's: the filter panel's tally of options and the filtered rows. The rules stay the
 * domain's (`createFilterState`, `selectedFilterKeys`, `applyFilters`); these only avoid re-running
 * them over rows whose answer cannot have changed.
 */
import { applyFilters, isAllSelected, selectedFilterKeys } from '@portal/domain';
import type { FilterOption, FilterState, TransactionFilterKey, TransactionRow } from '@portal/domain';

type Keyed = Pick<TransactionRow, 'filterKeys'>;

/** Whether `next` starts with every element of `previous`, in place (identity; a pass of pointer compares). */
export function extendsRows(previous: readonly unknown[], next: readonly unknown[]): boolean {
  if (next.length < previous.length) return false;
  for (let i = 0; i < previous.length; i += 1) if (next[i] !== previous[i]) return false;
  return true;
}

/**
 * The filter keys of all rows so far folded into one row (counts summed per key, first-seen order
 * kept), which `createFilterState`/`updateFilterState` read exactly as they read every row: the
 * panel's options, their order and the hidden reversed pairs come out the same.
 */
export function createFilterTally(): (rows: readonly Keyed[]) => readonly Keyed[] {
  let seen: readonly Keyed[] = [];
  let tally = new Map<string, TransactionFilterKey>();
  let folded: readonly Keyed[] = [{ filterKeys: [] }];
  return (rows) => {
    if (rows === seen) return folded;
    let from = seen.length;
    if (!extendsRows(seen, rows)) {
      tally = new Map();
      from = 0;
    }
    for (let i = from; i < rows.length; i += 1) {
      for (const k of (rows[i] as Keyed).filterKeys) {
        const known = tally.get(k.key);
        tally.set(
          k.key,
          known ? { ...known, transactions: known.transactions + k.transactions, reversals: known.reversals + k.reversals } : k,
        );
      }
    }
    seen = rows;
    folded = [{ filterKeys: [...tally.values()] }];
    return folded;
  };
}

interface Filtered<T> {
  rows: readonly T[];
  all: boolean;
  /** Whether each key met so far lets a row through. */
  keys: Map<string, boolean>;
  shown: T[];
}

/**
 * `applyFilters(rows, state)` kept up to date as rows are appended: a row's fate depends only on
 * 'All transactions' and on which of its own keys are selected, so when neither changed for any key
 * already met, the rows shown so far stand and only the new rows are filtered.
 */
export function createIncrementalFilter<T extends Keyed>(): (rows: readonly T[], state: FilterState) => T[] {
  let last: Filtered<T> | null = null;
  return (rows, state) => {
    const all = isAllSelected(state);
    const selected = selectedFilterKeys(state);
    if (last && last.rows === rows && sameAnswers(last, all, selected)) return last.shown;
    const extended = last !== null && extendsRows(last.rows, rows);
    const reuse = extended && last !== null && sameAnswers(last, all, selected);
    const from = reuse && last ? last.rows.length : 0;
    const added = from === 0 ? rows : rows.slice(from);
    const fresh = applyFilters(added, state);
    const shown = reuse && last ? (fresh.length === 0 ? last.shown : last.shown.concat(fresh)) : fresh;
    // The keys met: when these rows extend the last ones, the last keys (a few dozen, answered
    // afresh) and the new rows' own, rather than every row's keys again on each filter change.
    const keys = new Map<string, boolean>();
    const seen = extended && last ? last.rows.length : 0;
    if (extended && last) for (const key of last.keys.keys()) keys.set(key, selected.has(key));
    for (let i = seen; i < rows.length; i += 1) for (const { key } of (rows[i] as T).filterKeys) keys.set(key, selected.has(key));
    last = { rows, all, keys, shown };
    return shown;
  };
}

function sameAnswers(last: Filtered<unknown>, all: boolean, selected: ReadonlySet<string>): boolean {
  if (last.all !== all) return false;
  for (const [key, passes] of last.keys) if (selected.has(key) !== passes) return false;
  return true;
}

/** Whether two filter states offer the same options in the same order, hide the same ones and select the same keys. */
export function sameFilterState(a: FilterState, b: FilterState): boolean {
  if (a === b) return true;
  if (a.groups.length !== b.groups.length || a.selected.size !== b.selected.size || !sameOptions(a.hiddenOptions, b.hiddenOptions))
    return false;
  for (const key of a.selected) if (!b.selected.has(key)) return false;
  return a.groups.every((g, i) => {
    const h = b.groups[i] as FilterState['groups'][number];
    return g.high === h.high && g.ordinal === h.ordinal && g.hasSelectAll === h.hasSelectAll && sameOptions(g.options, h.options);
  });
}

function sameOptions(a: readonly FilterOption[], b: readonly FilterOption[]): boolean {
  return (
    a.length === b.length &&
    a.every((o, i) => o.key === b[i]?.key && o.low === b[i]?.low && o.high === b[i]?.high && o.lowOrdinal === b[i]?.lowOrdinal)
  );
}
