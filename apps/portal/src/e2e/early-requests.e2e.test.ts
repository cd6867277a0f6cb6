/**
 * Issue 15 item 3: a client page's session check, theme, logo and client record start from its HTML
 * (the early entry, src/app/early-entry.ts) while the app's JS downloads, and the
 * app adopts those answers — one request each, no repeat — while a signed-out visitor causes one
 * session check and nothing more.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { homeTexts } from '@portal/domain';
import { launchBrowser } from './browser.ts';
import { logInToHome } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The /nui paths a page asks for, in order, from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/nui/')) seen.push(pathname);
  });
  return seen;
}

describe('early requests of a client page', () => {
  it('asks session-info, the theme, its logo and the client once each, before the app entry has even arrived', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInToHome(page, baseUrl, 'demo.client@example.com');

    // Hold the app's entry script back: whatever is asked until it is let go was started by the HTML
    // (the early script).
    let entryReleased = false;
    const beforeEntry: string[] = [];
    const asked = apiRequests(page);
    page.on('request', (request) => {
      if (!entryReleased && new URL(request.url()).pathname.startsWith('/nui/')) beforeEntry.push(new URL(request.url()).pathname);
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      entryReleased = true;
      await route.continue();
    });
    await page.goto(`${baseUrl}/client/home`);
    await page.getByRole('heading', { name: homeTexts.myAccounts }).waitFor();
    await page.waitForLoadState('networkidle');

    const clientPath = /^\/nui\/nbs\/clients\/\d+$/;
    const themePath = '/nui/nbs/locations/1';
    const logoPath = /^\/nui\/nbs\/locations\/\d+\/logo$/;
    const early = (p: string) => p === '/nui/public/sessionInfo' || p === themePath || clientPath.test(p) || logoPath.test(p);
    expect(beforeEntry.filter(early)).toHaveLength(4);
    // The app took each early answer: nothing of it was asked twice.
    expect(asked.filter((p) => p === '/nui/public/sessionInfo')).toHaveLength(1);
    expect(asked.filter((p) => p === themePath)).toHaveLength(1);
    expect(asked.filter((p) => clientPath.test(p))).toHaveLength(1);
    expect(asked.filter((p) => logoPath.test(p))).toHaveLength(1);
    await context.close();
  });

  it('a signed-out visitor causes one session check and no client call', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const asked = apiRequests(page);
    await page.goto(`${baseUrl}/client/home`);
    await page.waitForURL(/\/login/);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => p === '/nui/public/sessionInfo')).toHaveLength(1);
    expect(asked.filter((p) => p.startsWith('/nui/nbs/'))).toEqual([]);
    await context.close();
  });
});
