/**
 * Portfolio journeys in a real browser for demo.client and solo.client: home → account summary →
 * analysis → memo assets, axe clean on every page; plus the Download menu, the 'default' keys and
 * the unknown-id messages.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accountSummaryTexts,
  analysisTexts,
  commonTexts,
  holdingsTexts,
  homeTexts,
  memoAssetsTexts,
  navigationTexts,
  portfolioTexts,
} from '@portal/domain';
import { AVAILABLE_CLIENT_SCREENS } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import * as session from './session.ts';

const breakdownName = new RegExp(`^${portfolioTexts.transactionBreakdown}, `);
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The shared login steps (session.ts), waiting for home.
const logIn = (page: Page, username: string) => session.logInToHome(page, baseUrl, username);

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('demo.client: home → account summary → analysis → memo assets', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await logIn(page, 'demo.client@example.com');
  });
  afterAll(async () => context.close());

  it('shows my portfolio with its graph, the account blocks and memo assets on home', async () => {
    await page.getByRole('heading', { name: homeTexts.myPortfolio }).waitFor();
    await page.locator('svg[role="img"]').first().waitFor();
    await page.getByRole('heading', { name: homeTexts.memoAssets }).waitFor();
    await expect(page.getByRole('link', { name: homeTexts.viewCombinedPortfolio }).isVisible()).resolves.toBe(true);
    await expectAxeClean(page);
  });

  it('opens an ISA summary with the allowance bar, holdings and a CSV download', async () => {
    await page
      .getByRole('link', { name: /^Isa \d+$/ })
      .first()
      .click();
    await page.waitForURL(/\/client\/folioDetails\/\d+$/);
    await page.getByRole('heading', { name: accountSummaryTexts.accountSummary }).waitFor();
    await page.getByText(accountSummaryTexts.accountValue).first().waitFor();
    const wrapper = page.getByRole('region', { name: portfolioTexts.wrapperDetails });
    await wrapper.getByRole('button', { name: accountSummaryTexts.showMore }).click();
    await wrapper.getByRole('meter', { name: portfolioTexts.isaAllowance }).waitFor();
    const holdings = page.getByRole('region', { name: holdingsTexts.title });
    await holdings.getByRole('button', { name: accountSummaryTexts.showMore }).click();
    const rows = await holdings.getByRole('rowheader').allTextContents();
    expect(rows[0]).toMatch(/^Cash/);
    // The Transactions link needs the role (demo.client has it) and an existing transactions screen.
    await expect(page.getByRole('main').getByRole('link', { name: accountSummaryTexts.transactions, exact: true }).count()).resolves.toBe(
      AVAILABLE_CLIENT_SCREENS.has('transactions') ? 1 : 0,
    );
    // Download menu: opens on click, Escape closes, CSV downloads with the spec's file name.
    await page.getByRole('button', { name: commonTexts.downloadReport }).click();
    await page.getByRole('menuitem', { name: commonTexts.csv }).waitFor();
    await expect(page.getByRole('menuitem', { name: commonTexts.pdf }).count()).resolves.toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: commonTexts.downloadReport }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: commonTexts.csv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^AccountSummary-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    // The annual advice fee (spec §2 Account summary) on the card and in the CSV, as the same text.
    const fee = page
      .getByRole('main')
      .getByText(accountSummaryTexts.annualAdviceFee, { exact: true })
      .locator('xpath=following-sibling::dd');
    const feeText = ((await fee.textContent()) ?? '').trim();
    expect(feeText).toMatch(/^\d+\.\d{2}% \(£[\d,]+\.\d{2} a year\)$/);
    // The CSV is ISO-8859-1 and writes amounts without the pound sign (spec §7, §9).
    expect(readFileSync((await download.path())!, 'latin1')).toContain(feeText.replace('£', ''));
    await expectAxeClean(page);
  });

  it('shows the drawdown income card without the flexi-access hidden fields', async () => {
    await page.goto(`${baseUrl}/client/home`);
    await page.getByRole('link', { name: /^Drawdown \d+$/ }).click();
    const card = page.getByRole('region', { name: portfolioTexts.drawdownIncome });
    await card.getByRole('button', { name: accountSummaryTexts.showMore }).click();
    await card.getByText(portfolioTexts.incomeThisTaxYear).waitFor();
    await expect(card.getByText(portfolioTexts.maxIncomeAmount).count()).resolves.toBe(0);
    await expect(card.getByText(portfolioTexts.nextReviewDate).count()).resolves.toBe(0);
  });

  it('opens the combined portfolio, then its analysis with chart, figures and breakdown', async () => {
    await page.goto(`${baseUrl}/client/home`);
    await page.getByRole('link', { name: homeTexts.viewCombinedPortfolio }).click();
    await page.waitForURL('**/client/folioDetails/Combined');
    await page.getByText(accountSummaryTexts.portfolioValue).first().waitFor();
    await expectAxeClean(page);
    await page.getByRole('main').getByRole('link', { name: accountSummaryTexts.analysis, exact: true }).click();
    await page.waitForURL('**/client/analysis/Combined/ALL_DATES');
    await page.getByRole('heading', { name: analysisTexts.title, level: 1 }).waitFor();
    await page.getByRole('table', { name: breakdownName }).waitFor();
    await page.getByRole('term').filter({ hasText: portfolioTexts.closingValue }).first().waitFor();
    await expectAxeClean(page);
  });

  it('navigates when the range or the account changes', async () => {
    await page.getByRole('button', { name: new RegExp(commonTexts.dateRangeLabel) }).click();
    await page.getByRole('dialog').getByText('Last 3 months', { exact: true }).click();
    await page.getByRole('button', { name: commonTexts.dateRangeApply }).click();
    await page.waitForURL('**/client/analysis/Combined/LAST_3_MONTHS');
    await page.getByRole('button', { name: new RegExp(portfolioTexts.accountSelector) }).click();
    await page.getByRole('option', { name: /^Pension \d+/ }).click();
    await page.waitForURL(/\/client\/analysis\/\d+\/LAST_3_MONTHS$/);
    await page.getByRole('table', { name: breakdownName }).waitFor();
  });

  it("keeps 'default' with several active accounts, and explains unknown ids", async () => {
    await page.goto(`${baseUrl}/client/analysis/default/LAST_12_MONTHS`);
    await page.getByText(portfolioTexts.chooseAccount).waitFor();
    await page.goto(`${baseUrl}/client/analysis/Combined/LAST_2_WEEKS`);
    await page.getByText(portfolioTexts.unknownRange('LAST_2_WEEKS')).waitFor();
    await page.goto(`${baseUrl}/client/folioDetails/99999999`);
    await page.getByText(portfolioTexts.unknownAccount('99999999')).waitFor();
  });

  it('lists memo assets with a value only, and goes back home', async () => {
    await page.goto(`${baseUrl}/client/home`);
    await page.getByRole('link', { name: memoAssetsTexts.heading }).click();
    await page.waitForURL('**/client/memoAssets');
    await page.getByRole('heading', { name: memoAssetsTexts.heading, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Premium Bonds' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Buy-to-let flat, Leeds' }).count()).resolves.toBe(0);
    await expectAxeClean(page);
    await page.getByRole('link', { name: memoAssetsTexts.backToHome }).click();
    await page.waitForURL('**/client/home');
  });
});

describe('solo.client: one ISA', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await logIn(page, 'solo.client@example.com');
  });
  afterAll(async () => context.close());

  it('goes from home to the account summary (no model portfolio) and to analysis of the only account', async () => {
    await page.getByRole('heading', { name: homeTexts.myAccounts }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('link', { name: /^Isa \d+$/ }).click();
    await page.getByRole('region', { name: holdingsTexts.title }).waitFor();
    await expect(page.getByRole('region', { name: accountSummaryTexts.modelPortfolio }).count()).resolves.toBe(0);
    // solo.client has no transactions role: no Transactions link.
    await expect(page.getByRole('main').getByRole('link', { name: accountSummaryTexts.transactions, exact: true }).count()).resolves.toBe(
      0,
    );
    await expectAxeClean(page);
    await page.getByRole('main').getByRole('link', { name: accountSummaryTexts.analysis, exact: true }).click();
    await page.getByRole('table', { name: breakdownName }).waitFor();
    // One account: no account selector.
    await expect(page.getByRole('button', { name: new RegExp(portfolioTexts.accountSelector) }).count()).resolves.toBe(0);
    await expectAxeClean(page);
    await page.goto(`${baseUrl}/client/analysis/default/default`);
    await page.waitForURL(/\/client\/analysis\/\d+\/LAST_12_MONTHS$/);
    await page.goto(`${baseUrl}/client/memoAssets`);
    await page.getByText(memoAssetsTexts.none).waitFor();
    await expectAxeClean(page);
  });
});

describe('demo.client: no call made twice for one screen (issue 18)', () => {
  it('fetches the client resource and each analysis once while moving between home, account summary and analysis', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, 'demo.client@example.com');
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/nui\/nbs\/clients\/\d+(\/analysis\/.+)?$/.test(path)) calls.push(path);
    });
    const nav = page.getByRole('navigation', { name: navigationTexts.mainNavigation });
    for (let round = 0; round < 2; round += 1) {
      await nav.getByRole('link', { name: navigationTexts.nav.home }).first().click();
      await page.getByRole('link', { name: homeTexts.viewCombinedPortfolio }).click();
      await page.waitForURL('**/client/folioDetails/Combined');
      await page.getByText(accountSummaryTexts.portfolioValue).first().waitFor();
      await page.getByRole('main').getByRole('link', { name: accountSummaryTexts.analysis, exact: true }).click();
      await page.waitForURL('**/client/analysis/Combined/ALL_DATES');
      await page.getByRole('term').filter({ hasText: portfolioTexts.closingValue }).first().waitFor();
    }
    await context.close();
    const counts = new Map<string, number>();
    for (const path of calls) counts.set(path, (counts.get(path) ?? 0) + 1);
    // The client resource was fetched at login (before counting) and never again; each analysis at most once.
    expect(calls.some((path) => path.endsWith('/analysis/Combined/ALL_DATES'))).toBe(true);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect(calls.filter((path) => !path.includes('/analysis/'))).toEqual([]);
  });
});
