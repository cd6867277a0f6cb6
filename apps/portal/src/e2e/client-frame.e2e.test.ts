/**
 * The client pages' prerendered frame (issue 15 item 1): before any script runs, /client/home paints the
 * top bar, the navigation's place and a busy main in the boxes the app then fills — same positions and
 * sizes at 390 and 1440 px, so nothing shifts — and that frame is axe clean and refused nothing by the CSP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { logInToHome } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** The shell's layout boxes: top bar, navigation area, and main's top-left corner and width (its height follows content). */
function boxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const rect = (element: Element | null | undefined) => {
      if (!element) return { x: -1, y: -1, width: -1, height: -1 };
      const r = element.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const shell = document.querySelector('[data-navigation]');
    const navArea = document.querySelector('nav')?.parentElement ?? shell?.querySelector(':scope > [aria-hidden="true"]');
    const main = rect(document.querySelector('main'));
    return { topBar: rect(document.querySelector('header')), navArea: rect(navArea), main: { ...main, height: 0 } };
  });
}

describe.each([
  ['390 px', { width: 390, height: 844 }],
  ['1440 px', { width: 1440, height: 900 }],
])('client frame at %s', (_label, viewport) => {
  it('paints before the scripts in the boxes the app fills, axe clean, no CSP refusal', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await logInToHome(page, baseUrl, 'demo.client@example.com');
    await page.evaluate(() => window.scrollTo(0, 0));
    const loaded = await boxes(page);

    // The same page with its scripts refused: what the browser paints before they have run.
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    // Leave the running app first: a chunk it loads after the scripts are refused would fail, and its
    // stale-chunk reload (shared/stale-chunks.ts) would then abort this navigation.
    await page.goto('about:blank');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/client/home`);
    const main = page.getByRole('main');
    await expect(main.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    const frame = await boxes(page);
    expect(frame).toEqual(loaded);
    expect(frame.navArea?.width).toBeGreaterThan(0);

    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(refusals).toEqual([]);
    await context.close();
  });
});
