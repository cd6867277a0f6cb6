// Transaction search of spec §5: suggestions grouped as 'Assets' and 'Transaction Types', and
// the events a term matches. The index is built once per data set; a keystroke costs a binary
// search plus the matches, so it stays fast on 10,000 events.
import { transactionsTexts } from '../texts/transactions.ts';
import type { TransactionRow } from './types.ts';

/** Asset codes match only when the term is longer than this (spec §5). */
export const ASSET_CODE_MIN_TERM_LENGTH = 6;

interface Entry {
  /** Lower-cased text the term is matched against. */
  lower: string;
  /** Row positions, ascending. */
  rows: number[];
}

interface AssetEntry extends Entry {
  name: string;
  code: string | null;
  lowerCode: string | null;
}

interface TypeEntry extends Entry {
  description: string;
}

export interface SearchIndex {
  readonly rows: readonly TransactionRow[];
  /** Sorted by lower-cased name. */
  readonly assetsByName: readonly AssetEntry[];
  /** Assets with a code, sorted by lower-cased code. */
  readonly assetsByCode: readonly AssetEntry[];
  /** Lower-cased codes, for the exact-code rule. */
  readonly assetCodes: ReadonlyMap<string, readonly AssetEntry[]>;
  /** Sorted by lower-cased description. */
  readonly transactionTypes: readonly TypeEntry[];
}

export type SuggestionKind = 'asset' | 'transactionType';

export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  /** The asset code, for an asset. */
  code?: string | null;
}

export interface SuggestionGroup {
  label: typeof transactionsTexts.suggestionGroupAssets | typeof transactionsTexts.suggestionGroupTransactionTypes;
  suggestions: Suggestion[];
}

const compareLower = (a: Entry, b: Entry): number => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0);

/** Builds the index once per set of rows (e.g. after each page merge). */
export function createSearchIndex(rows: readonly TransactionRow[]): SearchIndex {
  const assets = new Map<string, AssetEntry>();
  const types = new Map<string, TypeEntry>();
  const add = (entry: Entry, position: number): void => {
    if (entry.rows[entry.rows.length - 1] !== position) entry.rows.push(position);
  };
  rows.forEach((row, position) => {
    for (const asset of row.searchKeys.assets) {
      const id = `${asset.name}\u001f${asset.code ?? ''}`;
      let entry = assets.get(id);
      if (!entry) {
        entry = {
          name: asset.name,
          code: asset.code,
          lower: asset.name.toLowerCase(),
          lowerCode: asset.code ? asset.code.toLowerCase() : null,
          rows: [],
        };
        assets.set(id, entry);
      }
      add(entry, position);
    }
    for (const description of row.searchKeys.transactionTypes) {
      let entry = types.get(description);
      if (!entry) {
        entry = { description, lower: description.toLowerCase(), rows: [] };
        types.set(description, entry);
      }
      add(entry, position);
    }
  });
  const assetList = [...assets.values()];
  const assetCodes = new Map<string, AssetEntry[]>();
  for (const a of assetList) {
    if (a.lowerCode) assetCodes.set(a.lowerCode, [...(assetCodes.get(a.lowerCode) ?? []), a]);
  }
  return {
    rows,
    assetsByName: [...assetList].sort(compareLower),
    assetsByCode: assetList
      .filter((a) => a.lowerCode)
      .sort((a, b) => ((a.lowerCode ?? '') < (b.lowerCode ?? '') ? -1 : (a.lowerCode ?? '') > (b.lowerCode ?? '') ? 1 : 0)),
    assetCodes,
    transactionTypes: [...types.values()].sort(compareLower),
  };
}

/** The entries whose key starts with `prefix`, by binary search on the sorted list. */
function withPrefix<T>(sorted: readonly T[], prefix: string, keyOf: (entry: T) => string): T[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(sorted[mid] as T) < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < sorted.length && keyOf(sorted[i] as T).startsWith(prefix); i += 1) out.push(sorted[i] as T);
  return out;
}

/** The term as matched: lower case, leading spaces ignored; '' means no search. */
export function normaliseSearchTerm(term: string | null | undefined): string {
  return (term ?? '').trimStart().toLowerCase();
}

function matchingAssets(index: SearchIndex, t: string): AssetEntry[] {
  const byName = withPrefix(index.assetsByName, t, (a) => a.lower);
  if (t.length < ASSET_CODE_MIN_TERM_LENGTH) return byName;
  const seen = new Set(byName);
  for (const a of withPrefix(index.assetsByCode, t, (e) => e.lowerCode ?? '')) {
    if (!seen.has(a)) {
      seen.add(a);
      byName.push(a);
    }
  }
  return byName;
}

/**
 * Suggestions for a term (spec §5): none for an empty term or one that is exactly an asset code;
 * otherwise assets whose name starts with the term (or code, for terms longer than 5 characters)
 * and transaction types whose description starts with it, case-insensitively. Empty groups are
 * left out.
 */
export function suggest(index: SearchIndex, term: string): SuggestionGroup[] {
  const t = normaliseSearchTerm(term);
  if (t === '' || index.assetCodes.has(t)) return [];
  const assets = matchingAssets(index, t)
    .sort(compareLower)
    .map((a): Suggestion => ({ kind: 'asset', label: a.name, code: a.code }));
  const types = withPrefix(index.transactionTypes, t, (e) => e.lower).map((e): Suggestion => ({
    kind: 'transactionType',
    label: e.description,
  }));
  const groups: SuggestionGroup[] = [];
  if (assets.length > 0) groups.push({ label: transactionsTexts.suggestionGroupAssets, suggestions: assets });
  if (types.length > 0) groups.push({ label: transactionsTexts.suggestionGroupTransactionTypes, suggestions: types });
  return groups;
}

/** Whether two suggestion lists show the same groups and entries in the same order. */
export function sameSuggestions(a: readonly SuggestionGroup[], b: readonly SuggestionGroup[]): boolean {
  return (
    a.length === b.length &&
    a.every((group, g) => {
      const other = b[g]!;
      return (
        group.label === other.label &&
        group.suggestions.length === other.suggestions.length &&
        group.suggestions.every((s, i) => {
          const t = other.suggestions[i]!;
          return s.kind === t.kind && s.label === t.label && (s.code ?? null) === (t.code ?? null);
        })
      );
    })
  );
}

/**
 * The events a term matches, in their original order (the UI expands them): an asset name or
 * transaction type starting with the term, an asset code starting with it when the term is longer
 * than 5 characters, or an asset code equal to it. An empty term matches nothing (no search).
 */
export function searchRows(index: SearchIndex, term: string): TransactionRow[] {
  const t = normaliseSearchTerm(term);
  if (t === '') return [];
  const lists: number[][] = [];
  const assets = matchingAssets(index, t);
  for (const exact of index.assetCodes.get(t) ?? []) if (!assets.includes(exact)) assets.push(exact);
  for (const a of assets) lists.push(a.rows);
  for (const e of withPrefix(index.transactionTypes, t, (x) => x.lower)) lists.push(e.rows);
  if (lists.length === 0) return [];
  let positions: ArrayLike<number>;
  if (lists.length === 1) {
    positions = lists[0] ?? [];
  } else {
    const all = Int32Array.from(lists.flat()).sort();
    const unique: number[] = [];
    for (let i = 0; i < all.length; i += 1) if (i === 0 || all[i] !== all[i - 1]) unique.push(all[i] as number);
    positions = unique;
  }
  const out: TransactionRow[] = new Array<TransactionRow>(positions.length);
  for (let i = 0; i < positions.length; i += 1) out[i] = index.rows[positions[i] as number] as TransactionRow;
  return out;
}
