import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_EVENTS_PAGE_SIZE } from '../constants.ts';
import { event } from './fixtures.ts';
import {
  hasMoreTransactionPages,
  mergeTransactionPages,
  shouldRethrowTransactionsError,
  startTransactionsLoad,
  transactionsLoadFailed,
  transactionsLoadStatus,
  transactionsPageLoaded,
} from './paging.ts';

describe('transactions load', () => {
  it('total page count is -1 while loading', () => {
    const state = startTransactionsLoad();
    expect(state.totalPages).toBe(-1);
    expect(transactionsLoadStatus(state)).toBe('loading');
  });

  it('0 means nothing was found', () => {
    const state = transactionsPageLoaded(startTransactionsLoad(), { events: [], totalPages: 0 });
    expect(state.totalPages).toBe(0);
    expect(transactionsLoadStatus(state)).toBe('empty');
  });

  it('a fetch error makes the page count 0; the error is rethrown only when it has a status code', () => {
    const state = transactionsLoadFailed(startTransactionsLoad());
    expect(state.totalPages).toBe(0);
    expect(transactionsLoadStatus(state)).toBe('error');
    expect(shouldRethrowTransactionsError({ status: 500 })).toBe(true);
    expect(shouldRethrowTransactionsError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('stays -1 while pages stream in and merge progressively; positive once the last page has loaded', () => {
    const first = transactionsPageLoaded(startTransactionsLoad(), {
      events: [event({ trevId: 1, trevEffectiveDate: '2025-02-01' })],
      totalPages: 2,
    });
    expect(first.totalPages).toBe(-1);
    expect(transactionsLoadStatus(first)).toBe('loading');
    expect(hasMoreTransactionPages(first)).toBe(true);
    expect(first.events.map((e) => e.trevId)).toEqual([1]);
    expect(first.expectedPages).toBe(2);
    const second = transactionsPageLoaded(first, { events: [event({ trevId: 2, trevEffectiveDate: '2025-01-01' })], totalPages: 2 });
    expect(second.totalPages).toBe(2);
    expect(transactionsLoadStatus(second)).toBe('loaded');
    expect(hasMoreTransactionPages(second)).toBe(false);
    expect(second.events.map((e) => e.trevId)).toEqual([1, 2]);
    expect(TRANSACTION_EVENTS_PAGE_SIZE).toBe(250);
  });

  it('the next link decides when it is given: a page without one ends the load', () => {
    const last = transactionsPageLoaded(startTransactionsLoad(), { events: [event({ trevId: 1 })], totalPages: 3, hasNext: false });
    expect(last.totalPages).toBe(3);
    expect(hasMoreTransactionPages(last)).toBe(false);
    expect(transactionsPageLoaded(startTransactionsLoad(), { events: [], totalPages: 0, hasNext: false }).totalPages).toBe(0);
  });

  it('appends a page that continues the order without copying events (the same objects, in order)', () => {
    const a = [event({ trevId: 9, trevEffectiveDate: '2025-03-01' }), event({ trevId: 8, trevEffectiveDate: '2025-03-01' })];
    const b = [event({ trevId: 7, trevEffectiveDate: '2025-03-01' }), event({ trevId: 20, trevEffectiveDate: '2025-02-01' })];
    const merged = mergeTransactionPages(a, b);
    expect(merged.map((e) => e.trevId)).toEqual([9, 8, 7, 20]);
    expect(merged[3]).toBe(b[1]);
  });

  it("a page that continues the order costs its own size: the history's events are not compared again (no sort)", () => {
    let historyReads = 0;
    const counted = (e: ReturnType<typeof event>) =>
      new Proxy(e, {
        get: (target, key, receiver) => {
          if (key === 'trevEffectiveDate') historyReads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const history = Array.from({ length: 200 }, (_, i) => counted(event({ trevId: 1000 - i, trevEffectiveDate: '2025-03-01' })));
    const page = [event({ trevId: 500, trevEffectiveDate: '2025-02-01' }), event({ trevId: 499, trevEffectiveDate: '2025-02-01' })];
    const merged = mergeTransactionPages(history, page);
    expect(merged).toHaveLength(202);
    // Only the last event of the history is compared with the page's first.
    expect(historyReads).toBeLessThanOrEqual(2);
  });

  it('merge: deduplicated by trevId, sorted by effective date descending then trevId', () => {
    const merged = mergeTransactionPages(
      [event({ trevId: 1, trevEffectiveDate: '2025-01-01' }), event({ trevId: 2, trevEffectiveDate: '2025-01-02', trevAmount: 1 })],
      [event({ trevId: 2, trevEffectiveDate: '2025-01-02', trevAmount: 2 }), event({ trevId: 3, trevEffectiveDate: '2025-01-01' })],
    );
    expect(merged.map((e) => e.trevId)).toEqual([2, 3, 1]);
    expect(merged[0]?.trevAmount).toBe(2);
  });

  it('property: merging in any page order gives the same sorted, duplicate-free list', () => {
    const arbEvent = fc
      .record({ trevId: fc.integer({ min: 1, max: 40 }), day: fc.integer({ min: 1, max: 5 }) })
      .map(({ trevId, day }) => event({ trevId, trevEffectiveDate: `2025-01-0${day}` }));
    fc.assert(
      fc.property(fc.array(fc.array(arbEvent, { maxLength: 10 }), { maxLength: 5 }), (pages) => {
        // Same trevId, same data: a real server never sends two versions of one event in one load.
        const canonical = new Map(pages.flat().map((e) => [e.trevId, e]));
        const norm = pages.map((p) => p.map((e) => canonical.get(e.trevId) ?? e));
        const forward = norm.reduce<ReturnType<typeof mergeTransactionPages>>((acc, p) => mergeTransactionPages(acc, p), []);
        const backward = [...norm]
          .reverse()
          .reduce<ReturnType<typeof mergeTransactionPages>>((acc, p) => mergeTransactionPages(acc, p), []);
        expect(forward.map((e) => e.trevId)).toEqual(backward.map((e) => e.trevId));
        expect(new Set(forward.map((e) => e.trevId)).size).toBe(forward.length);
        for (let i = 1; i < forward.length; i += 1) {
          const [a, b] = [forward[i - 1], forward[i]];
          if (!a || !b) continue;
          expect(a.trevEffectiveDate > b.trevEffectiveDate || (a.trevEffectiveDate === b.trevEffectiveDate && a.trevId > b.trevId)).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('transactions load edges', () => {
  it('starts loading and not failed', () => {
    expect(startTransactionsLoad().failed).toBe(false);
  });

  it('rethrows only errors that carry a numeric status', () => {
    expect(shouldRethrowTransactionsError({ status: 500 })).toBe(true);
    expect(shouldRethrowTransactionsError({ status: '500' })).toBe(false);
    expect(shouldRethrowTransactionsError({})).toBe(false);
    expect(shouldRethrowTransactionsError(null)).toBe(false);
    expect(shouldRethrowTransactionsError(undefined)).toBe(false);
    expect(shouldRethrowTransactionsError(500)).toBe(false);
    expect(shouldRethrowTransactionsError('status')).toBe(false);
  });

  it('a page repeating an event keeps it once', () => {
    const a = event({ trevId: 2, trevEffectiveDate: '2025-02-01' });
    const b = event({ trevId: 1, trevEffectiveDate: '2025-01-01' });
    expect(mergeTransactionPages([], [a, a, b]).map((e) => e.trevId)).toEqual([2, 1]);
    expect(mergeTransactionPages([a], [a, b]).map((e) => e.trevId)).toEqual([2, 1]);
  });
});
