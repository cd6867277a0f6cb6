/**
 * Response texts of the per-account reads (issue 33): an account's summary and holdings as its
 * client sees them, and its pages of transaction events. They are read over and over as a client
 * moves between Home, the account and its transactions, and each costs several PGlite queries
 * (the transactions page ~20 ms of CPU); a hit costs the access check and a socket write.
 *
 * What each depends on, and what drops it:
 * - stored portfolio data (events, investment transactions, prices, funds, the series): the
 *   database's own trigger announces every write (`{ portfolio: true }`, migration 0015) on every
 *   instance, whoever wrote → everything goes, as with the analyses;
 * - the viewing client's own data in the summary and holdings (an account alias): the writes that
 *   change a client's resource already send `{ clients: [id] }` or `{ allClients: true }` → that
 *   client's entries (or all) go.
 * Keys carry the viewing client, so one client's alias never reaches another's answer. Access is
 * checked on every request before the cache is asked. The TTL only bounds an entry's age; the size
 * cap bounds the heap (texts are counted by length).
 */
import { TtlCache } from './ttl-cache.ts';

export const ACCOUNT_READ_TTL_MS = 60_000;
/**
 * 8 M characters of response text at most (a 250-event page is ~0.2–0.4 M; a summary or holdings a few
 * thousand): the server's whole budget is 300 MB, and a 24 M cap measured +10–30 MB of peak RSS in the mix.
 */
const MAX_TEXT = 8 * 1024 * 1024;

export type AccountReadKind = 'summary' | 'holdings' | 'events';

export class AccountReadCache {
  private readonly cache = new TtlCache<string, string>({
    ttlMs: ACCOUNT_READ_TTL_MS,
    maxEntries: 5_000,
    jitter: 0.2,
    maxSize: MAX_TEXT,
    sizeOf: (text) => text.length,
  });

  constructor(private readonly enabled: boolean) {}

  /**
   * The cached text of `kind` for this account as `viewerClientId` sees it (`variant`: the query of a
   * page), else one shared load (null — nothing there — is not cached).
   */
  get(
    kind: AccountReadKind,
    accountId: number,
    viewerClientId: number,
    variant: string,
    now: number,
    load: () => Promise<string | null>,
  ): Promise<string | null> {
    if (!this.enabled) return load();
    return this.cache.getOrLoad(`${viewerClientId}/${kind}/${accountId}/${variant}`, now, load);
  }

  /** A client's own data changed: the answers it sees go. */
  forgetClient(clientId: number): void {
    const prefix = `${clientId}/`;
    this.cache.deleteWhere((_text, key) => key.startsWith(prefix));
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
