/** The print service's page states: one read, gone after their time, in the database, and refused unless compressed, small enough and valid. */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintPageState } from '@portal/api';
import type { DatabaseHandle } from '../src/db/index.ts';
import { MAX_INFLATED_BYTES, PageStateStore, decodePageState } from '../src/features/print/service.ts';
import { openTestDatabase } from './helpers.ts';

/** What a browser names: the account, range, date type, search and unticked filters. */
const input = {
  kind: 'transactions',
  clientId: 1,
  accountNumber: '1',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  dateType: 'EFFECTIVE_EVENT',
  search: '',
  hidden: [],
} as const;

/** What the print service holds: the input plus its own reads. */
const state = {
  page: { ...input, hidden: [], clientName: 'A B', wrapperType: 'Isa', accountType: 'ISA', events: [], cashBalances: [] },
  adviser: null,
  reportDate: '2025-11-20',
  footer: '',
} satisfies PrintPageState;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('PageStateStore (in the database: any instance answers the read)', () => {
  it('answers a state once, even to two reads at once', async () => {
    const store = new PageStateStore(handle.db, 60, () => new Date());
    const uuid = await store.put(state);
    const reads = await Promise.all([store.take(uuid), store.take(uuid)]);
    expect(reads.filter((r) => r !== null)).toEqual([state]);
    expect(await store.take(uuid)).toBeNull();
  });

  it('a state put by one store is read by another over the same database', async () => {
    const uuid = await new PageStateStore(handle.db, 60, () => new Date()).put(state);
    expect(await new PageStateStore(handle.db, 60, () => new Date()).take(uuid)).toEqual(state);
  });

  it('forgets a state after its time and sweeps old ones on the next put', async () => {
    let now = Date.parse('2025-11-20T10:00:00Z');
    const store = new PageStateStore(handle.db, 60, () => new Date(now));
    await handle.db.deleteFrom('print_states').execute();
    const old = await store.put(state);
    now += 61_000;
    expect(await store.take(old)).toBeNull();
    await store.put(state);
    now += 61_000;
    await store.put(state);
    expect(await store.size()).toBe(1);
  });
});

describe('decodePageState', () => {
  const encode = (value: unknown) => gzipSync(JSON.stringify(value)).toString('base64');
  it('accepts gzip-compressed JSON of a valid page, keeping only what a browser may name (review L5)', () => {
    return expect(decodePageState(encode(state.page))).resolves.toEqual(input);
  });
  it('refuses uncompressed, malformed or invalid states with 400', async () => {
    for (const bad of [Buffer.from('{}').toString('base64'), encode({ kind: 'other' }), encode({ ...state.page, startDate: 'x' })]) {
      await expect(decodePageState(bad)).rejects.toMatchObject({ status: 400 });
    }
  });
  it('refuses a state that inflates past the cap with 413, without inflating it whole', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_INFLATED_BYTES + 1, 0x20)).toString('base64');
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(decodePageState(bomb)).rejects.toMatchObject({ status: 413 });
  });
  it('inflates off the event loop: timers still fire while a large state inflates', async () => {
    const big = gzipSync(Buffer.alloc(MAX_INFLATED_BYTES - 1024, 0x20)).toString('base64');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const decoding = decodePageState(big).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const before = ticks;
    await decoding;
    clearInterval(timer);
    // A synchronous inflate would run to the end before any timer (ticks === before).
    expect(ticks).toBeGreaterThan(before);
  });
});
