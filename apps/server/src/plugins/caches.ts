/**
 * The in-process caches on the instance (one set per app): validated sessions, the serialised
 * client resource, analyses read from the valuation series, and the demo's as-of date. See
 * caches/*.ts for what each holds.
 *
 * Coherence across instances (issue 14 item 9): every invalidation goes through `invalidate`, which
 * drops the entries here and NOTIFYs the other instances on one channel; each instance LISTENs and
 * drops the same entries. A NOTIFY reaches another process a moment after it commits, not with it, so
 * where a stale answer is a security fault there is no cache at all across processes: on PostgreSQL
 * sessions are read from the database on every request (batched, plugins/caches/batch-loader.ts), so
 * a logout or password change on one instance holds on every other at once. The client resource stays
 * cached; its invalidation is sent and heard back on this instance's own LISTEN connection before the
 * write answers (so the other instances' connections have it too). While the LISTEN connection is down
 * (a database restart) a message could be missed: the caches are suspended until it is back.
 * PGlite (one process): NOTIFY is in-process and synchronous with the write, so both caches stay on.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { ClientResourceCache } from './caches/client-resource-cache.ts';
import { AccountReadCache } from './caches/account-read-cache.ts';
import { AnalysisCache } from './caches/analysis-cache.ts';
import { applyInvalidation, isEmpty, messageSchema } from './caches/invalidation.ts';
import type { Invalidation } from './caches/invalidation.ts';
import { Memo } from './caches/memo.ts';
import { SessionCache } from './caches/session-cache.ts';

export type { Invalidation } from './caches/invalidation.ts';

/** The NOTIFY channel of cache invalidations. */
export const CACHE_CHANNEL = 'portal_cache';
/** How long a write waits to hear its own invalidation back before answering anyway. */
const ECHO_TIMEOUT_MS = 1_000;

export interface AppCaches {
  sessions: SessionCache;
  clientResources: ClientResourceCache;
  /** Analyses by accounts and period; dropped when the database announces a portfolio write. */
  analyses: AnalysisCache;
  /** Per-account response texts (summary, holdings, transaction pages); dropped like the analyses, and per client. */
  accountReads: AccountReadCache;
  /** The demo data's as-of date (features/portfolio/service.ts): read once, it never changes. */
  demoAsOf: Memo<string | null>;
  /** Drops what a change made stale, here and (awaited: sent before the caller answers) on every other instance. */
  invalidate(change: Invalidation): Promise<void>;
  /** Hears every invalidation, this instance's and the others' (support closes the sockets of ended sessions). */
  onInvalidation(listener: (change: Invalidation) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: AppCaches;
  }
}

export default fp(
  async (app) => {
    const sessions = new SessionCache();
    const clientResources = new ClientResourceCache();
    const { crossProcess, fromDatabase } = app.notifications;
    // Portfolio writes are announced by the database (a trigger), so without its LISTEN: no cache.
    const analyses = new AnalysisCache(fromDatabase);
    const accountReads = new AccountReadCache(fromDatabase);
    if (crossProcess) sessions.setSuspended(true);
    const instance = randomUUID();
    const listeners: Array<(change: Invalidation) => void> = [];
    const tell = (change: Invalidation) => {
      for (const listener of listeners) listener(change);
    };
    /** Own messages sent and not yet heard back, by id. */
    const echoes = new Map<string, () => void>();

    const awaitEcho = (id: string) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          echoes.delete(id);
          app.log.warn('caches: invalidation not heard back in time');
          resolve();
        }, ECHO_TIMEOUT_MS);
        echoes.set(id, () => {
          clearTimeout(timer);
          echoes.delete(id);
          resolve();
        });
      });

    app.decorate('caches', {
      sessions,
      clientResources,
      analyses,
      accountReads,
      demoAsOf: new Memo<string | null>(),
      async invalidate(change) {
        if (isEmpty(change)) return;
        applyInvalidation(change, sessions, clientResources, analyses, accountReads);
        tell(change);
        // The session parts travel across processes too (no cache there, but open support sockets close).
        const id = `${instance}/${randomUUID()}`;
        const heard = crossProcess ? awaitEcho(id) : undefined;
        await app.notifications.publish(CACHE_CHANNEL, JSON.stringify({ from: id, change }));
        await heard;
      },
      onInvalidation(listener) {
        listeners.push(listener);
      },
    } satisfies AppCaches);

    const onMessage = (payload: string) => {
      let message;
      try {
        message = messageSchema.parse(JSON.parse(payload));
      } catch {
        app.log.warn('caches: unreadable invalidation ignored');
        return;
      }
      if (message.from.startsWith(`${instance}/`)) echoes.get(message.from)?.();
      else {
        applyInvalidation(message.change, sessions, clientResources, analyses, accountReads);
        tell(message.change);
      }
    };
    const onConnection = (connected: boolean) => {
      if (!connected) app.log.warn('caches: invalidations cannot be received; caching suspended');
      else app.log.info('caches: invalidations received again; caching resumed');
      if (!crossProcess) sessions.setSuspended(!connected);
      clientResources.setSuspended(!connected);
      analyses.setSuspended(!connected);
      accountReads.setSuspended(!connected);
      // Nothing will be heard back on the lost connection: let the waiting writes answer.
      if (!connected) for (const resolve of [...echoes.values()]) resolve();
    };
    app.addHook('onReady', async () => {
      await app.notifications.subscribe(CACHE_CHANNEL, onMessage, onConnection);
    });
  },
  { name: 'caches', fastify: '5.x', dependencies: ['notifications'] },
);
