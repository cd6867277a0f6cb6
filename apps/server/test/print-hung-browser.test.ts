/**
 * A hung Chromium (issue 14 item 10): the whole browser stops answering (SIGSTOP on its processes);
 * the job in hand times out, the browser is replaced (the stopped one killed, not leaked) and the next
 * job renders — the server does not have to restart.
 */
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { chromiumPath } from '../../../scripts/lib.mjs';
import { PrintPool, PrintTimeoutError } from '../src/plugins/print/pool.ts';
import { alive, servePrintPage } from './print-page.ts';

const CHROMIUM = chromiumPath();

const page = servePrintPage('Print test');
const job = () => page.job('f');

/** The Chromium processes under this test process (the browser and its helpers). */
function chromiumPids(): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, comm]) => ({ pid: Number(pid), ppid: Number(ppid), comm: comm ?? '' }));
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (!mine.has(row.ppid) || mine.has(row.pid)) continue;
      mine.add(row.pid);
      grew = true;
    }
  }
  return rows.filter((row) => mine.has(row.pid) && row.pid !== process.pid && /chrom/i.test(row.comm)).map((row) => row.pid);
}
/** Sends the signal; false when the process is already gone. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
it('times out the job of a hung browser, replaces the browser, and renders the next job', async () => {
  const pool = new PrintPool({ chromiumPath: CHROMIUM, maxPages: 1, maxQueue: 0, timeoutMs: 2_000 });
  let stopped: number[] = [];
  try {
    expect((await pool.render(job())).subarray(0, 5).toString()).toBe('%PDF-');
    // A helper process may exit between `ps` and the signal (ESRCH): only the ones stopped count.
    stopped = chromiumPids().filter((pid) => signal(pid, 'SIGSTOP'));
    expect(stopped.length).toBeGreaterThan(0);

    const started = performance.now();
    await expect(pool.render(job())).rejects.toBeInstanceOf(PrintTimeoutError);
    // The job's own timeout, plus the bounded wait for the page to close.
    expect(performance.now() - started).toBeLessThan(12_000);

    const pdf = await pool.render(job());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(chromiumPids().some((pid) => !stopped.includes(pid))).toBe(true);
    // The hung browser is gone, not left stopped for ever (Playwright kills it once its close times out).
    await expect.poll(() => stopped.filter(alive).length, { timeout: 45_000, interval: 1_000 }).toBe(0);
  } finally {
    for (const pid of stopped.filter(alive)) signal(pid, 'SIGKILL');
    await pool.close();
  }
}, 90_000);
