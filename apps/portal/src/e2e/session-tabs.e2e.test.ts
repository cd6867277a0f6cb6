/**
 * One session across tabs, in a real browser (issue 31 item 3): two tabs of one browser profile share the
 * session's inactivity timer (BroadcastChannel) — activity in one keeps the other from logging out — and
 * a logout in one shows the session-ended message in the other at once. The browser clock is installed
 * so the 14 minutes of spec §9 pass in no time.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generalTexts, navigationTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { launchBrowser } from './browser.ts';
import { logInToHome } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let tabA: Page;
let tabB: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.clock.install();
  tabA = await context.newPage();
  await logInToHome(tabA, baseUrl, 'demo.client@example.com');
  tabB = await context.newPage();
  await tabB.goto(`${baseUrl}${paths.client.home.href()}`);
  await tabB.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const sessionEndedIn = (tab: Page) => tab.getByRole('status', { name: generalTexts.sessionEndedTitle });

describe('one session across tabs', () => {
  it("activity in one tab resets the other tab's inactivity timer", async () => {
    // Both tabs' timers (loaded after the first paint) are running once their pages are quiet.
    await tabA.waitForLoadState('networkidle');
    await tabB.waitForLoadState('networkidle');
    await context.clock.fastForward('12:00');
    // A click in tab A: tab B, idle for 12 of its 14 minutes, starts again from now.
    await tabA.getByRole('main').getByRole('heading', { level: 1 }).click();
    await context.clock.fastForward('02:30');
    await context.clock.fastForward('00:20');
    // Without the shared timer tab B would be 14:50 idle: logged out, its content replaced.
    await expect.poll(() => sessionEndedIn(tabB).count()).toBe(0);
    await expect(tabB.getByRole('main').getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  });

  it('a logout in one tab shows the session-ended message in the other at once', async () => {
    await tabA.getByRole('button', { name: navigationTexts.menuButton }).click();
    await tabA
      .getByRole('menuitem', { name: navigationTexts.sideMenu.logOut })
      .or(tabA.getByRole('button', { name: navigationTexts.sideMenu.logOut }))
      .first()
      .click();
    await tabA.waitForURL('**/login');
    await sessionEndedIn(tabB).waitFor({ timeout: 5000 });
    await expect(sessionEndedIn(tabB).textContent()).resolves.toContain(generalTexts.sessionEnded);
  });
});
