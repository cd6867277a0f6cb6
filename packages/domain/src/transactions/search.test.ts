import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { transactionsTexts } from '../texts/transactions.ts';
import { buildTransactionRows } from './display.ts';
import { event, itrn, syntheticEvents } from './fixtures.ts';
import { createSearchIndex, sameSuggestions, searchRows, suggest, type SearchIndex, type Suggestion } from './search.ts';
import type { TransactionRow } from './types.ts';

// Built before each test, not at load time, so mutation testing counts it as the test's coverage.
let index: SearchIndex;
let rows: TransactionRow[];
beforeEach(() => {
  rows = buildTransactionRows([
    event({ trevId: 1, trevTtypDescription: 'Buy' }, [
      itrn({ itrnTtypDescription: 'Buy', fund: { longName: 'Harbour Global Equity', isin: 'A', shortName: 'HARGLOBEQ' } }),
    ]),
    event({ trevId: 2, trevTtypDescription: 'Sell' }, [
      itrn({ itrnTtypDescription: 'Sell', fund: { longName: 'Meridian Bond', isin: 'B', shortName: 'MERBND' } }),
    ]),
    event({ trevId: 3, trevTtypDescription: 'Income distribution' }, [
      itrn({ itrnTtypDescription: 'Income distribution', fund: { longName: 'harbour income', isin: 'C', shortName: 'HINC' } }),
    ]),
  ]);
  index = createSearchIndex(rows);
});
const labels = (term: string) => suggest(index, term).map((g) => [g.label, g.suggestions.map((s) => s.label)]);
const ids = (list: readonly TransactionRow[]) => list.map((r) => r.trevId);

describe('search suggestions', () => {
  it('an empty term gives no suggestions', () => {
    expect(suggest(index, '')).toEqual([]);
    expect(suggest(index, '   ')).toEqual([]);
    expect(searchRows(index, '')).toEqual([]);
  });

  it('suggestions match by prefix, case-insensitively, grouped as Assets and Transaction Types', () => {
    expect(labels('HAR')).toEqual([[transactionsTexts.suggestionGroupAssets, ['Harbour Global Equity', 'harbour income']]]);
    expect(labels('in')).toEqual([[transactionsTexts.suggestionGroupTransactionTypes, ['Income distribution']]]);
    expect(labels('b')).toEqual([['Transaction Types', ['Buy']]]);
    expect(labels('m')).toEqual([['Assets', ['Meridian Bond']]]);
    // Not a prefix: 'global' is inside the name.
    expect(labels('global')).toEqual([]);
    expect(suggest(index, 'bu')[0]?.label).toBe('Transaction Types');
  });

  it('asset names can be matched by code only when the term is longer than 5 characters', () => {
    expect(labels('HARGL')).toEqual([]);
    expect(labels('hargl')).toEqual([]);
    expect(labels('HARGLO')).toEqual([['Assets', ['Harbour Global Equity']]]);
    expect(suggest(index, 'hargloBE')[0]?.suggestions[0]).toEqual({ kind: 'asset', label: 'Harbour Global Equity', code: 'HARGLOBEQ' });
  });

  it('an exact asset-code match yields no suggestions (but still finds its events)', () => {
    expect(suggest(index, 'MERBND')).toEqual([]);
    expect(suggest(index, 'hinc')).toEqual([]);
    expect(ids(searchRows(index, 'HINC'))).toEqual([3]);
  });

  it('sameSuggestions: typing on within one name keeps the list; any other group, entry, order or code changes it', () => {
    expect(sameSuggestions(suggest(index, 'harb'), suggest(index, 'harbou'))).toBe(true);
    expect(sameSuggestions(suggest(index, 'h'), suggest(index, 'harbour g'))).toBe(false);
    expect(sameSuggestions(suggest(index, 'b'), suggest(index, 'i'))).toBe(false);
    expect(sameSuggestions([], suggest(index, 'b'))).toBe(false);
    expect(sameSuggestions([], [])).toBe(true);
    const asset: Suggestion = { kind: 'asset', label: 'Harbour', code: 'H' };
    const group = (...suggestions: Suggestion[]) => [{ label: transactionsTexts.suggestionGroupAssets, suggestions }];
    const other = [{ label: transactionsTexts.suggestionGroupTransactionTypes, suggestions: [asset] }];
    expect(sameSuggestions(group(asset), other)).toBe(false);
    expect(sameSuggestions(group(asset), group({ ...asset, code: 'X' }))).toBe(false);
    expect(sameSuggestions(group(asset), group({ ...asset, code: undefined }))).toBe(false);
    expect(sameSuggestions(group({ ...asset, code: null }), group({ ...asset, code: undefined }))).toBe(true);
    expect(sameSuggestions(group(asset), group({ ...asset, kind: 'transactionType' as never }))).toBe(false);
    expect(sameSuggestions(group(asset, { ...asset, label: 'M' }), group({ ...asset, label: 'M' }, asset))).toBe(false);
  });

  it('search returns the matching events in their original order', () => {
    expect(ids(searchRows(index, 'harbour'))).toEqual([1, 3]);
    expect(ids(searchRows(index, 'SELL'))).toEqual([2]);
    expect(ids(searchRows(index, 'zzz'))).toEqual([]);
  });

  it('property: results equal a naive filter over the rows', () => {
    const big = buildTransactionRows(syntheticEvents(300, 3));
    const bigIndex = createSearchIndex(big);
    const naive = (term: string): TransactionRow[] => {
      const t = term.trimStart().toLowerCase();
      if (!t) return [];
      return big.filter(
        (r) =>
          r.searchKeys.assets.some((a) => {
            const code = a.code?.toLowerCase() ?? null;
            return a.name.toLowerCase().startsWith(t) || (code !== null && ((t.length > 5 && code.startsWith(t)) || code === t));
          }) || r.searchKeys.transactionTypes.some((d) => d.toLowerCase().startsWith(t)),
      );
    };
    const vocabulary = big.flatMap((r) => [
      ...r.searchKeys.assets.flatMap((a) => [a.name, a.code ?? '']),
      ...r.searchKeys.transactionTypes,
    ]);
    const term = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc
        .tuple(fc.constantFrom(...vocabulary), fc.nat(20), fc.boolean())
        .map(([w, n, upper]) => (upper ? w.toUpperCase() : w.toLowerCase()).slice(0, n)),
    );
    fc.assert(
      fc.property(term, (t) => {
        expect(searchRows(bigIndex, t)).toEqual(naive(t));
        const suggested = suggest(bigIndex, t).flatMap((g) => g.suggestions.map((s) => s.label.toLowerCase()));
        for (const label of suggested) {
          const asset = big.flatMap((r) => r.searchKeys.assets).find((a) => a.name.toLowerCase() === label);
          const byCode = t.trimStart().length > 5 && !!asset?.code?.toLowerCase().startsWith(t.trimStart().toLowerCase());
          expect(label.startsWith(t.trimStart().toLowerCase()) || byCode).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
