/**
 * Personal details and memo assets in a real browser against the real server: demo.client renames an
 * account inline (Home shows it, and it is kept after a reload) and updates a memo asset's value;
 * an impersonating adviser sees no Edit and the server refuses the save; axe clean on both screens.
 * The changed values are put back at the end, as later journeys read demo.client's home.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adviserTexts, commonTexts, memoAssetEditTexts, memoAssetsTexts, navigationTexts, personalTexts } from '@portal/domain';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import * as session from './session.ts';

const baseUrl = inject('baseUrl');
const EDIT_NICKNAME = /^Edit Nickname for account /;
const PENSION_VALUE = memoAssetEditTexts.valueOf('Workplace pension');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

// The shared login steps (session.ts).
const logIn = (page: Page, username: string) => session.logIn(page, baseUrl, username);

/** Edit → type → Save → Confirm, then waits for the cell's 'Saved'. */
async function editCell(page: Page, editName: string | RegExp, fieldName: string | RegExp, text: string) {
  await page.getByRole('button', { name: editName }).first().click();
  const field = page.getByRole('textbox', { name: fieldName });
  await field.fill(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: commonTexts.confirmDialogTitle });
  await dialog.getByRole('button', { name: commonTexts.confirm }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
}

describe('demo.client edits its own details', () => {
  let context: BrowserContext;
  let page: Page;
  let accountNumber = '';
  let originalAlias = '';
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await logIn(page, 'demo.client@example.com');
    await landOnHome(page, baseUrl);
  });
  afterAll(async () => {
    // Put demo.client back as the seed has it, for the journeys after this one.
    await page.evaluate(
      async ({ accountNumber, originalAlias }) => {
        await fetch(`/nui/nbs/accounts/${accountNumber}/alias`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ alias: originalAlias }),
        });
      },
      { accountNumber, originalAlias },
    );
    await context.close();
  });

  it('opens Personal details from the side menu with its sections, axe clean', async () => {
    await page.getByRole('button', { name: navigationTexts.menuButton }).click();
    await page.getByRole('link', { name: navigationTexts.sideMenu.personalDetails }).click();
    await page.waitForURL('**/client/personal');
    for (const name of Object.values(personalTexts.sections)) await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    await page.getByRole('button', { name: EDIT_NICKNAME }).first().waitFor();
    await expectAxeClean(page);
  });

  it('renames an account inline; Home shows the new nickname, and so does a reload', async () => {
    const edit = page.getByRole('button', { name: EDIT_NICKNAME }).first();
    const editName = (await edit.getAttribute('aria-label')) ?? '';
    accountNumber = editName.replace('Edit Nickname for account ', '');
    const cellName = personalTexts.nicknameOf(accountNumber);
    await edit.click();
    originalAlias = await page.getByRole('textbox', { name: cellName }).inputValue();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await editCell(page, editName, cellName, 'Rainy day fund');
    await expectAxeClean(page);
    await page
      .getByRole('navigation', { name: navigationTexts.mainNavigation })
      .getByRole('link', { name: navigationTexts.nav.home })
      .click();
    await page.waitForURL('**/client/home');
    await page.getByText('Rainy day fund', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('Rainy day fund', { exact: true }).waitFor();
  });

  it('updates a memo asset value; Home shows it', async () => {
    await page.goto(`${baseUrl}/client/memoAssets`);
    await page.getByRole('heading', { name: memoAssetsTexts.heading }).waitFor();
    await expectAxeClean(page);
    await editCell(page, `Edit ${PENSION_VALUE}`, PENSION_VALUE, '50000.5');
    await page.getByText('£50,000.50').waitFor();
    await page.getByRole('link', { name: memoAssetsTexts.backToHome }).click();
    await page.waitForURL('**/client/home');
    // Home shows the memo assets' total: Workplace pension 50,000.50 + Premium Bonds 25,000 (seed).
    await page.getByText('£75,000.50', { exact: true }).waitFor();
    // Put the seed's value back through the page (a second save of the same cell).
    await page.goto(`${baseUrl}/client/memoAssets`);
    await editCell(page, `Edit ${PENSION_VALUE}`, PENSION_VALUE, '48250');
  });
});

describe('an impersonating adviser cannot save', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await logIn(page, 'demo.adviser@example.com');
    await page.waitForURL('**/adviser');
    await page.getByRole('combobox', { name: adviserTexts.selectFirm }).fill('london');
    await page.getByRole('option', { name: adviserTexts.firmLabel('Kittiwake Wealth London', 40000012) }).click();
    await page.getByRole('combobox', { name: adviserTexts.selectClient }).fill('alice morgan');
    await page.getByRole('option', { name: adviserTexts.clientLabel('Alice', 'Morgan', 1000010001) }).click();
    await page.waitForURL('**/client/home');
  });
  afterAll(async () => context.close());

  it('sees the nicknames and memo values without Edit, axe clean, and the server refuses a save', async () => {
    await page.goto(`${baseUrl}/client/personal`);
    await page.getByRole('heading', { level: 2, name: personalTexts.sections.account, exact: true }).waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await page.getByRole('button', { name: EDIT_NICKNAME }).count()).toBe(0);
    await expectAxeClean(page);
    await page.goto(`${baseUrl}/client/memoAssets`);
    await page.getByRole('heading', { name: 'Workplace pension' }).waitFor();
    expect(await page.getByRole('button', { name: `Edit ${PENSION_VALUE}` }).count()).toBe(0);
    await expectAxeClean(page);
    const answer = await page.evaluate(async () => {
      const client = (await (await fetch('/nui/nbs/clients/1000010001')).json()) as { accounts: { accountNumber: string }[] };
      const response = await fetch(`/nui/nbs/accounts/${client.accounts[0]!.accountNumber}/alias`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ alias: 'Adviser was here' }),
      });
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    });
    expect(answer).toEqual({ status: 403, code: 'ReadOnly' });
  });
});
