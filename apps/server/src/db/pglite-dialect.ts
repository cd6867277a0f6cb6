/**
 * A Kysely dialect over one PGlite client. In-process, it hands out the single connection to one user
 * at a time (a transaction holds it until COMMIT), so a request's queries never run inside another
 * request's open transaction. On the worker thread, every connection is a numbered logical one and the
 * worker keeps an open transaction's statements together (pglite-worker.mjs): queries are sent at once,
 * so PGlite never waits for a thread hop between two callers.
 */
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';
import { PGliteRemote } from './pglite-remote.ts';
import type { PGliteClient } from './pglite-remote.ts';

class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

let nextConnection = 1;

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | null = null;
  private readonly id = nextConnection++;
  constructor(private readonly client: PGliteClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const params = [...compiledQuery.parameters];
    const result =
      this.client instanceof PGliteRemote
        ? await this.client.queryOn<R>(this.id, compiledQuery.sql, params)
        : await this.client.query<R>(compiledQuery.sql, params);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  constructor(private readonly client: PGliteClient) {}

  async init(): Promise<void> {
    // The client is ready before the dialect is built (connect.ts waits for it).
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = new PGliteConnection(this.client);
    // The worker orders the connections itself; in-process, one user at a time.
    if (!(this.client instanceof PGliteRemote)) connection.release = await this.mutex.lock();
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const pg = connection as PGliteConnection;
    pg.release?.();
    pg.release = null;
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (see connect.ts), after Kysely has let go.
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGliteClient) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
