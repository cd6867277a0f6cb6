export { openDatabase } from './connect.ts';
export type { DatabaseHandle, DatabaseTarget, Listen, ListenFn } from './connect.ts';
export { DatabaseNewerError, assertNotNewer, migrateToLatest, pendingMigrations } from './migrate.ts';
export type { Database } from './schema.ts';
