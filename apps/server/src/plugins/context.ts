/**
 * The app's context on the instance: the database handle and the configuration, decorated once so
 * every plugin and feature reads `fastify.db` and `fastify.config` (never a second way of passing them).
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
  }
}

export interface ContextOptions {
  db: Kysely<Database>;
  config: AppConfig;
}

export const dbPlugin = fp<ContextOptions>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db', fastify: '5.x' },
);

export const configPlugin = fp<ContextOptions>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config', fastify: '5.x' },
);
