/**
 * Transactions and income history in a real browser: demo.client chooses an account, searches,
 * filters, expands and downloads the CSV (checked byte for byte: ISO-8859-1, no pound sign, the
 * header); axe clean. solo.client (no transactions role) sees no tab and the access-denied view;
 * a client without the role still opens income history from the drawdown card (issue 11).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ClientResource } from '@portal/api';
import {
  DATE_RANGE_LABELS,
  DATE_TYPES,
  TRANSACTION_COLUMNS,
  accountLabel,
  commonTexts,
  generalTexts,
  incomeHistoryTexts,
  navigationTexts,
  transactionsTexts,
} from '@portal/domain';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import * as session from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

// The shared login steps (session.ts), waiting for home.
const logIn = (page: Page, username: string) => session.logInToHome(page, baseUrl, username);

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

describe('demo.client: transaction history', () => {
  let context: BrowserContext;
  let page: Page;
  let isa: ClientResource['accounts'][number];
  let drawdown: ClientResource['accounts'][number];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await logIn(page, 'demo.client@example.com');
    const client = await page.evaluate(async () => {
      const id = (await (await fetch('/nui/public/sessionInfo')).json()).id as number;
      return (await (await fetch(`/nui/nbs/clients/${id}`)).json()) as ClientResource;
    });
    isa = client.accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active')!;
    drawdown = client.accounts.find((a) => a.accountType === 'Drawdown')!;
  });
  afterAll(async () => context?.close());

  const table = () => page.getByRole('table', { name: transactionsTexts.tableLabel });
  const eventRows = () => table().locator('tbody tr[data-kind="event"]');

  it('opens from the Transactions tab; several active accounts: choose one, which navigates', async () => {
    await page
      .getByRole('navigation', { name: navigationTexts.mainNavigation })
      .getByRole('link', { name: navigationTexts.nav.transactions })
      .click();
    await page.waitForURL('**/client/transactions/default/LAST_12_MONTHS');
    await page.getByText(transactionsTexts.chooseAccount).waitFor();
    await page.getByRole('button', { name: transactionsTexts.accountSelectorLabel }).click();
    await page.getByRole('option', { name: accountLabel(isa.wrapperType, isa.accountNumber) }).click();
    await page.waitForURL(`**/client/transactions/${isa.accountNumber}/LAST_12_MONTHS`);
    await page.getByRole('heading', { level: 2, name: accountLabel(isa.wrapperType, isa.accountNumber) }).waitFor();
    await page.getByText(isa.alias!).first().waitFor();
    await eventRows().first().waitFor();
    const headers = await table().getByRole('columnheader').allTextContents();
    expect(headers).toEqual(Object.values(TRANSACTION_COLUMNS));
    // 'All transactions' is selected: no Totals row.
    await expect(table().getByRole('rowheader', { name: transactionsTexts.totals }).count()).resolves.toBe(0);
    await expectAxeClean(page);
  });

  it('expands one event, then Show all / Hide all', async () => {
    const toggle = eventRows()
      .first()
      .getByRole('button', { name: /^Details of / });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(table().locator('tbody tr[data-kind="sub"]').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('button', { name: transactionsTexts.showAll }).click();
    await page.getByRole('button', { name: transactionsTexts.hideAll }).click();
    await page.getByRole('button', { name: transactionsTexts.showAll }).waitFor();
    await expect(table().locator('tbody tr[data-kind="sub"]').count()).resolves.toBe(0);
  });

  it('searches with grouped suggestions; matching events expand and lose their toggles', async () => {
    const search = page.getByRole('combobox', { name: transactionsTexts.searchLabel });
    await expect(search.getAttribute('placeholder')).resolves.toBe(transactionsTexts.searchPlaceholder);
    await search.fill('reg');
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('group', { name: transactionsTexts.suggestionGroupTransactionTypes }).waitFor();
    await listbox.getByRole('option', { name: 'Regular payment' }).click();
    await expect(search.inputValue()).resolves.toBe('Regular payment');
    await expect(eventRows().count()).resolves.toBeGreaterThan(0);
    for (const description of await eventRows().locator('th').allTextContents()) expect(description).toMatch(/Regular payment/);
    await expect(
      table()
        .getByRole('button', { name: /^Details of / })
        .count(),
    ).resolves.toBe(0);
    await expect(table().locator('tbody tr[data-kind="sub"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: transactionsTexts.showAll }).count()).resolves.toBe(0);
    await expectAxeClean(page);
    await page.getByRole('button', { name: transactionsTexts.clearSearch }).click();
    await page.getByRole('button', { name: transactionsTexts.showAll }).waitFor();
  });

  it('filters: clearing All transactions empties the table; one group brings its events back with a Totals row', async () => {
    await page.getByRole('button', { name: transactionsTexts.filterTransactions }).click();
    const dialog = page.getByRole('dialog', { name: transactionsTexts.filterTransactions });
    // RAC hides the native input under its drawn box: press the visible labels, as a user does.
    const all = dialog.getByRole('checkbox', { name: transactionsTexts.allTransactions });
    await dialog.getByText(transactionsTexts.allTransactions, { exact: true }).click();
    await expect(all.isChecked()).resolves.toBe(false);
    await page.getByText(transactionsTexts.noMatchingTransactions).waitFor();
    const paymentsIn = dialog.getByRole('group', { name: 'Payments in' });
    await paymentsIn.getByText(transactionsTexts.selectAll, { exact: true }).click();
    await expect(paymentsIn.getByRole('checkbox', { name: transactionsTexts.selectAllInGroup('Payments in') }).isChecked()).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventRows().first().waitFor();
    await expectAxeClean(page);
    await table().getByRole('rowheader', { name: transactionsTexts.totals }).waitFor();
    await expect(eventRows().count()).resolves.toBeGreaterThan(0);
  });

  it("downloads the shown transactions as an ISO-8859-1 CSV without '£', with the Type column and the spec's file name", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: transactionsTexts.downloadCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Alice Morgan-${isa.accountNumber}-\\d{8}-\\d{8}\\.csv$`));
    const bytes = readFileSync((await download.path())!);
    const header = `${transactionsTexts.csvTypeColumn},${Object.values(TRANSACTION_COLUMNS).join(',')}\r\n`;
    expect(bytes.subarray(0, header.length).equals(Buffer.from(header, 'latin1'))).toBe(true);
    // No pound sign in either encoding, and every byte is one character: ISO-8859-1 round-trips exactly.
    expect(bytes.includes(0xa3)).toBe(false);
    expect(bytes.includes(Buffer.from('£', 'utf8'))).toBe(false);
    const text = bytes.toString('latin1');
    expect(Buffer.from(text, 'latin1').equals(bytes)).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^(Transaction|Sub transaction),/);
    // A filter is active, so the last record is the Totals row with a blank Type.
    expect(lines[lines.length - 1]).toMatch(new RegExp(`^,,,,${transactionsTexts.totals},`));
  });

  it('keeps the search, filters, date type and expanded event in the address: reload, Back and a shared link restore them', async () => {
    const query = () => new URL(page.url()).searchParams;
    // The filter of the test before (one group ticked) is in the address as the unticked options.
    await expect.poll(() => query().getAll('hide').length).toBeGreaterThan(0);
    const firstToggle = () =>
      eventRows()
        .first()
        .getByRole('button', { name: /^Details of / });
    await firstToggle().click();
    await expect.poll(() => query().get('open')).toMatch(/^\d+$/);
    const shown = await eventRows().count();
    const totals = table().getByRole('rowheader', { name: transactionsTexts.totals });

    await page.reload();
    await totals.waitFor();
    await expect.poll(() => firstToggle().getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => eventRows().count()).toBe(shown);

    const search = page.getByRole('combobox', { name: transactionsTexts.searchLabel });
    await search.fill('Regular payment');
    await expect.poll(() => query().get('search')).toBe('Regular payment');
    // The suggestions close (the rest of the page is hidden from assistive technology while they are open).
    await page.keyboard.press('Escape');
    await expect.poll(() => search.inputValue()).toBe('Regular payment');
    // Leave for another page and come Back.
    await page
      .getByRole('navigation', { name: navigationTexts.mainNavigation })
      .getByRole('link', { name: navigationTexts.nav.home })
      .click();
    await page.waitForURL('**/client/home');
    await page.goBack();
    await expect.poll(() => search.inputValue()).toBe('Regular payment');
    // (A search shows no Totals row; the filter is still in the address.)
    expect(query().getAll('hide').length).toBeGreaterThan(0);
    await expect.poll(() => eventRows().count()).toBeGreaterThan(0);
    const matching = await eventRows().locator('th').allTextContents();
    for (const description of matching) expect(description).toMatch(/Regular payment/);

    // The same address in another tab shows the same.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect.poll(() => shared.getByRole('combobox', { name: transactionsTexts.searchLabel }).inputValue()).toBe('Regular payment');
    await shared.getByRole('table', { name: transactionsTexts.tableLabel }).locator('tbody tr[data-kind="event"]').first().waitFor();
    await shared.close();

    // A new date type is a new table: search, filters and expansion are cleared, the type stays on reload.
    // RAC's Select names its button by the value, then the label.
    await page.getByRole('button', { name: new RegExp(`${transactionsTexts.dateTypeLabel}$`) }).click();
    await page.getByRole('option', { name: DATE_TYPES.PROCESSED }).click();
    await expect.poll(() => query().toString()).toBe('dateType=PROCESSED');
    await expect.poll(() => search.inputValue()).toBe('');
    await page.reload();
    await page.getByRole('button', { name: `${DATE_TYPES.PROCESSED} ${transactionsTexts.dateTypeLabel}` }).waitFor();
  });

  it('income history: payments only in three columns, the range selector, Back (browser history), axe clean', async () => {
    await page.goto(`${baseUrl}/client/incomeHistory/${drawdown.accountNumber}/ALL_DATES`);
    const payments = page.getByRole('table', { name: incomeHistoryTexts.title });
    await payments.waitFor();
    expect(await payments.getByRole('columnheader').allTextContents()).toEqual(Object.values(incomeHistoryTexts.columns));
    const descriptions = await payments.getByRole('rowheader').allTextContents();
    // Monthly drawdown income since 2021: qualifying payments only, no buys, contributions or interest.
    expect(descriptions.length).toBeGreaterThan(12);
    for (const d of descriptions) expect(d).not.toMatch(/^(Buy|Sell|Regular payment|Interest|Rebalance switch)$/);
    await expectAxeClean(page);
    // The range selector navigates to the same screen with the new range.
    await page.getByRole('button', { name: `${commonTexts.dateRangeLabel} ${DATE_RANGE_LABELS.ALL_DATES}` }).click();
    await page.getByRole('dialog').getByText(DATE_RANGE_LABELS.LAST_3_MONTHS, { exact: true }).click();
    await page.getByRole('button', { name: commonTexts.dateRangeApply }).click();
    await page.waitForURL(`**/client/incomeHistory/${drawdown.accountNumber}/LAST_3_MONTHS`);
    const recentRows = page.getByRole('table', { name: incomeHistoryTexts.title }).getByRole('rowheader');
    await expect.poll(() => recentRows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => recentRows.count(), { timeout: 20_000 }).toBeLessThan(descriptions.length);
    await page.getByRole('button', { name: incomeHistoryTexts.back }).click();
    await page.waitForURL(`**/client/incomeHistory/${drawdown.accountNumber}/ALL_DATES`);
    await page.getByRole('table', { name: incomeHistoryTexts.title }).waitFor();
  });
});

describe('solo.client: no transactions role', () => {
  it('sees no Transactions tab and gets the access-denied view on the route', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, 'solo.client@example.com');
    const nav = page.getByRole('navigation', { name: navigationTexts.mainNavigation });
    await nav.getByRole('link', { name: navigationTexts.nav.home }).waitFor();
    await expect(nav.getByRole('link', { name: navigationTexts.nav.transactions }).count()).resolves.toBe(0);
    await page.goto(`${baseUrl}/client/transactions/default/LAST_12_MONTHS`);
    await page.getByRole('region', { name: transactionsTexts.title }).getByText(generalTexts.accessDenied).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expectAxeClean(page);
    await context.close();
  });
});
