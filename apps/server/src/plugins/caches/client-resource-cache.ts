/**
 * The client resource (GET /nui/nbs/clients/{id}), cached serialised per client for a few seconds:
 * under load the same few clients are read over and over, and building the resource is one large
 * query plus JSON work. Only the viewer-independent part is cached; the viewer-dependent flags
 * (newCorrespondencesSinceLastLogin, newsSinceLastLogin: against the viewer's previous login; false
 * for advisers) are appended per request to the prepared head.
 *
 * Invalidation: a route that changes anything the resource contains (the client's details, accounts,
 * owners, regular payments, memo assets, bank accounts, addresses, e-mails, documents and their read
 * state, the adviser) calls app.caches.invalidate({ clients: [clientId] }) — or { allClients: true } when
 * the change reaches other clients' resources (a joint owner's name, a joint account's alias, an
 * adviser's details). Routes that do: markAsRead and the memo asset value, the account alias (all);
 * preferences, passwords and terms are not in it. Mutating calls of a session also drop its client's
 * entry (plugins/session.ts) as a safety net. `invalidate` reaches the other instances over NOTIFY
 * (plugins/caches.ts); CLIENT_RESOURCE_TTL_MS only bounds an entry's age.
 */
import type { ClientResource } from '@portal/api';
import { TtlCache } from './ttl-cache.ts';

export const CLIENT_RESOURCE_TTL_MS = 5_000;
const MAX_CLIENTS = 500;

export type ClientResourceBase = Omit<ClientResource, 'newCorrespondencesSinceLastLogin' | 'newsSinceLastLogin'>;
export type ViewerFlags = Pick<ClientResource, 'newCorrespondencesSinceLastLogin' | 'newsSinceLastLogin'>;

export interface CachedClientResource {
  /** The JSON body (UTF-8) without its closing brace: the viewer's flags follow (bodyFor). */
  head: Buffer;
  /** The whole bodies built so far, by flag combination (bodyFor): a busy entry allocates nothing per request. */
  bodies: (Buffer | undefined)[];
  /** Sent date of the newest document (ms), null without documents: decides the flag per viewer. */
  newestDocument: number | null;
  /** Publication date of the newest news item (ms), null without news. */
  newestNews: number | null;
}

/** Serialises the viewer-independent part once. */
export function prepareClientResource(
  base: ClientResourceBase,
  newestDocument: Date | null,
  newestNews: Date | null = null,
): CachedClientResource {
  return {
    head: Buffer.from(JSON.stringify(base).slice(0, -1)),
    bodies: [],
    newestDocument: newestDocument?.getTime() ?? null,
    newestNews: newestNews?.getTime() ?? null,
  };
}

/** The whole body for one viewer: the cached head plus its flags, built once per combination (never mutated). */
export function bodyFor(cached: CachedClientResource, flags: ViewerFlags): Buffer {
  const key = (flags.newCorrespondencesSinceLastLogin ? 1 : 0) + (flags.newsSinceLastLogin ? 2 : 0);
  return (cached.bodies[key] ??= Buffer.concat([
    cached.head,
    Buffer.from(
      `,"newCorrespondencesSinceLastLogin":${flags.newCorrespondencesSinceLastLogin},"newsSinceLastLogin":${flags.newsSinceLastLogin}}`,
    ),
  ]));
}

export class ClientResourceCache {
  private readonly cache = new TtlCache<string, CachedClientResource>({ ttlMs: CLIENT_RESOURCE_TTL_MS, maxEntries: MAX_CLIENTS });

  /** The cached resource, else one shared load (null: no such client, not cached). */
  get(
    clientId: number,
    pageSize: number,
    now: number,
    load: () => Promise<CachedClientResource | null>,
  ): Promise<CachedClientResource | null> {
    return this.cache.getOrLoad(`${clientId}/${pageSize}`, now, load);
  }

  forgetClient(clientId: number): void {
    const prefix = `${clientId}/`;
    this.cache.deleteWhere((_value, key) => key.startsWith(prefix));
  }

  forgetAll(): void {
    this.cache.clear();
  }

  /** See TtlCache.setSuspended (plugins/caches.ts: while invalidations from other instances may be lost). */
  setSuspended(suspended: boolean): void {
    this.cache.setSuspended(suspended);
  }

  get size(): number {
    return this.cache.size;
  }
}
