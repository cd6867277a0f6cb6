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
    // SIGTERM (service managers) goes to this process only: the child closes PGlite cleanly and this
    // one stops too. A terminal's Ctrl-C already reaches both, being sent to the whole process group.
    let stopped = false;
    const stop = () => {
      stopped = true;
      child.kill('SIGTERM');
    };
    process.once('SIGTERM', stop);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', stop);
      if (code === 0 && !stopped) resolve();
      else reject(new Error(stopped ? 'stopped while seeding' : `seeding process failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
