/**
 * A fresh factor before a sensitive change (issue 30 item 3), in a real Chromium: a client who signed in
 * longer ago than the window changes a delivery preference, is asked 'Confirm it is you' first, gives
 * the password, and the change is saved (and stays after a reload). A server of its own with the window
 * shortened to a few seconds (PORTAL_FRESH_FACTOR_SECONDS), so the journey waits seconds, not 5 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mfaTexts, settingsTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { DEMO_PASSWORD, logIn } from './session.ts';
import { startSupportServer, type SupportServer } from './support-server.ts';

const WINDOW_SECONDS = 3;

let server: SupportServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startSupportServer({ PORTAL_FRESH_FACTOR_SECONDS: String(WINDOW_SECONDS) });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
}, 240_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const main = () => page.getByRole('main');

describe('a delivery preference changed after the window', () => {
  it('asks the client to confirm it is them first, then saves the change', async () => {
    await logIn(page, server.baseUrl, 'demo.client@example.com');
    await landOnHome(page, server.baseUrl);
    await page.goto(`${server.baseUrl}${paths.client.settings.href()}`);
    const edit = main()
      .getByRole('link', { name: /^Edit / })
      .first();
    await edit.waitFor();
    const label = (await edit.getAttribute('aria-label')) ?? '';
    const type = label.replace(/^Edit /, '');
    // The sign-in's password is no longer fresh.
    await page.waitForTimeout((WINDOW_SECONDS + 1) * 1000);
    await edit.click();
    const editor = page.getByRole('dialog', { name: settingsTexts.editTitle(type) });
    await editor.waitFor();
    const other = editor.getByRole('radio', { checked: false }).first();
    await other.waitFor({ state: 'attached' });
    const chosen = await other.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');
    await other.check({ force: true });
    await editor.getByRole('button', { name: settingsTexts.save }).click();

    const confirm = page.getByRole('dialog', { name: mfaTexts.reauthHeading });
    await confirm.waitFor();
    await confirm.getByText(mfaTexts.reauthIntro).waitFor();
    // One dialog at a time: the editor gives way while 'Confirm it is you' asks.
    await editor.waitFor({ state: 'detached' });
    // No passkey held: the password only.
    expect(await confirm.getByRole('button', { name: mfaTexts.usePasskey }).count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // A wrong password says so and asks again.
    await confirm.getByLabel(mfaTexts.reauthPassword, { exact: true }).fill('Wrong#Pass0');
    await confirm.getByRole('button', { name: mfaTexts.confirm }).click();
    await confirm.getByText(mfaTexts.reauthWrong).waitFor();
    await confirm.getByLabel(mfaTexts.reauthPassword, { exact: true }).fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: mfaTexts.confirm }).click();

    await main().getByText(settingsTexts.saved).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await editor.waitFor({ state: 'detached' });
    await page.reload();
    const row = main()
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: label, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain(chosen);
  });
});
