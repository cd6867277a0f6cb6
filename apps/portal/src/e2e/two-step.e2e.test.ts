/**
 * Two-step login in a real Chromium against the real server (issue 30): a client adds a passkey in
 * Personal details through Chromium's virtual authenticator (the DevTools WebAuthn domain), logs out
 * and logs in with the passkey alone; another sets up an authenticator app with the key shown (codes
 * from otplib at its own clock), and a recovery code logs in once and not twice.
 * WebAuthn needs a domain for its relying party: these journeys browse the server as localhost.
 * Users: generated clients 1000010020 and 1000010021, which no other journey uses.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import { loginTexts, mfaTexts } from '@portal/domain';
import { launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import * as signIn from './session.ts';

const baseUrl = inject('baseUrl').replace('127.0.0.1', 'localhost');
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

async function openTwoStep(): Promise<void> {
  await page.goto(`${baseUrl}/client/personal`);
  await page.getByRole('heading', { name: mfaTexts.heading }).waitFor();
}

/** The recovery codes shown once, then 'I have saved my recovery codes'. */
async function saveRecoveryCodes(): Promise<string[]> {
  await page.getByRole('heading', { name: mfaTexts.recoveryCodesHeading }).waitFor();
  const codes = await page
    .locator('li')
    .filter({ hasText: /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/ })
    .allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: mfaTexts.savedCodes }).click();
  return codes;
}

const logOut = () => signIn.logOut(page, baseUrl);
const addVirtualAuthenticator = () => signIn.addVirtualAuthenticator(context, page);

describe('two-step login', () => {
  it('a client adds a passkey, logs out and logs in with the passkey alone', async () => {
    const authenticator = await addVirtualAuthenticator();
    await signIn.logIn(page, baseUrl, '1000010020');
    await landOnHome(page, baseUrl);
    await openTwoStep();
    await page.getByText(mfaTexts.off).waitFor();
    await page.getByRole('button', { name: mfaTexts.addPasskey }).click();
    await saveRecoveryCodes();
    await page.getByText(mfaTexts.passkeyAdded).waitFor();
    await page.getByText(mfaTexts.on).waitFor();
    await expect(page.getByRole('button', { name: mfaTexts.removePasskey('Passkey') }).isVisible()).resolves.toBe(true);

    await logOut();
    // The username field offers passkeys among its suggestions.
    await expect(page.getByRole('textbox', { name: loginTexts.username }).getAttribute('autocomplete')).resolves.toBe('username webauthn');
    const passwordSent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/nui/login') passwordSent.push(request.url());
    });
    await page.getByRole('button', { name: mfaTexts.signInWithPasskey }).click();
    await landOnHome(page, baseUrl);
    expect(passwordSent).toEqual([]);

    // The password alone no longer signs in: the passkey is the second step. (The authenticator stays
    // silent while the username is typed: it would answer the field's passkey suggestions at once.)
    await logOut();
    await authenticator.present(false);
    await signIn.submitLogin(page, '1000010020');
    await page.getByRole('heading', { name: mfaTexts.secondFactorHeading }).waitFor();
    await authenticator.present(true);
    await page.getByRole('button', { name: mfaTexts.usePasskey }).click();
    await landOnHome(page, baseUrl);

    // A passkey picked from the username field's suggestions (conditional UI) signs in too.
    await logOut();
    await page.getByRole('textbox', { name: loginTexts.username }).focus();
    await landOnHome(page, baseUrl);
  });

  it('an authenticator app is set up with the key shown; a recovery code logs in once, not twice', async () => {
    await signIn.logIn(page, baseUrl, '1000010021');
    await landOnHome(page, baseUrl);
    await openTwoStep();
    await page.getByRole('button', { name: mfaTexts.setUpApp }).click();
    const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const now = () => Math.floor(Date.now() / 1000);
    await page.getByRole('textbox', { name: mfaTexts.appCode }).fill(await generate({ secret: key, epoch: now() }));
    await page.getByRole('button', { name: mfaTexts.confirm }).click();
    const codes = await saveRecoveryCodes();
    await page.getByText(mfaTexts.appAdded).waitFor();
    await page.getByText(mfaTexts.appOn).waitFor();

    // A recovery code logs in once.
    await logOut();
    await signIn.submitLogin(page, '1000010021');
    await page.getByRole('heading', { name: mfaTexts.secondFactorHeading }).waitFor();
    await page.getByRole('button', { name: mfaTexts.useRecoveryCode }).click();
    await page.getByRole('textbox', { name: mfaTexts.recoveryCode }).fill(codes[0]!);
    await page.getByRole('button', { name: mfaTexts.confirm }).click();
    await landOnHome(page, baseUrl);

    // Not twice; the app's next code does.
    await logOut();
    await signIn.submitLogin(page, '1000010021');
    await page.getByRole('button', { name: mfaTexts.useRecoveryCode }).click();
    await page.getByRole('textbox', { name: mfaTexts.recoveryCode }).fill(codes[0]!);
    await page.getByRole('button', { name: mfaTexts.confirm }).click();
    await page.getByText(mfaTexts.wrongCode).waitFor();
    await page.getByRole('button', { name: mfaTexts.useApp }).click();
    // The step after the one used at set-up (the server takes each step once; 30 s of tolerance).
    await page.getByRole('textbox', { name: mfaTexts.appCode }).fill(await generate({ secret: key, epoch: now() + 30 }));
    await page.getByRole('button', { name: mfaTexts.confirm }).click();
    await landOnHome(page, baseUrl);
  });
});
