/** The PGlite data directory lock: one live holder, a dead holder's lock taken over, only our own removed. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  let work: string;
  let dir: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    dir = join(work, 'data');
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('writes <dir>.lock with this pid and removes it on release (twice is harmless)', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a directory a live process holds, naming it and what to do', () => {
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid} (lock file ${dir}.lock)`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('refuses a second open in this same process', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid} (this one)`);
    release();
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died (kill -9 leaves it behind)', () => {
    // Past the kernel's pid_max: no such process can exist.
    writeFileSync(`${dir}.lock`, '4194305\n');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
  });

  it('does not remove a lock another process has taken since', () => {
    const release = lockDataDir(dir);
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('is taken by openDatabase for a PGlite directory and released by close', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await (await openDatabase({ kind: 'pglite', dataDir: dir })).close();
  });
});
