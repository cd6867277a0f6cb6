/**
 * Signing in for the end-to-end journeys, in one place: the demo password, the login form steps,
 * and which demo users a journey may change (every journey file runs against the same server).
 */
import type { FrameLocator, Page } from 'playwright-core';
import { adviserTexts, loginTexts } from '@portal/domain';
import { landOnHome } from './landing.ts';

/** Every seeded demo login's password (apps/server/src/demo). */
export const DEMO_PASSWORD = 'Harbour#Kite7';

/**
 * Demo users a journey changes for good (locks, resets, re-passwords, registers) belong to that journey
 * alone: the files share one server and one database, so a user changed by one file and read by another
 * made the second depend on the order the files ran in. (The income-history client, 1000010015, was the
 * lockout journey's user: after it reset the password, the income-history login failed.)
 * Generated demo clients are 1000010006–1000010031; their usernames are forename.surname.<last 3 digits>.
 */
export const E2E_USERS = {
  /** signin: locked by 5 wrong passwords, then reset to a new password. */
  lockout: '1000010030',
  /** signin: changes its password from Personal details. */
  changePassword: '1000010016',
  /** income-history: read only — the first seeded client without the transactions role who owns a drawdown account. */
  noRoleDrawdown: 'charlotte.thompson.015@example.net',
} as const;

/** Fills the login form on the page (or the frame) it is on and submits it (waits for nothing). */
export async function submitLogin(page: Page | FrameLocator, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: loginTexts.username }).fill(username);
  await page.getByLabel(loginTexts.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: loginTexts.login, exact: true }).click();
}

/** Opens the login page and submits it (waits for nothing: the caller says where it should land). */
export async function logIn(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, username, password);
}

/** Logs a client in and waits until home is shown (after the news landing, if that came first). */
export async function logInToHome(page: Page, baseUrl: string, username: string): Promise<void> {
  await logIn(page, baseUrl, username);
  await landOnHome(page, baseUrl);
}

/**
 * An adviser on the selection screen chooses the London firm and demo.client (Alice Morgan, 1000010001) and waits
 * for the impersonated client's home.
 */
export async function impersonateDemoClient(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: adviserTexts.selectFirm }).fill('london');
  await page.getByRole('option', { name: adviserTexts.firmLabel('Kittiwake Wealth London', 40000012) }).click();
  await page.getByRole('combobox', { name: adviserTexts.selectClient }).fill('alice morgan');
  await page.getByRole('option', { name: adviserTexts.clientLabel('Alice', 'Morgan', 1000010001) }).click();
  await page.waitForURL('**/client/home');
}
