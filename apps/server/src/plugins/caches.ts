/**
 * The in-process caches on the instance (one set per app): validated sessions and the serialised
 * client resource, and the demo's as-of date. See caches/*.ts for what each holds and how stale it may be.
 */
import fp from 'fastify-plugin';
import { ClientResourceCache } from './caches/client-resource-cache.ts';
import { Memo } from './caches/memo.ts';
import { SessionCache } from './caches/session-cache.ts';

export interface AppCaches {
  sessions: SessionCache;
  clientResources: ClientResourceCache;
  /** The demo data's as-of date (features/portfolio/service.ts): read once, it never changes. */
  demoAsOf: Memo<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: AppCaches;
  }
}

export default fp(
  async (app) => {
    app.decorate('caches', {
      sessions: new SessionCache(),
      clientResources: new ClientResourceCache(),
      demoAsOf: new Memo<string | null>(),
    } satisfies AppCaches);
  },
  { name: 'caches', fastify: '5.x' },
);
