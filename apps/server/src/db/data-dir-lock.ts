/**
 * One process per PGlite data directory. PGlite is single-process and its own postmaster.pid holds a
 * fixed fake pid (-42), so a second opener is not refused: two processes with separate buffer caches then
 * overwrite each other's pages (an index entry pointing past a heap page's end, XX002). This lock file,
 * `<dataDir>.lock` beside the directory (initdb wants the directory itself empty), holds the owner's pid.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Directories this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `PGlite data directory ${dataDir} is in use by process ${pid === process.pid ? `${pid} (this one)` : pid} ` +
        `(lock file ${lockFile}). PGlite allows one process per data directory: stop that process, or give this one ` +
        `another directory (PORTAL_DATA_DIR). If no such process runs, delete the lock file.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const lockFileOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the directory for this process, or throws DataDirInUseError naming the live holder. A lock left
 * by a process that died (kill -9) is taken over. Resolves to the release (idempotent).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const lockFile = lockFileOf(dir);
  if (held.has(dir)) throw new DataDirInUseError(dir, process.pid, lockFile);
  // Two attempts: the second after removing a dead holder's lock ('wx' keeps two starters from both winning).
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(lockFile);
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dir, pid, lockFile);
      if (attempt > 0) throw new DataDirInUseError(dir, pid ?? 0, lockFile);
      unlinkSync(lockFile);
    }
  }
  held.add(dir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(dir);
    // Only our own lock: never one another process has taken since.
    if (readPid(lockFile) === process.pid) unlinkSync(lockFile);
  };
}
