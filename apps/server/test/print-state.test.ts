/** The print service's page states: one read, gone after their time, and refused unless compressed and valid. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PrintPageState } from '@portal/api';
import { PageStateStore, decodePageState } from '../src/features/print/service.ts';
import { HttpError } from '../src/http-error.ts';

const state = {
  page: {
    kind: 'transactions',
    clientId: 1,
    clientName: 'A B',
    accountNumber: '1',
    wrapperType: 'Isa',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    columns: [],
    rows: [],
  },
  adviser: null,
  reportDate: '2025-11-20',
  footer: '',
} satisfies PrintPageState;

describe('PageStateStore', () => {
  it('answers a state once', () => {
    const store = new PageStateStore(60, () => new Date());
    const uuid = store.put(state);
    expect(store.take(uuid)).toEqual(state);
    expect(store.take(uuid)).toBeNull();
  });

  it('forgets a state after its time and sweeps old ones on the next put', () => {
    let now = Date.parse('2025-11-20T10:00:00Z');
    const store = new PageStateStore(60, () => new Date(now));
    const old = store.put(state);
    now += 61_000;
    expect(store.take(old)).toBeNull();
    store.put(state);
    now += 61_000;
    store.put(state);
    expect(store.size).toBe(1);
  });
});

describe('decodePageState', () => {
  const encode = (value: unknown) => gzipSync(JSON.stringify(value)).toString('base64');
  it('accepts gzip-compressed JSON of a valid page', () => {
    expect(decodePageState(encode(state.page))).toEqual(state.page);
  });
  it('refuses uncompressed, malformed or invalid states with 400', () => {
    for (const bad of [Buffer.from('{}').toString('base64'), encode({ kind: 'other' }), encode({ ...state.page, startDate: 'x' })]) {
      expect(() => decodePageState(bad)).toThrow(HttpError);
    }
  });
});
