/**
 * Cross-instance notifications over PostgreSQL LISTEN/NOTIFY: `publish` is a NOTIFY through the
 * app's database (so it is sent when the surrounding statement commits), `subscribe` a LISTEN on the
 * database handle's dedicated connection (PGlite: in-process). Without a `listen` (an app built over
 * a bare Kysely), notifications stay inside this instance.
 */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { ListenFn } from '../db/connect.ts';

export interface Notifications {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export default fp<{ listen?: ListenFn }>(
  async (app, { listen }) => {
    const unlistens: Array<() => Promise<void>> = [];
    const local = new EventEmitter().setMaxListeners(0);
    app.decorate('notifications', {
      async publish(channel, payload) {
        if (!listen) {
          local.emit(channel, payload);
          return;
        }
        await sql`SELECT pg_notify(${channel}, ${payload})`.execute(app.db);
      },
      async subscribe(channel, handler) {
        if (!listen) {
          local.on(channel, handler);
          return;
        }
        unlistens.push(await listen(channel, handler));
      },
    } satisfies Notifications);
    app.addHook('onClose', async () => {
      for (const unlisten of unlistens) await unlisten().catch(() => undefined);
    });
  },
  { name: 'notifications', fastify: '5.x', dependencies: ['db'] },
);
