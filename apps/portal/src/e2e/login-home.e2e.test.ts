/** Walking skeleton journeys in a real browser: log in as demo.client, see the accounts, log out; axe clean. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generalTexts, homeTexts, loginErrorTexts, loginTexts, navigationTexts, notFoundTexts } from '@portal/domain';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { logIn as logInAt } from './session.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');

const logIn = (username: string) => logInAt(page, baseUrl, username);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login to home', () => {
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => context.close());

  it('shows the login screen with no axe violations', async () => {
    await page.goto(`${baseUrl}/login`);
    // The route is a lazy chunk rendered after the load event: wait for it rather than race it.
    await page.getByRole('button', { name: loginTexts.login, exact: true }).waitFor();
    await expect(page.getByRole('button', { name: loginTexts.login, exact: true }).isVisible()).resolves.toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('loads the login screen without a Content Security Policy refusal', async () => {
    // A refused inline <style> (react-aria's touch-action rule was one) fails silently for users: catch it here.
    const refusals: string[] = [];
    const collect = (message: { text(): string }) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    };
    const cspPage = await context.newPage();
    cspPage.on('console', collect);
    await cspPage.goto(`${baseUrl}/login`);
    await cspPage.getByRole('button', { name: loginTexts.login, exact: true }).waitFor();
    await cspPage.getByRole('button', { name: loginTexts.login, exact: true }).hover();
    await cspPage.close();
    expect(refusals).toEqual([]);
  });

  it('rejects a wrong password with the incorrect-details message', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: loginTexts.username }).fill('demo.client@example.com');
    await page.getByLabel(loginTexts.password, { exact: true }).fill('Wrong#Pass9');
    await page.getByRole('button', { name: loginTexts.login, exact: true }).click();
    await page.getByText(loginErrorTexts.incorrectDetails).waitFor();
  });

  it('logs demo.client in and lists its accounts on home, axe clean', async () => {
    await logIn('demo.client@example.com');
    await landOnHome(page, baseUrl);
    await page.getByRole('heading', { name: homeTexts.myAccounts }).waitFor();
    await page.getByRole('heading', { name: homeTexts.myClosedAccounts }).waitFor();
    const accountHeadings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(accountHeadings.length).toBeGreaterThanOrEqual(6);
    expect(accountHeadings.some((h) => /ISA/i.test(h))).toBe(true);
    await expect(page.getByRole('navigation', { name: navigationTexts.mainNavigation }).isVisible()).resolves.toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('redirects a known client route name under /client and shows 404 for unknown paths', async () => {
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(/\/client\/home\?redirected404=true/);
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: notFoundTexts.heading }).waitFor();
    await expect(page.getByRole('link', { name: notFoundTexts.mainPageLink }).isVisible()).resolves.toBe(true);
  });

  it('logs out from the side menu', async () => {
    await page.goto(`${baseUrl}/client/home`);
    await page.getByRole('button', { name: navigationTexts.menuButton }).click();
    await page
      .getByRole('menuitem', { name: navigationTexts.sideMenu.logOut })
      .or(page.getByRole('button', { name: navigationTexts.sideMenu.logOut }))
      .first()
      .click();
    await page.waitForURL('**/login');
    await page.getByText(generalTexts.loggedOutClient).waitFor();
    await page.goto(`${baseUrl}/client/home`);
    await page.waitForURL(/\/login\?next=/);
  });
});

describe('a client cannot read another client', () => {
  it("solo.client gets 403 for demo.client's resource", async () => {
    const demoCtx = await browser.newContext();
    page = await demoCtx.newPage();
    await logIn('demo.client@example.com');
    await landOnHome(page, baseUrl);
    const demoId = await page.evaluate(async () => (await (await fetch('/nui/public/sessionInfo')).json()).id as number);
    await demoCtx.close();

    const soloCtx = await browser.newContext();
    page = await soloCtx.newPage();
    await logIn('solo.client@example.com');
    await landOnHome(page, baseUrl);
    const status = await page.evaluate(async (id) => (await fetch(`/nui/nbs/clients/${id}`)).status, demoId);
    expect(status).toBe(403);
    await soloCtx.close();
  });
});
