/**
 * The database a command-line tool works on: PostgreSQL at DATABASE_URL, or the embedded data
 * directory (PORTAL_DATA_DIR, default <repo>/.data) while no server holds it (db/data-dir-lock.ts
 * refuses otherwise). A database migrated by a newer release is refused.
 */
import { resolve } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { DatabaseNewerError, assertNotNewer, openDatabase } from '../db/index.ts';
import type { DatabaseHandle } from '../db/index.ts';

export async function openCliDatabase(): Promise<{ handle: DatabaseHandle; where: string }> {
  const url = process.env.DATABASE_URL;
  const dataDir = resolve(process.env.PORTAL_DATA_DIR ?? resolve(REPO_ROOT, '.data'));
  // A command's statements (an import's bulk upserts, a migration) may run for minutes: no statement
  // timeout, unlike the server's pooled connections (whose 15 s bounds a request's wait).
  const handle = await openDatabase(
    url ? { kind: 'postgres', connectionString: url, poolSize: 2, statementTimeoutMs: 0 } : { kind: 'pglite', dataDir },
  );
  try {
    await assertNotNewer(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, where: url ? 'PostgreSQL (DATABASE_URL)' : `the embedded database at ${dataDir}` };
}

/** A refusal the user can act on is printed without a stack; exit code 1 either way. */
export function failCli(error: unknown): never {
  const known = error instanceof DataDirInUseError || error instanceof DatabaseNewerError;
  console.error(known ? `refusing: ${(error as Error).message}` : error);
  process.exit(1);
}
