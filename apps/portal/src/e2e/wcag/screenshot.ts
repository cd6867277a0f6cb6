/**
 * The pages kept as a visual record (taken inside the WCAG journey, wcag.e2e.test.ts, on the page it opens
 * at 390 and 1440 px anyway): full page, after its data has loaded, animations off, on a server whose demo
 * data is seeded as of a fixed day (PORTAL_DEMO_AS_OF) with the browser clock fixed too. Compared with the
 * committed screenshots/*.png by pixelmatch (testing/pixels.ts, as the story baselines are; anti-aliasing
 * tolerated); a difference writes baseline, new and diff to apps/portal/.test-results/screenshots.
 * Accept an intended change: npm run e2e:screenshots -w @portal/portal
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { accessLogTexts, signedInDevicesTexts } from '@portal/domain';
import { checkBaseline } from '../../../../../testing/pixels.ts';
import { WCAG_ROUTES, type WcagRoute } from './routes.ts';

/** The demo data's "today" the baselines were taken on; the journey's server is seeded as of it. */
export const SCREENSHOT_AS_OF = '2026-11-24';
export const SCREENSHOT_WIDTHS = [390, 1440];
/** The window height the screenshots are taken in (full page: it only sets where the page scrolls from). */
export const SCREENSHOT_HEIGHT = 900;
const here = dirname(fileURLToPath(import.meta.url));
const baselineDir = join(here, '../screenshots');
const outDir = join(here, '../../../.test-results/screenshots');
const update = process.env.UPDATE_SCREENSHOTS === '1';

/** The client pages kept again in the default theme (solo.client has no adviser's firm). */
export const DEFAULT_THEME_ROUTES: WcagRoute[] = WCAG_ROUTES.filter((r) =>
  ['home', 'account-summary', 'analysis', 'costs'].includes(r.name),
).map((r) => ({ ...r, name: `${r.name}-default-theme`, persona: 'solo' }));

/** Before the page is opened: the browser's clock on the baselines' day. */
export async function fixClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(`${SCREENSHOT_AS_OF}T12:00:00Z`));
}

/**
 * The open page (opened at `width` × SCREENSHOT_HEIGHT after fixClock) against its baseline `<name>-<width>.png`:
 * '' when it matches, else what differs.
 */
export async function screenshotProblem(page: Page, name: string, width: number): Promise<string> {
  // A section still loading (a chart whose lazy chunk, then data, came in after a quiet half-second on
  // a loaded machine) is not the page: wait for its spinner to go. A page whose record shows a spinner
  // still gets compared after the wait.
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // The server's port changes every run: an address shown on the page (not-found) reads the same each time.
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes(location.origin)) node.nodeValue = node.nodeValue.replaceAll(location.origin, 'https://portal.example');
    }
  });
  // Sections whose content is this run's own (the sessions signed in now, their real times): masked, so
  // the record keeps their place and size but not what changes from run to run.
  const volatile = [signedInDevicesTexts.title, accessLogTexts.title].map((title) =>
    page.getByRole('region', { name: title, exact: true }),
  );
  const actual = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask: volatile });
  const shot = `${name}-${width}`;
  return checkBaseline({
    actual,
    baseline: join(baselineDir, `${shot}.png`),
    outDir,
    name: shot,
    update,
    acceptHint: 'run npm run e2e:screenshots -w @portal/portal to accept',
  }).problem;
}
