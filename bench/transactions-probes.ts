/**
 * In-page probes of the transactions bench: logging in from the page, the moment every event is
 * shown (recorded by the page itself, not by polling), input to next paint, and React Profiler
 * commits. Page scripts are passed as source text: tsx's helpers do not exist in the page.
 */
import { routes } from '@portal/api';
import type { Page } from 'playwright-core';
import { median, percentile } from './harness.ts';

/** Production names the session cookie __Host-… (Secure): Chromium takes it from its own response on 127.0.0.1, not via addCookies. */
export async function loginInPage(page: Page, baseUrl: string, username: string, password = 'Harbour#Kite7'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const body = new URLSearchParams({ username, password }).toString();
  const status = await page.evaluate(
    `fetch(${JSON.stringify(routes.login.path)}, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: ${JSON.stringify(body)} }).then((r) => r.status)`,
  );
  if (status !== 200) throw new Error(`login in the page: ${String(status)}`);
}

/**
 * On every document: each frame, once the table region has been busy (pages loading) and no longer
 * is, resolves window.__allShown with performance.now() (ms since navigation start). A promise the
 * bench awaits, not a polled predicate: the portal's CSP refuses the eval that polling needs.
 */
export const allShownProbe = `(() => {
  let busySeen = false;
  let done;
  window.__allShown = new Promise((resolve) => (done = resolve));
  const check = () => {
    const busy = document.querySelector('[role="region"][aria-busy="true"]');
    if (busy) busySeen = true;
    else if (busySeen && document.querySelector('table[aria-rowcount]')) { done(performance.now()); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Navigates to `url` and returns [ms from navigation start to every event shown, ms to the first events request]. */
export async function openUntilAllShown(page: Page, url: string): Promise<[number, number]> {
  await page.goto(url);
  return (await page.evaluate(`window.__allShown.then((shownAt) => [shownAt,
    performance.getEntriesByType('resource').find((e) => e.name.includes('/transactionEvents'))?.startTime ?? NaN])`)) as [number, number];
}

/** Records, for the next key or click, the time from the event that acts to the first task after the next frame. */
export async function installPaintProbe(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__paint = { done: null };
    const arm = (event) => {
      if (window.__paint.done) return;
      const start = event.timeStamp || performance.now();
      window.__paint.done = new Promise((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        }),
      );
    };
    // A click is timed from its release: React Aria's press (checkboxes, buttons) acts on pointerup,
    // and a pointerdown's next frame can come before the release has even arrived.
    for (const type of ['keydown', 'pointerup']) window.addEventListener(type, arm, { capture: true });
  })()`);
}

/**
 * A person's keys and clicks land anywhere within a frame. The bench's would not: each one follows
 * the wait for the last one's paint, so it would land just after a frame and always wait nearly a
 * whole frame for the next (the phase-locked floor session 9 measured, ~15 ms in a plain field).
 * So each input is first held back by one of 16 evenly spread parts of a frame, in a fixed order.
 */
const FRAME_MS = 1000 / 60;
let inputs = 0;

export async function measure(page: Page, act: () => Promise<unknown>): Promise<number> {
  await page.waitForTimeout((((inputs++ * 7) % 16) * FRAME_MS) / 16);
  await act();
  return page.evaluate(`(async () => {
    const value = await (window.__paint.done ?? Promise.resolve(NaN));
    window.__paint.done = null;
    return value;
  })()`) as Promise<number>;
}

export interface Commit {
  phase: string;
  actualDuration: number;
}

/** The Profiler commits recorded since the last call (the profiling build only), and clears them. */
export async function takeCommits(page: Page): Promise<Commit[]> {
  return (await page.evaluate(
    `(() => { const c = window.__transactionsProfile ?? []; window.__transactionsProfile = []; return c; })()`,
  )) as Commit[];
}

export function describeCommits(commits: Commit[]): string {
  const d = commits.map((c) => c.actualDuration);
  if (d.length === 0) return 'no commits';
  const sum = d.reduce((a, b) => a + b, 0);
  return `${d.length} commits, sum ${sum.toFixed(1)} ms, median ${median(d).toFixed(2)} ms, p95 ${percentile(d, 95).toFixed(2)} ms, max ${Math.max(...d).toFixed(2)} ms`;
}
