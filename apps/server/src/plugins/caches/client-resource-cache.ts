/**
 * The client resource (GET /nui/nbs/clients/{id}), cached serialised per client for a few seconds:
 * under load the same few clients are read over and over, and building the resource is one large
 * query plus JSON work. Only the viewer-independent part is cached; the one viewer-dependent field
 * (newCorrespondencesSinceLastLogin: against the viewer's previous login; false for advisers) is
 * chosen per request from two prepared bodies.
 *
 * Invalidation: a route that changes anything the resource contains (the client's details, accounts,
 * owners, regular payments, memo assets, bank accounts, addresses, e-mails, documents and their read
 * state, the adviser) calls app.caches.clientResources.forgetClient(clientId) — or forgetAll() when the change
 * reaches other clients' resources (a joint owner's name, an adviser's details). Today no route changes
 * that data (preferences, passwords and terms are not in it); mutating calls of a session also drop
 * its client's entry (plugins/session.ts) as a safety net. Another instance's changes are seen within
 * CLIENT_RESOURCE_TTL_MS.
 */
import type { ClientResource } from '@portal/api';
import { TtlCache } from './ttl-cache.ts';

export const CLIENT_RESOURCE_TTL_MS = 5_000;
const MAX_CLIENTS = 500;

export type ClientResourceBase = Omit<ClientResource, 'newCorrespondencesSinceLastLogin'>;

export interface CachedClientResource {
  /** The JSON body (UTF-8) with newCorrespondencesSinceLastLogin false and true. */
  bodies: { false: Buffer; true: Buffer };
  /** Sent date of the newest document (ms), null without documents: decides the flag per viewer. */
  newestDocument: number | null;
}

/** Serialises the resource once, with each value of the viewer-dependent flag. */
export function prepareClientResource(base: ClientResourceBase, newestDocument: Date | null): CachedClientResource {
  const head = JSON.stringify(base).slice(0, -1);
  const body = (flag: boolean) => Buffer.from(`${head},"newCorrespondencesSinceLastLogin":${flag}}`);
  return { bodies: { false: body(false), true: body(true) }, newestDocument: newestDocument?.getTime() ?? null };
}

export class ClientResourceCache {
  private readonly cache = new TtlCache<string, CachedClientResource>({ ttlMs: CLIENT_RESOURCE_TTL_MS, maxEntries: MAX_CLIENTS });

  /** The cached resource, else one shared load (null: no such client, not cached). */
  get(clientId: number, pageSize: number, now: number, load: () => Promise<CachedClientResource | null>): Promise<CachedClientResource | null> {
    return this.cache.getOrLoad(`${clientId}/${pageSize}`, now, load);
  }

  forgetClient(clientId: number): void {
    const prefix = `${clientId}/`;
    this.cache.deleteWhere((_value, key) => key.startsWith(prefix));
  }

  forgetAll(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
