/**
 * The adviser journey in a real browser: log in, choose firm and client (the client list opens with one click), the read-only portal with
 * the banner and the firm's theme, Switch client back to the selection, log out; axe on /adviser.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCATION_CLIENTS_QUERY } from '@portal/api/browser';
import { adviserTexts, generalTexts, navigationTexts, sortAndDedupeClients, transactionsTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { impersonateDemoClient, logIn } from './session.ts';

const BRANDED_COLOUR = '#1d5c96'; // location 40000012's highlight
/** Spec §9 dropdown lists: up to 7 items without scrolling, else 315 px high (@portal/ui's styles need its build, not this node test). */
const LIST = { maxItemsWithoutScroll: 7, listHeight: 315 } as const;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const firmBox = () => page.getByRole('combobox', { name: adviserTexts.selectFirm });
const clientBox = () => page.getByRole('combobox', { name: adviserTexts.selectClient });

async function chooseFirm(text: string, label: string) {
  await firmBox().fill(text);
  await page.getByRole('option', { name: label }).click();
}

describe('adviser journey', () => {
  it('logs demo.adviser in to the selection screen, axe clean', async () => {
    await logIn(page, baseUrl, 'demo.adviser@example.com');
    await page.waitForURL('**/adviser');
    await firmBox().waitFor();
    await expect(page.getByRole('button', { name: adviserTexts.logout }).isVisible()).resolves.toBe(true);
    await page.getByText(adviserTexts.helpPasswords).waitFor();
    await expect(page.getByRole('link', { name: adviserTexts.helpGuideLink }).isVisible()).resolves.toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("filters firms as the user types and shows 'no clients' for the empty location", async () => {
    await firmBox().fill('bristol');
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual([adviserTexts.firmLabel('Kittiwake Wealth Bristol', 40000026)]);
    await page.getByRole('option').first().click();
    await page.getByText(adviserTexts.noClients).waitFor();
  });

  it('opens the whole client list with one click, filters it as the adviser types, and opens the read-only portal in the firm theme', async () => {
    await chooseFirm('london', adviserTexts.firmLabel('Kittiwake Wealth London', 40000012));
    // The server's own list for the firm (it decides which clients an adviser may open), as the screen orders it.
    const nodes = await page.evaluate(
      async ({ query }) => {
        const response = await fetch('/nui/nbs/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { locationId: 40000012 } }),
        });
        const body = (await response.json()) as {
          data: { visibleLocations: { advisers: { clients: { clientId: number; forename: string; surname: string }[] }[] }[] };
        };
        return body.data.visibleLocations.flatMap((l) => l.advisers.flatMap((a) => a.clients));
      },
      { query: LOCATION_CLIENTS_QUERY },
    );
    const labels = sortAndDedupeClients(nodes).map((c) => adviserTexts.clientLabel(c.forename, c.surname, c.clientId));
    expect(labels.length).toBeGreaterThan(LIST.maxItemsWithoutScroll);
    await expect(page.getByText(adviserTexts.selectClient, { exact: true }).isVisible()).resolves.toBe(true);
    const selectionViolations = await axeViolations(page);
    expect(selectionViolations, describeViolations(selectionViolations)).toEqual([]);

    // Typing filters the list, case-insensitive, anywhere in the label.
    await clientBox().fill('ALICE morgan');
    const alice = adviserTexts.clientLabel('Alice', 'Morgan', 1000010001);
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual([alice]);
    await clientBox().fill('');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });

    // One click on the field's button opens every client: the first ones in order, 315 px high and scrolling.
    await page.getByRole('button', { name: new RegExp(adviserTexts.selectClient) }).click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const shown = await listbox.getByRole('option').allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(LIST.maxItemsWithoutScroll);
    expect(shown).toEqual(labels.slice(0, shown.length));
    await expect(listbox.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(LIST.listHeight);
    await expect(listbox.getByRole('option').first().getAttribute('aria-setsize')).resolves.toBe(String(labels.length));
    await listbox.getByRole('option', { name: labels[0]!, exact: true }).click();
    await page.waitForURL('**/client/home');
    await page.getByText(navigationTexts.readOnlyBanner('demo.adviser@example.com')).waitFor();
    await expect(page.getByRole('button', { name: navigationTexts.switchClient }).isVisible()).resolves.toBe(true);
    // Branded: the themed root carries the firm's theme name and highlight colour; Library shows for 40000012.
    const themed = page.locator('[data-theme="kittiwake"]').first();
    await themed.waitFor({ state: 'attached' });
    await expect(themed.getAttribute('style')).resolves.toContain(BRANDED_COLOUR);
    await expect(page.getByRole('link', { name: navigationTexts.nav.library }).isVisible()).resolves.toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('refuses changes on the server while impersonating', async () => {
    const status = await page.evaluate(async () => {
      const response = await fetch('/nui/nsbs/adHocFeeAuth', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabled: true }),
      });
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    });
    expect(status).toEqual({ status: 403, code: 'ReadOnly' });
  });

  it('shows Transactions in the adviser layout: client and account header, the heading, pickers and search in the table header', async () => {
    // Alice Morgan holds the transactions role (the first client in the list may not).
    await page.getByRole('button', { name: navigationTexts.switchClient }).click();
    await page.waitForURL('**/adviser');
    await impersonateDemoClient(page);
    await page.goto(`${baseUrl}${paths.client.transactions.href('default', 'CURRENT_TAX_YEAR')}`);
    await page.getByRole('heading', { level: 1, name: transactionsTexts.heading }).waitFor();
    await page.getByRole('button', { name: transactionsTexts.accountSelectorLabel }).click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/\/client\/transactions\/\d+\/CURRENT_TAX_YEAR$/);
    await page.getByText(adviserTexts.clientReference('1000010001')).waitFor();
    await page.getByText('Alice Morgan', { exact: true }).waitFor();
    const header = page.getByRole('group', { name: transactionsTexts.title });
    await header
      .getByRole('searchbox', { name: transactionsTexts.searchLabel })
      .or(header.getByRole('combobox', { name: transactionsTexts.searchLabel }))
      .first()
      .waitFor();
    await expect(header.getByText(transactionsTexts.dateTypeLabel).first().isVisible()).resolves.toBe(true);
    await expect(header.getByText('Date range').first().isVisible()).resolves.toBe(true);
    // The tax-year contribution warning is the adviser view's (spec §6).
    await expect(page.getByText(transactionsTexts.taxYearWarning).isVisible()).resolves.toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('switches client back to the selection screen, the firm remembered', async () => {
    await page.getByRole('button', { name: navigationTexts.switchClient }).click();
    await page.waitForURL('**/adviser');
    await clientBox().waitFor();
    await expect(firmBox().inputValue()).resolves.toBe(adviserTexts.firmLabel('Kittiwake Wealth London', 40000012));
    const session = await page.evaluate(
      async () => (await (await fetch('/nui/public/sessionInfo')).json()) as { id: number | null; isReadOnly: boolean },
    );
    expect(session).toMatchObject({ id: null, isReadOnly: false });
  });

  it("logs out with 'You have successfully logged out'", async () => {
    await page.getByRole('button', { name: adviserTexts.logout }).click();
    await page.waitForURL('**/login');
    await page.getByText(generalTexts.loggedOutAdviser).waitFor();
    await page.goto(`${baseUrl}/adviser`);
    await page.waitForURL(/\/login\?next=/);
  });
});
