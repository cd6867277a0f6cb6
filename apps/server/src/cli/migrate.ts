/**
 * `npm run migrate`: applies the pending migrations to DATABASE_URL (or the embedded data directory
 * while no server holds it) and prints what it did, so a deploy migrates before it starts new
 * instances. A database newer than this release is refused.
 */
import { migrateToLatest, pendingMigrations } from '../db/index.ts';
import { failCli, openCliDatabase } from './database.ts';

async function main(): Promise<void> {
  const { handle, where } = await openCliDatabase();
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length === 0) {
      console.log(`${where}: up to date, no migration to apply`);
      return;
    }
    console.log(`${where}: applying ${pending.length} migration${pending.length === 1 ? '' : 's'}`);
    const started = performance.now();
    const applied = await migrateToLatest(handle.db);
    for (const name of applied) console.log(`  applied ${name}`);
    console.log(`done in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await handle.close();
  }
}

main().catch(failCli);
