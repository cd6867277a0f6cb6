/**
 * The main thread's side of PGlite on a worker thread (pglite-worker.mjs): the same `query`,
 * `listen`, `dumpDataDir` and `close` the dialect and tests use, each a message to the worker.
 */
import { Worker } from 'node:worker_threads';
import { queryPriority } from './query-priority.ts';

export interface PGliteClient {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

export interface PGliteWorkerOptions {
  dataDir: string | null;
  /** The path of a data directory tarball to start from (read on the worker: see pglite-worker.mjs). */
  loadDataDir?: string;
  sharedBuffers: string;
  /** Where the worker appends each statement's timing (PORTAL_DB_TRACE; load traces). */
  traceFile?: string;
}

interface SerialisedError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: SerialisedError }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: SerialisedError }
  | { type: 'notify'; listenId: number; payload: string };

const revive = (e: SerialisedError): Error => Object.assign(new Error(e.message), e.fields, { name: e.name });

export class PGliteRemote implements PGliteClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; sent: number }>();

  /** Queries sent to the worker and not yet answered (the one running and the ones queued behind it). */
  get queued(): number {
    return this.pending.size;
  }

  /** How long the oldest unanswered call has waited so far, ms (0: none): the worker's queue, as time. */
  get oldestWaitMs(): number {
    for (const waiter of this.pending.values()) return performance.now() - waiter.sent;
    return 0;
  }
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private closed = false;
  readonly waitReady: Promise<void>;

  constructor(options: PGliteWorkerOptions) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: options });
    this.waitReady = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          // From now on an idle worker must not keep the process alive (an in-process PGlite would not).
          if (this.pending.size === 0) this.worker.unref();
          resolve();
        } else if (message.type === 'failed') reject(revive(message.error));
        else if (message.type === 'notify') this.listeners.get(message.listenId)?.(message.payload);
        else this.settle(message);
      });
      this.worker.on('error', (error) => {
        reject(error);
        this.failAll(error);
      });
      this.worker.on('exit', (code) => this.failAll(new Error(`PGlite worker exited (code ${code})`)));
    });
  }

  private settle(message: Extract<WorkerMessage, { type: 'reply' }>): void {
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(revive(message.error));
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('PGlite worker is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // While a call is outstanding the worker keeps the process alive, so a script awaiting it finishes.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, sent: performance.now() });
      // The worker runs the lowest priority first: the arrival time of the request this call serves.
      this.worker.postMessage({ ...message, id, priority: queryPriority() });
    });
  }

  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.call({ op: 'query', sql, params });
  }

  /**
   * A query on behalf of one logical connection: the worker runs the queries of a connection that has
   * BEGUN a transaction, and only those, until its COMMIT or ROLLBACK (see pglite-worker.mjs).
   */
  queryOn<R>(connection: number, sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.call({ op: 'query', sql, params, connection });
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.nextId++;
    this.listeners.set(listenId, onPayload);
    await this.call({ op: 'listen', channel, listenId });
    return async () => {
      this.listeners.delete(listenId);
      if (!this.closed) await this.call({ op: 'unlisten', listenId });
    };
  }

  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return this.call({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // A clean close checkpoints and releases the data directory; then the worker (and its memory) goes.
    await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
