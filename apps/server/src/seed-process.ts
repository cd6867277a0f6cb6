/**
 * Seeds a fresh PGlite data directory in a short-lived child process, so the memory the seed grows
 * (generated rows in JS, PGlite's WebAssembly heap, malloc arenas: ~250 MB) leaves with that process.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Set in the child: main.ts migrates, seeds, closes and exits instead of listening. */
export const SEED_ONLY_ENV = 'PORTAL_SEED_ONLY';

/** A data directory PostgreSQL has never initialised (no PG_VERSION) will be seeded from scratch. */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Runs this same entry point (tsx or bundle alike, same flags) in seed-only mode; rejects on failure. */
export function seedInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      env: { ...process.env, [SEED_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`seeding process failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
