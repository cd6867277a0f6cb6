/**
 * PostgreSQL's pool handed out by request age: at most `size` connections checked out (the pool's own
 * size, so pg's first-come queue never forms) and, when all are busy, the next one goes to the query
 * of the OLDEST request (db/query-priority.ts), as the PGlite worker orders its queue. A first-come
 * queue makes a request with ten sequential queries (a login) wait behind every newer request ten times.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { queryPriority } from './query-priority.ts';

interface Waiter {
  priority: number;
  /** When it began to wait (performance.now()). */
  since: number;
  grant: () => void;
}

/** A query waited longer than the pool's acquire timeout for a connection (answered 503 + Retry-After). */
export class PoolTimeoutError extends Error {
  constructor(ms: number) {
    super(`no database connection within ${ms} ms`);
    this.name = 'PoolTimeoutError';
  }
}

/** What the pool is doing now, and what it did (the metrics read it). */
export interface PoolStats {
  /** Connections (PGlite: the one) checked out now. */
  inUse: number;
  /** Queries waiting for a connection now. */
  waiting: number;
  /** Checkouts that had to wait, since start. */
  waits: number;
  /** Checkouts that gave up waiting (acquire timeout), since start. */
  timeouts: number;
  /** How long the longest-waiting query has waited so far, ms (0: none waits): a queue that does not drain. */
  oldestWaitMs: number;
  /** Statements run, since start (connect.ts counts them through Kysely's log hook). */
  queries?: number;
}

export class PriorityPool implements PostgresPool {
  private free: number;
  /** Sorted by priority, oldest request first (ties keep their arrival order). */
  private readonly waiting: Waiter[] = [];
  private waits = 0;
  private timeouts = 0;

  constructor(
    private readonly pool: { connect(): Promise<PostgresPoolClient & { release(error?: Error | boolean): void }>; end(): Promise<void> },
    private readonly size: number,
    /** How long a query may wait for a connection before it fails (0: for ever). */
    private readonly acquireTimeoutMs = 0,
  ) {
    this.free = size;
  }

  stats(): PoolStats {
    let since = Number.POSITIVE_INFINITY;
    for (const waiter of this.waiting) since = Math.min(since, waiter.since);
    const oldestWaitMs = this.waiting.length ? performance.now() - since : 0;
    return { inUse: this.size - this.free, waiting: this.waiting.length, waits: this.waits, timeouts: this.timeouts, oldestWaitMs };
  }

  /** Waits for a turn (by priority), then checks a connection out; its release gives the turn on. */
  async connect(): Promise<PostgresPoolClient> {
    await this.turn(queryPriority());
    let client;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.leave();
      throw error;
    }
    let released = false;
    // A wrapper per checkout: the pooled client object is reused, its own release must stay untouched.
    return {
      query: client.query.bind(client) as PostgresPoolClient['query'],
      release: (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.release(error);
        this.leave();
      },
    } as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  private turn(priority: number): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    this.waits += 1;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        priority,
        since: performance.now(),
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      let at = this.waiting.length;
      while (at > 0 && this.waiting[at - 1]!.priority > priority) at -= 1;
      this.waiting.splice(at, 0, waiter);
      if (this.acquireTimeoutMs > 0) {
        timer = setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index < 0) return;
          this.waiting.splice(index, 1);
          this.timeouts += 1;
          reject(new PoolTimeoutError(this.acquireTimeoutMs));
        }, this.acquireTimeoutMs);
      }
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.free += 1;
  }
}
