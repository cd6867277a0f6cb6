/**
 * No press lost (issue 31 item 4), in Chromium: straight after landing — as soon as each control is on
 * screen, before the page's data has arrived — one mouse click (no hover first) and one touch tap on
 * Menu, Download, the account selector and the date-range picker each open what they open. Each
 * press's input-to-next-paint time is printed (timings are the bench's: `npm run bench -- inp`).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { EVENT_TIMING_SCRIPT, FIRST_PRESS_CONTROLS, firstPress, type PressInput } from '../../../../testing/first-press.ts';
import { launchBrowser } from './browser.ts';
import { logInToHome } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  // One session for both inputs: a touch-capable context (mouse clicks work in it as well).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  await context.addInitScript(EVENT_TIMING_SCRIPT);
  const page = await context.newPage();
  await logInToHome(page, baseUrl, 'demo.client@example.com');
  await page.close();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the first press straight after landing is never lost', () => {
  for (const input of ['mouse', 'touch'] as PressInput[]) {
    it(`${input}: Menu, Download, the account selector and the date-range picker answer one press`, async () => {
      const page = await context.newPage();
      const results = [];
      for (const control of FIRST_PRESS_CONTROLS) results.push(await firstPress(page, baseUrl, control, input));
      await page.close();
      for (const r of results)
        console.log(`first press (${r.input}) ${r.control}: next paint ${r.nextPaintMs} ms, pressed ${r.pressedAtMs} ms after navigation`);
      expect(results.filter((r) => !r.handled).map((r) => r.control)).toEqual([]);
    });
  }
});
