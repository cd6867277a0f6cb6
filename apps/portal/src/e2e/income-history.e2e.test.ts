/**
 * Income history for a client without the transactions role (issue 11): reached from the drawdown
 * card, asked for with payments=only. Its own file: its own browser, so the long big.client journeys
 * of the transactions file cannot hold it up.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountSummaryTexts, portfolioTexts, generalTexts, incomeHistoryTexts, navigationTexts } from '@portal/domain';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { E2E_USERS, logInToHome } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a client without the transactions role: income history from the drawdown card', () => {
  it('opens it from the card and sees the payments (asked for with payments=only), axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logInToHome(page, baseUrl, E2E_USERS.noRoleDrawdown);
    const nav = page.getByRole('navigation', { name: navigationTexts.mainNavigation });
    await nav.getByRole('link', { name: navigationTexts.nav.home }).waitFor();
    await expect(nav.getByRole('link', { name: navigationTexts.nav.transactions }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: /^Drawdown \d+$/ }).click();
    const card = page.getByRole('region', { name: portfolioTexts.drawdownIncome });
    await card.getByRole('button', { name: accountSummaryTexts.showMore }).click();
    const eventCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/transactionEvents') || r.url().includes('/cashBalances')) eventCalls.push(r.url());
    });
    await card.getByRole('link', { name: accountSummaryTexts.incomeHistory }).click();
    await page.waitForURL('**/client/incomeHistory/**');
    const payments = page.getByRole('table', { name: incomeHistoryTexts.title });
    await payments.getByRole('rowheader').first().waitFor();
    expect(await payments.getByRole('rowheader').count()).toBeGreaterThan(0);
    await expect(page.getByText(generalTexts.accessDenied).count()).resolves.toBe(0);
    expect(eventCalls.length).toBeGreaterThan(0);
    for (const url of eventCalls) expect(url).toContain('payments=only');
    await expectAxeClean(page);
    await context.close();
  });
});
