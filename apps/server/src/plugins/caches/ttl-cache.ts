/**
 * A small in-process cache with a time-to-live, a size cap and explicit invalidation, over
 * `lru-cache` (bounded storage, least-recently-used eviction). The TTL is judged here against the
 * caller's clock, not lru-cache's: lru-cache 11 reads performance.now() itself, while sessions and
 * tests run on the app's clock (config.now). Every entry can be rebuilt from the database; the TTL
 * bounds how stale an entry is when another instance changes the data.
 *
 * Race: a load that started before an invalidation must not store its (possibly pre-change) result
 * after it. Every invalidation bumps an epoch; a load stores only when the epoch it began in is still
 * current, and in-flight shared loads are forgotten so later callers start afresh.
 */
import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions<V = unknown> {
  ttlMs: number;
  maxEntries: number;
  /**
   * Each entry lives a random fraction of the TTL between 1 − jitter and 1 (default 0): entries stored
   * together (sessions that all started at once) then expire apart instead of reloading in one burst.
   */
  jitter?: number;
  /** A cap on the entries' total size as `sizeOf` measures it (e.g. the bytes of cached response texts). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  expiresAt: number;
}

export class TtlCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Entry<V>>;
  private readonly inFlight = new Map<K, Promise<V | null>>();
  private epochCounter = 0;
  /** While set, nothing is served or stored (the cross-instance invalidations may be missing). */
  private suspended = false;

  constructor(private readonly options: TtlCacheOptions<V>) {
    const { maxSize, sizeOf } = options;
    this.entries = new LRUCache<K, Entry<V>>(
      maxSize !== undefined && sizeOf
        ? { max: options.maxEntries, maxSize, sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)) }
        : { max: options.maxEntries },
    );
  }

  /** The epoch to pass to set() for a value about to be loaded. */
  get epoch(): number {
    return this.epochCounter;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live value, or undefined when absent or older than the TTL (`now` in ms: tests move the clock). */
  get(key: K, now: number): V | undefined {
    if (this.suspended) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A clock that moved backwards (tests) must not keep an entry alive for ever.
    if (now >= entry.expiresAt || now < entry.storedAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores unless an invalidation happened since `epoch` was read. Returns whether it stored. */
  set(key: K, value: V, now: number, epoch: number): boolean {
    if (epoch !== this.epochCounter || this.suspended) return false;
    const jitter = this.options.jitter ?? 0;
    this.entries.set(key, { value, storedAt: now, expiresAt: now + this.options.ttlMs * (1 - jitter * Math.random()) });
    return true;
  }

  /**
   * The cached value, else one shared load for all concurrent callers of the same key (a cold start
   * of 200 sessions of one client runs the query once). A null result (nothing there) is not cached.
   */
  async getOrLoad(key: K, now: number, load: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key, now);
    if (hit !== undefined) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const epoch = this.epochCounter;
    const loading = load().then(
      (value) => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
        if (value !== null) this.set(key, value, now, epoch);
        return value;
      },
      (error: unknown) => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, loading);
    return loading;
  }

  delete(key: K): void {
    this.bump();
    this.entries.delete(key);
    this.inFlight.delete(key);
  }

  /** Drops every entry whose value matches (e.g. all sessions of one user). */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    this.bump();
    for (const [key, entry] of this.entries.entries()) if (matches(entry.value, key)) this.entries.delete(key);
    this.inFlight.clear();
  }

  clear(): void {
    this.bump();
    this.entries.clear();
    this.inFlight.clear();
  }

  /**
   * Stops (true) or resumes (false) caching, dropping everything either way: while another instance's
   * invalidations cannot reach this one (its LISTEN connection is down), no entry can be trusted.
   */
  setSuspended(suspended: boolean): void {
    this.clear();
    this.suspended = suspended;
  }

  private bump(): void {
    this.epochCounter += 1;
  }
}
