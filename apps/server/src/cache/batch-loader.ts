/**
 * Coalesces look-ups into one query per batch: keys asked for in the same tick, or while the previous
 * batch's query runs, go out together. With PGlite every query runs on one connection (and on the
 * event loop), so 200 sessions whose cache entries lapse together cost one `WHERE id IN (…)` instead
 * of 200 queued round trips; with PostgreSQL it saves pool connections the same way.
 */
interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

export class BatchLoader<K, V> {
  private readonly queue = new Map<K, Array<Waiter<V>>>();
  private running = false;

  /** `run` answers the keys it found; a key missing from the map resolves undefined. */
  constructor(
    private readonly run: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 500,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = this.queue.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.queue.set(key, [{ resolve, reject }]);
      if (!this.running) {
        this.running = true;
        // One macrotask later: every request already parsed in this turn joins the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.size > 0) {
        const batch = new Map<K, Array<Waiter<V>>>();
        for (const [key, waiters] of this.queue) {
          if (batch.size >= this.maxBatch) break;
          batch.set(key, waiters);
        }
        for (const key of batch.keys()) this.queue.delete(key);
        try {
          const found = await this.run([...batch.keys()]);
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
        } catch (error) {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
