/**
 * The client's own settings in a real browser (spec §2 Settings, Authorisations, Contacts, Legal,
 * §4, §6): demo.client edits a delivery preference and grants then removes the ad-hoc fee authority,
 * each surviving a reload; Contacts, Legal and our terms page are axe clean; an impersonating adviser
 * sees the notices and cannot save.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { authorisationsTexts, contactsPageTexts, generalTexts, legalPageTexts, navigationTexts, settingsTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { impersonateDemoClient, logIn as logInAt } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function expectAxeClean() {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const logIn = (username: string) => logInAt(page, baseUrl, username);

const main = () => page.getByRole('main');
const feeSwitch = () => page.getByRole('switch', { name: authorisationsTexts.switchLabel });
const feeDialog = () => page.getByRole('dialog', { name: authorisationsTexts.dialogTitle });

/** The first document type's row: its Edit link and the option shown beside it. */
async function firstPreference(): Promise<{ type: string; option: string }> {
  const edit = main()
    .getByRole('link', { name: /^Edit / })
    .first();
  await edit.waitFor();
  const label = (await edit.getAttribute('aria-label')) ?? '';
  const row = main()
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: label, exact: true }) });
  const type = label.replace(/^Edit /, '');
  // The row reads: the type, its option, then the Edit link.
  const text = (await row.textContent()) ?? '';
  return { type, option: text.slice(type.length, text.length - settingsTexts.edit.length).trim() };
}

describe('demo.client', () => {
  it('logs in', async () => {
    await logIn('demo.client@example.com');
    await landOnHome(page, baseUrl);
  });

  it('edits a delivery preference in the modal; the change stays after a reload', async () => {
    await page.goto(`${baseUrl}${paths.client.settings.href()}`);
    await page.getByRole('heading', { level: 1, name: settingsTexts.heading }).waitFor();
    await main().getByText(settingsTexts.chooseDelivery).waitFor();
    const before = await firstPreference();
    await expectAxeClean();
    await main()
      .getByRole('link', { name: settingsTexts.editLabel(before.type) })
      .click();
    const dialog = page.getByRole('dialog', { name: settingsTexts.editTitle(before.type) });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/client\/documentPrefsEdit\//);
    // RAC draws the radio itself and keeps the input visually hidden inside its label.
    const other = dialog.getByRole('radio', { checked: false }).first();
    await other.waitFor({ state: 'attached' });
    const chosen = await other.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');
    // WCAG 3.3.7 Redundant Entry: the dialog opens with the current choice already selected.
    const current = dialog.getByRole('radio', { checked: true });
    await expect(current.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '')).resolves.toBe(before.option);
    await expectAxeClean();
    await other.check({ force: true });
    await dialog.getByRole('button', { name: settingsTexts.save }).click();
    await main().getByText(settingsTexts.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(paths.client.settings.href());
    await page.reload();
    await main()
      .getByRole('link', { name: settingsTexts.editLabel(before.type) })
      .waitFor();
    expect((await firstPreference()).option).toBe(chosen);
    expect(chosen).not.toBe(before.option);
  });

  it('grants the ad-hoc fee authority and removes it again, each kept after a reload', async () => {
    await page.goto(`${baseUrl}${paths.client.authorisations.href()}`);
    await feeSwitch().waitFor();
    await expectAxeClean();
    const initially = await feeSwitch().isChecked();
    for (const next of [!initially, initially]) {
      await feeSwitch().click({ force: true });
      await feeDialog().waitFor();
      await expectAxeClean();
      const submit = feeDialog().getByRole('button', { name: authorisationsTexts.submit });
      expect(await submit.isDisabled()).toBe(true);
      // WCAG 3.3.7: the dialog asks for nothing already known (no name, account or password), only the consent.
      await expect(
        feeDialog().locator('input[type="text"], input[type="password"], input[type="email"], textarea, select').count(),
      ).resolves.toBe(0);
      await expect(feeDialog().getByRole('textbox').count()).resolves.toBe(0);
      await feeDialog().getByRole('checkbox', { name: authorisationsTexts.iAgree }).check({ force: true });
      await submit.click();
      await page.getByText(authorisationsTexts.success).waitFor();
      await feeDialog().waitFor({ state: 'detached' });
      expect(await feeSwitch().isChecked()).toBe(next);
      await page.reload();
      await feeSwitch().waitFor();
      expect(await feeSwitch().isChecked()).toBe(next);
    }
  });

  it('Contacts, Legal info and our terms page are axe clean', async () => {
    await page.goto(`${baseUrl}${paths.client.contacts.href()}`);
    await page.getByRole('heading', { level: 1, name: contactsPageTexts.heading }).waitFor();
    await page.getByText(contactsPageTexts.hours).waitFor();
    await expectAxeClean();
    await page.goto(`${baseUrl}${paths.client.legal.href()}`);
    await page.getByRole('heading', { level: 1, name: legalPageTexts.heading }).waitFor();
    await expectAxeClean();
    await page.goto(`${baseUrl}${paths.legalTerms.href()}`);
    await page.getByRole('heading', { level: 1, name: legalPageTexts.termsTitle }).waitFor();
    await expectAxeClean();
    await page.goto(`${baseUrl}${paths.error.href()}`);
    await page.getByRole('heading', { level: 1, name: generalTexts.oopsTitle }).waitFor();
    await expectAxeClean();
  });

  it('logs out', async () => {
    await page.goto(`${baseUrl}${paths.client.home.href()}`);
    await page.getByRole('button', { name: navigationTexts.menuButton }).click();
    await page.getByRole('dialog').getByText(navigationTexts.sideMenu.logOut).click();
    await page.waitForURL('**/login');
  });
});

describe('an adviser viewing demo.client', () => {
  it('opens the read-only portal', async () => {
    await logIn('demo.adviser@example.com');
    await page.waitForURL('**/adviser');
    await impersonateDemoClient(page);
  });

  it('sees the notice on Settings and cannot save a delivery preference', async () => {
    await page.goto(`${baseUrl}${paths.client.settings.href()}`);
    await main().getByText(settingsTexts.adviserWarning).waitFor();
    const { type } = await firstPreference();
    await expectAxeClean();
    await main()
      .getByRole('link', { name: settingsTexts.editLabel(type) })
      .click();
    const dialog = page.getByRole('dialog', { name: settingsTexts.editTitle(type) });
    await dialog.getByText(settingsTexts.adviserWarning).waitFor();
    await dialog.getByRole('radio', { checked: false }).first().check({ force: true });
    expect(await dialog.getByRole('button', { name: settingsTexts.save }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: settingsTexts.cancel }).click();
  });

  it('sees the read-only warning on Authorisations and cannot submit', async () => {
    await page.goto(`${baseUrl}${paths.client.authorisations.href()}`);
    await feeSwitch().waitFor();
    await main().getByText(authorisationsTexts.readOnlyWarning).waitFor();
    await feeSwitch().click({ force: true });
    await feeDialog().getByText(authorisationsTexts.readOnlyWarning).waitFor();
    await feeDialog().getByRole('checkbox', { name: authorisationsTexts.iAgree }).check({ force: true });
    expect(await feeDialog().getByRole('button', { name: authorisationsTexts.submit }).isDisabled()).toBe(true);
    await expectAxeClean();
  });
});
