/**
 * Pages kept as a visual record: every route of the WCAG list (spec §2) at 390 and 1440 px, full page,
 * after its data has loaded, animations off, on a server of its own whose demo data is seeded as of a
 * fixed day (PORTAL_DEMO_AS_OF) with the browser clock fixed too. Public, adviser and support pages show
 * the default theme, client pages demo.client's firm theme (Kittiwake). Compared with the committed
 * screenshots/*.png by pixelmatch (testing/pixels.ts, as the story baselines are; anti-aliasing tolerated); a
 * difference writes baseline, new and diff to apps/portal/.test-results/screenshots. Runs in `npm test` (e2e).
 * Home, account summary and analysis are also kept in the default theme (solo.client has no adviser's firm).
 * Accept an intended change: npm run e2e:screenshots -w @portal/portal
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBaseline } from '../../../../testing/pixels.ts';
import { startSupportServer, type SupportServer } from './support-server.ts';
import { WCAG_ROUTES, type WcagRoute } from './wcag/routes.ts';
import { personaContexts } from './wcag/sign-in.ts';

/** The demo data's "today" the baselines were taken on; the script sets PORTAL_DEMO_AS_OF to it. */
export const SCREENSHOT_AS_OF = '2026-11-24';
const WIDTHS = [390, 1440];
const here = dirname(fileURLToPath(import.meta.url));
const baselineDir = join(here, 'screenshots');
const outDir = join(here, '../../.test-results/screenshots');
const update = process.env.UPDATE_SCREENSHOTS === '1';
let server: SupportServer;
let baseUrl: string;

beforeAll(async () => {
  // The demo data moves with the server's date: only a server seeded as of the baselines' day can match.
  server = await startSupportServer({ PORTAL_DEMO_AS_OF: SCREENSHOT_AS_OF });
  baseUrl = server.baseUrl;
});
afterAll(async () => {
  await server?.stop();
});
// Registered after the server's hooks: after-hooks run in reverse, so contexts close before the server stops.
const contextFor = personaContexts(() => baseUrl);

function compare(actual: Buffer, name: string): string {
  return checkBaseline({
    actual,
    baseline: join(baselineDir, `${name}.png`),
    outDir,
    name,
    update,
    acceptHint: 'run npm run e2e:screenshots -w @portal/portal to accept',
  }).problem;
}

/** The client pages the issue names, again in the default theme. */
const DEFAULT_THEME_ROUTES: WcagRoute[] = WCAG_ROUTES.filter((r) => ['home', 'account-summary', 'analysis'].includes(r.name)).map((r) => ({
  ...r,
  name: `${r.name}-default-theme`,
  persona: 'solo',
}));

describe.each([...WCAG_ROUTES, ...DEFAULT_THEME_ROUTES])('$name', (route) => {
  it.each(WIDTHS)('matches its baseline at %i px', async (width) => {
    const context = await contextFor(route.persona);
    const page = await context.newPage();
    try {
      await page.clock.setFixedTime(new Date(`${SCREENSHOT_AS_OF}T12:00:00Z`));
      await page.setViewportSize({ width, height: 900 });
      await route.prepare?.(page, baseUrl);
      await page.goto(`${baseUrl}${route.path}`);
      await page.locator(route.ready).first().waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // A section still loading (a chart whose lazy chunk, then data, came in after a quiet half-second on
      // a loaded machine) is not the page: wait for its spinner to go. A page whose record shows a spinner
      // still gets compared after the wait.
      await page
        .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 15_000 })
        .catch(() => undefined);
      await page.evaluate(() => document.fonts.ready);
      // The server's port changes every run: an address shown on the page (not-found) reads the same each time.
      await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeValue?.includes(location.origin))
            node.nodeValue = node.nodeValue.replaceAll(location.origin, 'https://portal.example');
        }
      });
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(compare(shot, `${route.name}-${width}`)).toBe('');
    } finally {
      await page.close();
    }
  });
});
