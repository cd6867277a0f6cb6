/**
 * Every route's own title and focus after navigation, in a real browser (issue 31, WCAG 2.4.2, 2.4.3,
 * 4.1.3): each client route reached by a client-side navigation is titled '{page} – {product}', focus
 * lands on its h1 and the page's name is announced politely; every page loaded directly has its title
 * from the first byte (prerendered) or once the app starts. demo.client's adviser is at the branded
 * location, so the app's titles name that firm (the location's name, from the server). demo.client is
 * read-only here.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { documentTitle, pageAnnouncement, pageTitles, type PageTitleKey } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { launchBrowser } from './browser.ts';
import { logInToHome } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const title = (key: PageTitleKey) => documentTitle(pageTitles[key], undefined);
/** The firm demo.client's pages name: its location's name as the server has it. */
let firm = '';
/** An account of demo.client's (from its home page). */
let accountNum = '';
const firmTitle = (key: PageTitleKey) => documentTitle(pageTitles[key], firm);

/** A client-side navigation to any address, as React Router's own Back/Forward handling does (popstate). */
async function navigateInApp(href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/** What has focus: its tag, whether it is inside main, and its text. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName ?? '', inMain: Boolean(el?.closest('main')), text: el?.textContent?.trim() ?? '' };
  });

describe('every route has its own title, and focus lands on the page heading after navigation', () => {
  it('titles the public pages from their first byte', async () => {
    for (const [href, key] of [
      [paths.login.href(), 'login'],
      [paths.forgotten.href(), 'forgotten'],
      [paths.register.href(), 'register'],
      [paths.error.href(), 'error'],
    ] as const) {
      const response = await page.request.get(`${baseUrl}${href}`, { headers: { accept: 'text/html' } });
      expect(await response.text(), href).toContain(`<title>${title(key)}</title>`);
    }
  });

  it('walks every client route by client-side navigation: title, focus on its h1, a polite announcement', async () => {
    await logInToHome(page, baseUrl, 'demo.client@example.com');
    firm = await page.evaluate(async () => {
      const { location } = (await (await fetch('/nui/nbs/whoAmI')).json()) as { location: number };
      return ((await (await fetch(`/nui/nbs/locations/${location}/resource`)).json()) as { name: string }).name;
    });
    expect(firm).not.toBe('');
    await expect.poll(() => page.title()).toBe(firmTitle('home'));
    const folioHref = await page.locator('main a[href*="/client/folioDetails/"]').first().getAttribute('href');
    accountNum = folioHref?.split('/').pop() ?? '';
    expect(accountNum).not.toBe('');
    await navigateInApp(paths.client.settings.href());
    const prefsHref = await page.locator('main a[href*="/client/documentPrefsEdit/"]').first().getAttribute('href');
    expect(prefsHref).toBeTruthy();
    const walk: Array<[string, PageTitleKey]> = [
      [paths.client.analysis.href(), 'analysis'],
      [paths.client.transactions.href(), 'transactions'],
      [paths.client.documents.href(), 'documents'],
      [paths.client.news.href(), 'news'],
      [paths.client.personal.href(), 'personal'],
      [paths.client.settings.href(), 'settings'],
      [paths.client.contacts.href(), 'contacts'],
      [paths.client.legal.href(), 'legal'],
      [paths.client.authorisations.href(), 'authorisations'],
      [paths.client.changePassword.href(), 'changePassword'],
      [paths.client.memoAssets.href(), 'memoAssets'],
      [paths.client.folioDetails.href(accountNum), 'folioDetails'],
      [paths.client.incomeHistory.href(accountNum), 'incomeHistory'],
      [prefsHref ?? '', 'documentPrefsEdit'],
      ['/client/no-such-page', 'notFound'],
      [paths.client.home.href(), 'home'],
    ];
    const missed: string[] = [];
    for (const [href, key] of walk) {
      await navigateInApp(href);
      await expect.poll(() => page.title(), { message: href }).toBe(firmTitle(key));
      if (key === 'documentPrefsEdit') {
        // The preferences editor is a dialog over Settings: focus belongs inside it (the dialog's own focus scope).
        await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
        await page.keyboard.press('Escape');
        continue;
      }
      // Focus moves once the page has rendered its heading (data pages render it after their data).
      const onHeading = await expect
        .poll(async () => (await focused()).tag, { timeout: 8000 })
        .toBe('H1')
        .then(() => true)
        .catch(() => false);
      if (!onHeading) missed.push(`${href}: focus on ${JSON.stringify(await focused())}`);
      else expect((await focused()).inMain, href).toBe(true);
      await expect
        .poll(() => page.locator('[aria-live="polite"]').allTextContents(), { message: href })
        .toContainEqual(expect.stringContaining(pageAnnouncement(pageTitles[key])));
    }
    expect(missed).toEqual([]);
  });

  it('titles the top-level pages of the app', async () => {
    for (const [href, key] of [
      [paths.accessibility.href(), 'accessibility'],
      [paths.legalTerms.href(), 'legalTerms'],
      [paths.legalPrivacy.href(), 'legalPrivacy'],
      ['/no-such-page', 'notFound'],
    ] as const) {
      await navigateInApp(href);
      // Still logged in: the app's pages name the firm.
      await expect.poll(() => page.title(), { message: href }).toBe(firmTitle(key));
      await expect.poll(async () => (await focused()).tag, { message: href }).toBe('H1');
    }
  });

  it('starts a new page at the top and restores the scroll position on Back (ScrollRestoration)', async () => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const excess = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // A short window, so both pages are taller than it.
    await page.setViewportSize({ width: 1280, height: 400 });
    await navigateInApp(paths.client.home.href());
    await expect.poll(() => page.title()).toBe(firmTitle('home'));
    await expect.poll(excess).toBeGreaterThan(100);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(scrollY).toBe(100);
    // A link on the page (a push navigation) to the account summary, itself taller than the window.
    await page.locator('main a[href*="/client/folioDetails/"]').first().click();
    await page.waitForURL('**/client/folioDetails/**');
    await expect.poll(() => page.title()).toBe(firmTitle('folioDetails'));
    await expect.poll(excess).toBeGreaterThan(100);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await page.waitForURL(`**${paths.client.home.href()}`);
    await expect.poll(scrollY).toBe(100);
  });
});
