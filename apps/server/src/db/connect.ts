/**
 * Opens the database: PGlite (file-backed under a data directory, or in memory) by default, or
 * PostgreSQL through `pg` when a connection string is given. Both return the same Kysely<Database>
 * with the same value types (numeric → number, date → 'YYYY-MM-DD', bigint → number).
 * PGlite runs on a worker thread (its queries would otherwise block the event loop);
 * PORTAL_PGLITE_THREAD=main keeps it in-process (benchmarks compare the two).
 */
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { tarball } from './pglite-tarball.mjs';
import { PGliteRemote } from './pglite-remote.ts';
import { PriorityPool, type PoolStats } from './priority-pool.ts';
import type { PGliteClient } from './pglite-remote.ts';
import type { Database } from './schema.ts';

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;
const PGLITE_SHARED_BUFFERS = '16MB';

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory tarball (PGlite's dumpDataDir, uncompressed) to start from: the tests' seeded copy. */
      loadDataDir?: string;
    }
  | {
      kind: 'postgres';
      connectionString: string;
      poolSize?: number;
      /** A query waiting longer for a connection fails (503 + Retry-After); default 5 s. */
      acquireTimeoutMs?: number;
      /** PostgreSQL's statement_timeout on every pooled connection; default 15 s. */
      statementTimeoutMs?: number;
    };

export type { PoolStats };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** The PGlite client when kind is 'pglite' (tests dump and load its data directory). */
  pglite: PGliteClient | null;
  /** LISTEN on a channel (NOTIFY from any process on the same database reaches it); resolves to the unlisten. */
  listen: Listen;
  /** The pool now (PGlite: one connection, its worker's queue). */
  stats(): PoolStats;
  close(): Promise<void>;
}

export type ListenFn = (
  channel: string,
  onPayload: (payload: string) => void,
  /** Told false when the LISTEN connection drops (messages may be missed), true when it listens again. */
  onConnection?: (connected: boolean) => void,
) => Promise<() => Promise<void>>;

/** PostgreSQL's LISTEN (crossProcess: other processes' NOTIFYs arrive asynchronously) or PGlite's (in-process). */
export type Listen = ListenFn & { crossProcess?: boolean };

/**
 * LISTEN on PostgreSQL needs a connection of its own (a pooled one goes back to the pool). If that
 * connection drops, it is opened again every second until it works, so a restarted database does not
 * silence the other instances for good; the subscriber hears of the gap (its caches cannot be trusted).
 */
function pgListen(connectionString: string): Listen {
  const listen: ListenFn = async (channel, onPayload, onConnection) => {
    let client: pg.Client | null = null;
    let stopped = false;
    const open = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', (error) => console.warn(`database: LISTEN ${channel} connection lost: ${error.message}`));
      next.once('end', () => {
        if (stopped || client !== next) return;
        client = null;
        onConnection?.(false);
        reopen();
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
    };
    const reopen = () => {
      if (stopped) return;
      setTimeout(() => {
        if (stopped) return;
        open().then(
          () => (stopped ? void client?.end() : onConnection?.(true)),
          () => reopen(),
        );
      }, 1000).unref();
    };
    await open();
    return async () => {
      stopped = true;
      await client?.end();
    };
  };
  return Object.assign(listen, { crossProcess: true });
}

/** Counts the statements Kysely runs (its log hook sees each one, failed ones too): queries per request in /metrics. */
function queryCounter(): { log: () => void; count: () => number } {
  let n = 0;
  return {
    log: () => {
      n += 1;
    },
    count: () => n,
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: target.poolSize ?? 10,
      // A query that runs longer is cancelled by the server; a connection that cannot be opened fails.
      statement_timeout: target.statementTimeoutMs ?? 15_000,
      connectionTimeoutMillis: target.acquireTimeoutMs ?? 5_000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === OID.int8 || oid === OID.numeric) return toNumber;
          if (oid === OID.date) return asText;
          return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle pooled connection can be closed by the server (restart, admin, failover): without a
    // listener pg would throw it as an uncaught error; the pool replaces the connection on next use.
    pool.on('error', (error) => console.warn(`database: idle connection closed: ${error.message}`));
    // A connection checked out of the pool has no pool listener: if the server drops it between two
    // queries (restart), pg emits 'error' on the client, which would crash the process unheard. The
    // query in flight still fails (503, plugins/error-handler.ts) and the pool discards the client.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // Connections go to the oldest request first when all are busy (./priority-pool.ts).
    const priority = new PriorityPool(pool, pool.options.max ?? 10, target.acquireTimeoutMs ?? 5_000);
    const counted = queryCounter();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: priority }), log: counted.log });
    return {
      db,
      kind: 'postgres',
      pglite: null,
      listen: pgListen(target.connectionString),
      stats: () => ({ ...priority.stats(), queries: counted.count() }),
      close: () => db.destroy(),
    };
  }

  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // Refuses a directory another live process (or this one) has open: PGlite does not (./data-dir-lock.ts).
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => undefined;
  let client: PGliteClient;
  try {
    client = process.env.PORTAL_PGLITE_THREAD === 'main' ? await inProcessPGlite(target) : await workerPGlite(target);
  } catch (error) {
    release();
    throw error;
  }
  const counted = queryCounter();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client), log: counted.log });
  let closed = false;
  const queued = () => (client instanceof PGliteRemote ? client.queued : 0);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    stats: () => ({
      inUse: Math.min(1, queued()),
      waiting: Math.max(0, queued() - 1),
      waits: 0,
      timeouts: 0,
      oldestWaitMs: client instanceof PGliteRemote ? client.oldestWaitMs : 0,
      queries: counted.count(),
    }),
    // PGlite delivers NOTIFY in-process: every app built over this instance hears every other.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      // A clean close checkpoints and releases the data directory; an unclean one can corrupt it.
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

// PGlite's default shared_buffers (128 MB) is zero-filled at start and sits in the process's
// memory for ever; the embedded database is small and the OS page cache holds its files, so 16 MB
// keeps the server within its memory budget (~110 MB less RSS) without slowing queries measurably.
async function workerPGlite(target: { dataDir: string | null; loadDataDir?: string }): Promise<PGliteClient> {
  const remote = new PGliteRemote({
    dataDir: target.dataDir,
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    sharedBuffers: PGLITE_SHARED_BUFFERS,
    ...(process.env.PORTAL_DB_TRACE ? { traceFile: process.env.PORTAL_DB_TRACE } : {}),
  });
  await remote.waitReady;
  return remote;
}

async function inProcessPGlite(target: { dataDir: string | null; loadDataDir?: string }): Promise<PGliteClient> {
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: tarball(target.loadDataDir) } : {}),
    parsers: { [OID.int8]: toNumber, [OID.numeric]: toNumber, [OID.date]: asText },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  return client;
}
