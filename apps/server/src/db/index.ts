export { openDatabase } from './connect.ts';
export type { DatabaseHandle, DatabaseTarget, Listen, ListenFn } from './connect.ts';
export { migrateToLatest } from './migrate.ts';
export type { Database } from './schema.ts';
