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
  grant: () => void;
}

export class PriorityPool implements PostgresPool {
  private free: number;
  /** Sorted by priority, oldest request first (ties keep their arrival order). */
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly pool: { connect(): Promise<PostgresPoolClient & { release(error?: Error | boolean): void }>; end(): Promise<void> },
    size: number,
  ) {
    this.free = size;
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
    return new Promise((grant) => {
      let at = this.waiting.length;
      while (at > 0 && this.waiting[at - 1]!.priority > priority) at -= 1;
      this.waiting.splice(at, 0, { priority, grant });
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.free += 1;
  }
}
