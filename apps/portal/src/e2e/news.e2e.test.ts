/**
 * News journeys in a real browser (spec §2 News, Welcome, §9): a later login with news newer than
 * the previous one lands on the news page — '{product} news', a Home link, 5 items then 5 more per
 * scroll, each expanded with 'Added' and its date — axe clean; the next login goes home.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NEWS_PAGE_STEP, navigationTexts, newsTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { logIn as logInAt } from './session.ts';

/** Last logged in 40 days ago (demo cast), older than the newest news item; no other journey logs in as him. */
const USER = 'david.morgan@example.com';
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // Short enough that the list's end is below the fold until scrolled (5 items first, spec §9).
  context = await browser.newContext({ viewport: { width: 1280, height: 600 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const logIn = () => logInAt(page, baseUrl, USER);

const main = () => page.getByRole('main');
const itemTitles = () => main().getByRole('heading', { level: 2 });

describe('news and the welcome rule', () => {
  it('lands on the news page after a login older than the newest item', async () => {
    await logIn();
    await page.waitForURL(`**${paths.client.news.href()}`);
    await page.getByRole('heading', { name: newsTexts.heading, level: 1 }).waitFor();
    await expect(main().getByRole('link', { name: newsTexts.home }).getAttribute('href')).resolves.toBe(paths.client.home.href());
  });

  it('shows 5 items newest first, each expanded with its date, then more on scrolling, axe clean', async () => {
    await itemTitles().first().waitFor();
    const total = await page.evaluate(async () => ((await (await fetch('/nui/nbs/newsFeed')).json()) as unknown[]).length);
    expect(total).toBeGreaterThan(NEWS_PAGE_STEP);
    expect(await itemTitles().count()).toBe(NEWS_PAGE_STEP);
    const toggles = main().getByRole('button', { expanded: true });
    expect(await toggles.count()).toBe(NEWS_PAGE_STEP);
    expect(
      await main()
        .getByText(new RegExp(`^${newsTexts.added} \\d{2}\\.\\d{2}\\.\\d{2}$`))
        .count(),
    ).toBe(NEWS_PAGE_STEP);
    const dates = await main()
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expectAxeClean();

    await itemTitles().last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => itemTitles().count()).toBe(Math.min(total, 2 * NEWS_PAGE_STEP));
  });

  it('collapses and expands an item', async () => {
    const first = main().getByRole('button', { expanded: true }).first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await main().getByRole('button', { name: title, expanded: false }).waitFor();
    await main().getByRole('button', { name: title, expanded: false }).click();
    await main().getByRole('button', { name: title, expanded: true }).waitFor();
  });

  it('the side menu reaches News, and the next login goes home', async () => {
    await page.goto(`${baseUrl}${paths.client.home.href()}`);
    await page.getByRole('button', { name: navigationTexts.menuButton }).click();
    await page
      .getByRole('menuitem', { name: navigationTexts.sideMenu.news })
      .or(page.getByRole('link', { name: navigationTexts.sideMenu.news }))
      .first()
      .click();
    await page.waitForURL(`**${paths.client.news.href()}`);
    // A new tab for the next login, so nothing of the old page (its timers, its pending calls) runs on; the
    // cookies are cleared after it closed, else an answer still in flight could set the session cookie again.
    await page.close();
    await context.clearCookies();
    page = await context.newPage();
    await logIn();
    await page.waitForURL(`**${paths.client.home.href()}`);
  });
});

async function expectAxeClean() {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
