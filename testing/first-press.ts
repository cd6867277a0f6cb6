/**
 * The first press after landing (issue 31 item 4): a page is opened and, the moment a control is on
 * screen (not after the load event), it is pressed once — a mouse click with no hover before it, or a
 * touch tap. The press is handled when what it opens appears without a second press. Its time to the
 * next paint is the longest Event Timing entry of that interaction (pointerdown, pointerup, click:
 * from the input to the next paint, as INP measures it; entries under 16 ms are not reported, so
 * those read as 16). Shared by the end-to-end test (apps/portal/src/e2e/first-press.e2e.test.ts)
 * and the bench (bench/inp.bench.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { COMBINED_ACCOUNT_KEY, commonTexts, navigationTexts, portfolioTexts } from '@portal/domain';

export type PressInput = 'mouse' | 'touch';

export interface FirstPressControl {
  name: string;
  /** The page it is on (demo.client's). */
  path: string;
  control: (page: Page) => Locator;
  /** What a handled press opens. */
  opened: (page: Page) => Locator;
}

export const FIRST_PRESS_CONTROLS: readonly FirstPressControl[] = [
  {
    name: 'Menu',
    path: '/client/home',
    control: (page) => page.getByRole('button', { name: navigationTexts.menuButton, exact: true }),
    opened: (page) => page.getByRole('dialog', { name: navigationTexts.menuButton }),
  },
  {
    name: 'Download report (account summary)',
    path: `/client/folioDetails/${COMBINED_ACCOUNT_KEY}`,
    control: (page) => page.getByRole('button', { name: commonTexts.downloadReport, exact: true }),
    opened: (page) => page.getByRole('menu'),
  },
  {
    name: 'Account selector (analysis)',
    path: '/client/analysis/default/default',
    // RAC's Select names its button by the value, then the label.
    control: (page) => page.getByRole('button', { name: new RegExp(`${portfolioTexts.accountSelector}$`) }),
    opened: (page) => page.getByRole('listbox'),
  },
  {
    name: 'Date range picker (analysis)',
    path: '/client/analysis/default/default',
    control: (page) => page.getByRole('button', { name: new RegExp(`^${commonTexts.dateRangeLabel}`) }),
    opened: (page) => page.getByRole('dialog'),
  },
];

/** Installed before any page script: records every Event Timing entry with an interaction. */
export const EVENT_TIMING_SCRIPT = `(() => {
  const entries = (window.__firstPressEvents = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) entries.push({ name: e.name, duration: e.duration, start: e.startTime });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

export interface FirstPress {
  control: string;
  input: PressInput;
  /** Whether the one press opened what it should. */
  handled: boolean;
  /** Input to next paint, ms (16 when under Event Timing's threshold). */
  nextPaintMs: number;
  /** When the press came, ms after navigation start. */
  pressedAtMs: number;
}

/**
 * Opens `baseUrl + control.path` in `page` (whose context has EVENT_TIMING_SCRIPT and a session) and
 * presses the control once, as soon as it is visible and enabled.
 */
export async function firstPress(page: Page, baseUrl: string, control: FirstPressControl, input: PressInput): Promise<FirstPress> {
  await page.goto(`${baseUrl}${control.path}`, { waitUntil: 'commit' });
  const target = control.control(page);
  if (input === 'touch') await target.tap();
  else await target.click();
  const pressedAtMs = await page.evaluate(() => performance.now());
  const handled = await control
    .opened(page)
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  // The entries of the press arrive after its next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const durations = await page.evaluate(() =>
    ((window as unknown as { __firstPressEvents: Array<{ name: string; duration: number }> }).__firstPressEvents ?? [])
      .filter((e) => ['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend'].includes(e.name))
      .map((e) => e.duration),
  );
  return { control: control.name, input, handled, nextPaintMs: Math.max(16, ...durations), pressedAtMs: Math.round(pressedAtMs) };
}
