/**
 * The sign-in lifecycle in a real browser against the real server: login errors and lockout,
 * forgotten → reset (the code read from the test-only outbox), register → welcome, terms →
 * welcome, change password, logout, and the inactivity warning and logout on the browser clock.
 * Users touched here are ones the other journeys do not use (generated clients by reference).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  changePasswordTexts,
  forgottenTexts,
  generalTexts,
  homeTexts,
  loginErrorTexts,
  loginTexts,
  navigationTexts,
  PASSWORD_RULES_HEADING,
  passwordRuleText,
  passwordRulesTexts,
  personalTexts,
  registerTexts,
  resetTexts,
  termsTexts,
} from '@portal/domain';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import * as signIn from './session.ts';

const PASSWORD = signIn.DEMO_PASSWORD;
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

async function expectNoAxeViolations() {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const submitLogin = (username: string, password: string) => signIn.submitLogin(page, username, password);
const logIn = (username: string, password = PASSWORD) => signIn.logIn(page, baseUrl, username, password);

async function fillNewPassword(password: string) {
  await page.getByLabel(resetTexts.newPassword, { exact: true }).fill(password);
  await page.getByLabel(resetTexts.confirmPassword, { exact: true }).fill(password);
}

/** The newest reset code e-mailed since `since` (the outbox is exposed to tests only). */
async function newestResetCode(since: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${baseUrl}/nui/public/dev/outbox`);
    const { messages } = (await response.json()) as { messages: { body: string; createdAt: string }[] };
    const fresh = messages.find((m) => new Date(m.createdAt).getTime() >= since);
    const code = fresh && /registration code is: ([A-Z0-9-]+)/.exec(fresh.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no reset code in the outbox');
}

describe('public screens', () => {
  it('links login to forgotten and register; each new screen is axe clean', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: loginTexts.forgotPassword }).click();
    await page.waitForURL('**/forgotten');
    const submit = page.getByRole('button', { name: forgottenTexts.submit });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: loginTexts.register }).click();
    await page.waitForURL('**/register');
    await expectNoAxeViolations();
    await page.goto(`${baseUrl}/reset`);
    await page.getByText(resetTexts.codeExplanation).waitFor();
    await expectNoAxeViolations();
  });
});

describe('login errors, lockout, forgotten and reset', () => {
  it('locks after 5 wrong passwords, then unlocks through forgotten and reset', async () => {
    const user = signIn.E2E_USERS.lockout;
    await page.goto(`${baseUrl}/login`);
    await submitLogin(user, 'Wrong#Pass9');
    await page.getByText(loginErrorTexts.incorrectDetails).waitFor();
    for (let i = 0; i < 4; i++) {
      // One answer at a time: a submit while the last is in flight would not count.
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/nui/login')), submitLogin(user, `Wrong#Pass${i}`)]);
    }
    await page.getByText(/Your account has been locked/).waitFor();
    const locked = page.getByRole('link', { name: loginErrorTexts.lockedLinkLabel });
    await expect(locked.getAttribute('href')).resolves.toBe('/forgotten');
    // The right password no longer helps.
    await submitLogin(user, PASSWORD);
    await page.getByText(/Your account has been locked/).waitFor();

    await locked.click();
    await page.waitForURL('**/forgotten');
    const since = Date.now() - 1000;
    await page.getByRole('textbox', { name: loginTexts.username }).fill(user);
    await page.getByRole('button', { name: forgottenTexts.submit }).click();
    await page.waitForURL('**/reset');
    await expect(page.getByRole('textbox', { name: loginTexts.username }).inputValue()).resolves.toBe(user);
    const code = await newestResetCode(since);
    await page.getByRole('textbox', { name: resetTexts.registrationCode }).fill(code);

    // The checklist is live: a weak password lists what it still needs and Submit stays off.
    await page.getByLabel(resetTexts.newPassword, { exact: true }).fill('weak');
    await page.getByText(PASSWORD_RULES_HEADING, { exact: true }).waitFor();
    await page.getByText(passwordRuleText('uppercase')).first().waitFor();
    await expect(page.getByRole('button', { name: resetTexts.submit }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations();

    await fillNewPassword('Willow^Brook26');
    // The checklist (not its delayed live-region summary) empties once every rule is met.
    await page.getByText(PASSWORD_RULES_HEADING, { exact: true }).waitFor({ state: 'detached' });
    await page.getByText(passwordRulesTexts.allMet, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: resetTexts.submit }).click();
    await page.waitForURL('**/login');
    await page.getByText(resetTexts.success).waitFor();
    // WCAG 3.3.7: the username the reset was for is filled in on login.
    await expect(page.getByRole('textbox', { name: loginTexts.username }).inputValue()).resolves.toBe(user);
    await submitLogin(user, 'Willow^Brook26');
    await landOnHome(page, baseUrl);
  });
});

describe('register then log in', () => {
  it('registers 1000099999 with REG-4821 from ?pin=, then the first login shows the welcome', async () => {
    await page.goto(`${baseUrl}/register?pin=REG-4821`);
    await expect(page.getByRole('textbox', { name: registerTexts.registrationCode }).inputValue()).resolves.toBe('REG-4821');
    await page.getByRole('textbox', { name: loginTexts.username }).fill('1000099999');
    await fillNewPassword('Marble%Quay84');
    const submit = page.getByRole('button', { name: registerTexts.submit });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByText(registerTexts.acceptTerms).click();
    await expect(submit.isEnabled()).resolves.toBe(true);
    await expectNoAxeViolations();
    await submit.click();
    await page.waitForURL('**/login');
    await page.getByText(loginTexts.registered('1000099999')).waitFor();
    // WCAG 3.3.7 Redundant Entry: the username just registered is filled in, not asked for again.
    await expect(page.getByRole('textbox', { name: loginTexts.username }).inputValue()).resolves.toBe('1000099999');

    await submitLogin('1000099999', 'Marble%Quay84');
    await page.getByRole('heading', { name: homeTexts.welcomeGreeting('Rosalind') }).waitFor();
    await page.getByText(homeTexts.welcomeMessage).waitFor();
    // Rosalind has a real adviser, and Contacts now exists: the welcome links there.
    await expect(page.getByRole('link', { name: homeTexts.contactAdviser }).getAttribute('href')).resolves.toBe('/client/contacts');
    await expectNoAxeViolations();
    await page.getByRole('link', { name: homeTexts.continueToHome }).click();
    await page.waitForURL('**/client/home');

    // The code works once.
    await page.goto(`${baseUrl}/register?pin=REG-4821`);
    await page.getByRole('textbox', { name: loginTexts.username }).fill('1000099999');
    await fillNewPassword('Copper!Heron35');
    await page.getByText(registerTexts.acceptTerms).click();
    await page.getByRole('button', { name: registerTexts.submit }).click();
    await page.getByText(loginErrorTexts.incorrectUsernameOrCode).waitFor();
  });
});

describe('terms then welcome', () => {
  it('sends new.client to the terms, then to the welcome once accepted', async () => {
    await logIn('new.client@example.com');
    await page.waitForURL('**/terms');
    // WCAG 3.3.7: accepting the terms asks for nothing entered at login (no username or password again).
    await expect(page.locator('input:not([type="checkbox"])').count()).resolves.toBe(0);
    const submit = page.getByRole('button', { name: termsTexts.submit });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations();
    await page.getByText(termsTexts.agree).click();
    await submit.click();
    await page.getByRole('heading', { name: homeTexts.welcomeGreeting('Nina') }).waitFor();
    await page.getByRole('link', { name: homeTexts.continueToHome }).click();
    await page.waitForURL('**/client/home');
  });
});

describe('change password and logout', () => {
  it('changes the password from Personal details, refuses a wrong current one, and logs out', async () => {
    await logIn(signIn.E2E_USERS.changePassword);
    await landOnHome(page, baseUrl);
    await page.getByRole('button', { name: navigationTexts.menuButton }).click();
    await page
      .getByRole('menuitem', { name: navigationTexts.sideMenu.personalDetails })
      .or(page.getByRole('link', { name: navigationTexts.sideMenu.personalDetails }))
      .first()
      .click();
    await page.waitForURL('**/client/personal');
    await page.getByRole('link', { name: personalTexts.changePassword }).click();
    await page.waitForURL('**/client/changePassword');
    await page.getByRole('heading', { name: changePasswordTexts.title, level: 2 }).waitFor();
    await expectNoAxeViolations();

    await page.getByLabel(changePasswordTexts.oldPassword, { exact: true }).fill('Not#The1Password');
    await fillNewPassword('Quartz+Finch48');
    await page.getByRole('button', { name: changePasswordTexts.submit }).click();
    await page.getByText(loginErrorTexts.incorrectCurrentPassword).waitFor();

    await page.getByLabel(changePasswordTexts.oldPassword, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: changePasswordTexts.submit }).click();
    await page.getByText(changePasswordTexts.success).waitFor();
    await expect(page.getByLabel(changePasswordTexts.oldPassword, { exact: true }).inputValue()).resolves.toBe('');

    await page.getByRole('button', { name: navigationTexts.menuButton }).click();
    await page
      .getByRole('menuitem', { name: navigationTexts.sideMenu.logOut })
      .or(page.getByRole('button', { name: navigationTexts.sideMenu.logOut }))
      .first()
      .click();
    await page.waitForURL('**/login');
    await page.getByText(generalTexts.loggedOutClient).waitFor();
    await submitLogin(signIn.E2E_USERS.changePassword, PASSWORD);
    await page.getByText(loginErrorTexts.incorrectDetails).waitFor();
    await submitLogin(signIn.E2E_USERS.changePassword, 'Quartz+Finch48');
    await page.waitForURL('**/client/home');
  });
});

describe('inactivity', () => {
  it('warns at 13 minutes, Continue keeps the session, and logs out at 14 with the session-ended message', async () => {
    await page.clock.install();
    await logIn('1000010017');
    await landOnHome(page, baseUrl);
    await page.clock.fastForward('13:10');
    const warning = page.getByRole('alertdialog', { name: generalTexts.inactivityWarning });
    await warning.waitFor();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: generalTexts.inactivityContinue }).click();
    await warning.waitFor({ state: 'hidden' });

    await page.clock.fastForward('13:10');
    await warning.waitFor();
    await page.clock.fastForward('01:00');
    await page.getByText(generalTexts.sessionEnded).waitFor();
    await page.getByText(generalTexts.inactivityLoggedOut).waitFor();
    await expect(page.getByRole('heading', { name: homeTexts.myAccounts }).count()).resolves.toBe(0);
    await expectNoAxeViolations();
    // The server session has gone too.
    const keepalive = await page.request.get(`${baseUrl}/nui/public/keepalive`);
    expect(await keepalive.json()).toEqual({});
    // A tab now leads to login.
    await page.getByRole('link', { name: navigationTexts.nav.home }).first().click();
    await page.waitForURL(/\/login/);
  });

  it('is off in print mode', async () => {
    await page.clock.install();
    await logIn('1000010018');
    await landOnHome(page, baseUrl);
    // `?print` on a client page is print mode: the print page, with no client load and no timers.
    await page.goto(`${baseUrl}/client/home?print`);
    await page.waitForURL(/\/print\?/);
    await page.locator('body[data-print-ready]').waitFor({ state: 'attached' });
    await page.clock.fastForward('15:00');
    await page.clock.fastForward('00:20');
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await expect(page.getByText(generalTexts.sessionEnded).count()).resolves.toBe(0);
  });
});
