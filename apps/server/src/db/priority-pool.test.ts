// The PostgreSQL pool gate: never more checkouts than the pool's size, and a freed connection goes to
// the oldest request's query, not the first caller in line.
import type { PostgresPoolClient } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PriorityPool } from './priority-pool.ts';
import { asRequest } from './query-priority.ts';

function fakePool() {
  const state = { out: 0, most: 0, ended: false };
  const pool = {
    async connect() {
      state.out += 1;
      state.most = Math.max(state.most, state.out);
      return {
        query: (async () => ({ command: 'SELECT', rowCount: 0, rows: [] })) as unknown as PostgresPoolClient['query'],
        release: () => void (state.out -= 1),
      };
    },
    async end() {
      state.ended = true;
    },
  };
  return { pool, state };
}

describe('PriorityPool', () => {
  it('hands a freed connection to the oldest request, whatever order they asked in', async () => {
    const { pool, state } = fakePool();
    const gate = new PriorityPool(pool, 1);
    const first = await gate.connect();
    const order: string[] = [];
    const newer = asRequest(20, () => gate.connect()).then((c) => (order.push('newer'), c));
    const older = asRequest(10, () => gate.connect()).then((c) => (order.push('older'), c));
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual([]);
    first.release();
    (await older).release();
    (await newer).release();
    expect(order).toEqual(['older', 'newer']);
    expect(state.most).toBe(1);
    expect(state.out).toBe(0);
  });

  it('gives the turn on once per checkout even when released twice, and when connecting fails', async () => {
    const { pool, state } = fakePool();
    const gate = new PriorityPool(pool, 2);
    const a = await gate.connect();
    a.release();
    a.release();
    const failing = new PriorityPool(
      {
        connect: () => Promise.reject(new Error('refused')),
        end: async () => undefined,
      },
      1,
    );
    await expect(failing.connect()).rejects.toThrow('refused');
    await expect(failing.connect()).rejects.toThrow('refused');
    const clients = await Promise.all([gate.connect(), gate.connect()]);
    expect(state.most).toBe(2);
    for (const c of clients) c.release();
    await gate.end();
    expect(state.ended).toBe(true);
  });
});
