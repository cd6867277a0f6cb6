/**
 * Cross-instance notifications over PostgreSQL LISTEN/NOTIFY: `publish` is a NOTIFY through the
 * app's database (so it is sent when the surrounding statement commits), `subscribe` a LISTEN on the
 * database handle's dedicated connection (PGlite: in-process). Without a `listen` (an app built over
 * a bare Kysely), notifications stay inside this instance.
 */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Listen } from '../db/connect.ts';

export interface Notifications {
  /** True when messages come from other processes (PostgreSQL): they arrive a moment after the NOTIFY, not with it. */
  readonly crossProcess: boolean;
  /** True when messages are heard from the database's LISTEN (a NOTIFY sent by a trigger arrives too). */
  readonly fromDatabase: boolean;
  /** LISTEN connections listening now (PostgreSQL: one per subscribed channel; in-process: none). */
  readonly listening: number;
  publish(channel: string, payload: string): Promise<void>;
  /**
   * `onConnection(false)` when messages may be missed from now on (the LISTEN connection dropped),
   * `onConnection(true)` once they are received again.
   */
  subscribe(channel: string, handler: (payload: string) => void, onConnection?: (connected: boolean) => void): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export default fp<{ listen?: Listen }>(
  async (app, { listen }) => {
    const unlistens: Array<() => Promise<void>> = [];
    const local = new EventEmitter().setMaxListeners(0);
    let listening = 0;
    app.decorate('notifications', {
      crossProcess: listen?.crossProcess === true,
      fromDatabase: listen !== undefined,
      get listening() {
        return listening;
      },
      async publish(channel, payload) {
        if (!listen) {
          local.emit(channel, payload);
          return;
        }
        await sql`SELECT pg_notify(${channel}, ${payload})`.execute(app.db);
      },
      async subscribe(channel, handler, onConnection) {
        if (!listen) {
          local.on(channel, handler);
          return;
        }
        const unlisten = await listen(channel, handler, (connected) => {
          listening += connected ? 1 : -1;
          onConnection?.(connected);
        });
        listening += 1;
        unlistens.push(async () => {
          listening -= 1;
          await unlisten();
        });
      },
    } satisfies Notifications);
    app.addHook('onClose', async () => {
      for (const unlisten of unlistens) await unlisten().catch(() => undefined);
    });
  },
  { name: 'notifications', fastify: '5.x', dependencies: ['db'] },
);
