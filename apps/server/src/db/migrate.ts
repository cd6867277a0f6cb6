/** Runs the code-defined migrations to the latest version; throws (with the failing step) on error. */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** The database has migrations this code does not know: it was migrated by a newer release. */
export class DatabaseNewerError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `the database is newer than this server: it has migration${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')} that this release does not know. ` +
        'Run the release that migrated it (or a later one).',
    );
  }
}

/** Migration names already applied to the database (none on a fresh one). */
async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const table = await sql<{ present: boolean }>`SELECT to_regclass('kysely_migration') IS NOT NULL AS present`.execute(db);
  if (!table.rows[0]?.present) return [];
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** Refuses a database migrated by a newer release (it has migrations this code does not know). */
export async function assertNotNewer(db: Kysely<Database>): Promise<void> {
  const known = new Set(Object.keys(await migrationProvider.getMigrations()));
  const unknown = (await appliedMigrations(db)).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new DatabaseNewerError(unknown);
}

/** The migrations this code would apply. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return Object.keys(await migrationProvider.getMigrations())
    .sort()
    .filter((name) => !applied.has(name));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  await assertNotNewer(db);
  // Unordered: migrations from branches developed at once land in any order; each stands on its own.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
