/**
 * Analyses read from the valuation series (features/portfolio/service.ts loadAnalysis), by accounts,
 * period and sample count. An analysis depends only on stored portfolio data, which changes when the
 * seed or a batch writes events, prices or the series, not on any portal call: the database itself
 * announces such writes (migration 0015's trigger NOTIFYs `{ portfolio: true }` on the cache
 * channel), so every instance drops its analyses whoever wrote. The TTL only bounds an entry's age;
 * while the LISTEN connection is down nothing is cached (plugins/caches.ts), and an app without a
 * database LISTEN (tests over a bare Kysely) gets no cache at all.
 */
import { TtlCache } from './ttl-cache.ts';

export const ANALYSIS_TTL_MS = 10 * 60_000;
/** An entry is ~18 kB (the chart's ≤ 201 points and per-account figures): at most ~18 MB of heap. */
const MAX_ANALYSES = 1_000;

export class AnalysisCache {
  private readonly cache = new TtlCache<string, object>({ ttlMs: ANALYSIS_TTL_MS, maxEntries: MAX_ANALYSES, jitter: 0.2 });

  constructor(private readonly enabled: boolean) {}

  /** The cached analysis of these accounts over [from, to], else one shared load. */
  get<V extends object>(
    accountIds: readonly number[],
    from: string,
    to: string,
    /** The sample count, or the name of another figure kept per period ('returns', issue 32). */
    maxPoints: number | 'returns' | undefined,
    now: number,
    load: () => Promise<V>,
  ): Promise<V> {
    if (!this.enabled) return load();
    const key = `${[...accountIds].sort((a, b) => a - b).join(',')}|${from}|${to}|${maxPoints ?? ''}`;
    // One kind of value per cache (the portfolio's analysis output), typed by the one caller.
    return this.cache.getOrLoad(key, now, load) as Promise<V>;
  }

  forgetAll(): void {
    this.cache.clear();
  }

  setSuspended(suspended: boolean): void {
    this.cache.setSuspended(suspended);
  }

  get size(): number {
    return this.cache.size;
  }
}
