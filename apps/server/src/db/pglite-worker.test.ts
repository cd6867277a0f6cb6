// PGlite on its worker thread: the event loop stays free while a query runs, a transaction's
// statements stay together, PostgreSQL error fields survive the thread hop, NOTIFY comes back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './index.ts';
import { asRequest, queryPriority } from './query-priority.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await sql`CREATE TABLE t (id int PRIMARY KEY, n numeric, d date)`.execute(handle.db);
}, 60_000);
afterAll(() => handle.close());

describe('PGlite on a worker thread', () => {
  it('keeps the event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    // In-process, pg_sleep would hold this thread for the whole 300 ms and no tick could run.
    await sql`SELECT pg_sleep(0.3)`.execute(handle.db);
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('returns the same value types as in-process (numeric → number, date → text)', async () => {
    await sql`INSERT INTO t VALUES (1, 12.34, '2024-02-29')`.execute(handle.db);
    const { rows } = await sql<{ n: number; d: string }>`SELECT n, d FROM t WHERE id = 1`.execute(handle.db);
    expect(rows).toEqual([{ n: 12.34, d: '2024-02-29' }]);
  });

  it('keeps the PostgreSQL error code and constraint', async () => {
    await expect(sql`INSERT INTO t (id) VALUES (1)`.execute(handle.db)).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it("never runs another caller's query inside an open transaction, and rolls back on error", async () => {
    const outside: Promise<unknown>[] = [];
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`INSERT INTO t (id) VALUES (2)`.execute(tx);
        // Issued while the transaction is open: it must wait, not see (or join) the uncommitted row.
        outside.push(sql`SELECT count(*)::int AS c FROM t WHERE id = 2`.execute(handle.db));
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const [seen] = (await Promise.all(outside)) as Array<{ rows: Array<{ c: number }> }>;
    expect(seen!.rows[0]!.c).toBe(0);
  });

  it('keeps each text as a prepared statement: the same answers as a fresh parse, again after an error, a rollback and a changed table (issue 33)', async () => {
    const read = (id: number) => sql<{ id: number; n: number | null }>`SELECT * FROM t WHERE id = ${id}`.execute(handle.db);
    await sql`INSERT INTO t (id, n) VALUES (10, 1.5), (11, NULL)`.execute(handle.db);
    // The same text with other parameters, many times over: bound afresh each time.
    for (let i = 0; i < 8; i += 1) expect((await read(10 + (i % 2))).rows).toEqual([{ id: 10 + (i % 2), n: i % 2 ? null : 1.5, d: null }]);
    // A failed execution of a kept statement, then the same statement inside a rolled-back transaction.
    const insert = (id: number) => sql`INSERT INTO t (id) VALUES (${id})`.execute(handle.db);
    await expect(insert(10)).rejects.toMatchObject({ code: '23505' });
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`INSERT INTO t (id) VALUES (${12})`.execute(tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await insert(12);
    expect((await read(12)).rows).toHaveLength(1);
    // `SELECT *` kept before its table gains a column: answered with the new row shape (0A000, prepared again).
    await sql`ALTER TABLE t ADD COLUMN note text`.execute(handle.db);
    expect((await read(10)).rows).toEqual([{ id: 10, n: 1.5, d: null, note: null }]);
    await sql`ALTER TABLE t DROP COLUMN note`.execute(handle.db);
    await sql`DELETE FROM t WHERE id >= 10`.execute(handle.db);
  });

  it("runs the oldest request's queries first, whatever order they were sent in", async () => {
    const done: string[] = [];
    // The worker is busy for 200 ms; meanwhile a newer request's query is sent before an older one's.
    const busy = sql`SELECT pg_sleep(0.2)`.execute(handle.db);
    await new Promise((r) => setTimeout(r, 20));
    const newer = asRequest(2, () => sql`SELECT 'newer' AS who`.execute(handle.db)).then(() => done.push('newer'));
    const older = asRequest(1, () => sql`SELECT 'older' AS who`.execute(handle.db)).then(() => done.push('older'));
    await Promise.all([busy, newer, older]);
    expect(done).toEqual(['older', 'newer']);
  });

  it('gives a query outside any request the time it was issued as its priority', () => {
    const before = performance.now();
    expect(queryPriority()).toBeGreaterThanOrEqual(before);
    expect(asRequest(7, () => queryPriority())).toBe(7);
  });

  it('delivers NOTIFY to a listener', async () => {
    const got: string[] = [];
    const unlisten = await handle.listen('worker_test', (p) => got.push(p));
    await sql`NOTIFY worker_test, 'hello'`.execute(handle.db);
    await expect.poll(() => got).toEqual(['hello']);
    await unlisten();
  });
});
