/**
 * A screen-reader walkthrough kept as tests: the role-and-name tree (playwright-core's ARIA snapshot)
 * of the main screens, compared with the committed aria-snapshots/<screen>.txt (plain text, so Prettier leaves it as the browser wrote it), so a change in what a
 * screen reader announces shows in review. UPDATE_ARIA_SNAPSHOTS=1 rewrites them after an intended change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { WCAG_ROUTES } from './wcag/routes.ts';
import { personaContexts } from './wcag/sign-in.ts';

const SNAPSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'aria-snapshots');
// 'documents' shows read/unread state the documents journey changes: this file runs before any journey
// (record-first-sequencer.ts), so it always snapshots the seeded state.
const SCREENS = ['login', 'home', 'account-summary', 'analysis', 'transactions', 'documents', 'adviser-selection'];
const update = process.env.UPDATE_ARIA_SNAPSHOTS === '1';
const baseUrl = inject('baseUrl');
const contextFor = personaContexts(() => baseUrl);

/** Dates, times and figures move with the clock; the announced roles and names are what the snapshot keeps. */
function stable(snapshot: string): string {
  return (
    snapshot
      .replace(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/g, '<date>')
      .replace(/\b\d{2}\/\d{2}\/\d{4}\b/g, '<date>')
      // Document names end with the day they were sent (ISO), which moves with the seeded dates.
      .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '<date>')
      .replace(/\b\d{2}\.\d{2}\.\d{2,4}\b/g, '<date>')
      // Demo valuations move with the seeded dates; the snapshot keeps what is announced, not the figures.
      .replace(/-?£[\d,]+(\.\d\d)?/g, '£<amount>')
      .replace(/-?\b\d+(\.\d+)?%/g, '<percent>')
      .replace(/\b\d{1,2}:\d{2}(:\d{2})?\b/g, '<time>')
      // A negative figure was quoted in YAML for its minus sign.
      .replace(/: "£<amount>"$/gm, ': £<amount>')
  );
}

/**
 * A table row of figures by category (analysis breakdown: Adjustments, Employer payments, …) is there
 * when the seeded history, which is drawn afresh each day, holds that kind of event: its presence is
 * data, not what is announced. Such rows go, except the Gain/loss and Total rows, which are always
 * there and keep the row's announced shape (a row header, then a cell per column) in the snapshot.
 */
function withoutCategoryRows(snapshot: string): string {
  const kept: string[] = [];
  /** The indent of the row being dropped: its deeper lines (header, cells) go with it. */
  let dropping: number | null = null;
  for (const line of snapshot.split('\n')) {
    const indent = line.search(/\S/);
    if (dropping !== null && indent > dropping) continue;
    dropping = null;
    const row = /^(\s*)- row "([A-Z][^"£<]*?)(?: £<amount>)+":$/.exec(line);
    if (row && !['Gain/loss', 'Total'].includes(row[2] ?? '')) {
      dropping = indent;
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/** The snapshot once two readings 250 ms apart agree (for rewriting the committed file). */
async function settled(read: () => Promise<string>): Promise<string> {
  let last = await read();
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  return last;
}

describe.each(WCAG_ROUTES.filter((r) => SCREENS.includes(r.name)))('$name', (route) => {
  it('announces the same roles and names as the committed snapshot', async () => {
    const context = await contextFor(route.persona);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await route.prepare?.(page, baseUrl);
      await page.goto(`${baseUrl}${route.path}`);
      await page.locator(route.ready).first().waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const read = async () => withoutCategoryRows(stable(await page.locator('body').ariaSnapshot()));
      const file = join(SNAPSHOT_DIR, `${route.name}.txt`);
      if (update) writeFileSync(file, `${await settled(read)}\n`);
      expect(existsSync(file), `missing ${file}: run with UPDATE_ARIA_SNAPSHOTS=1`).toBe(true);
      // A screen still filling in (a lazy chart, a late answer on a loaded CI machine) is read again until it
      // matches or the time runs out; the failure then shows the last reading's difference.
      await expect.poll(read, { timeout: 10_000, interval: 250 }).toBe(readFileSync(file, 'utf8').trimEnd());
    } finally {
      await page.close();
    }
  });
});
