/**
 * The offer of two-step login right after a client signs in (issue 30), on a server of its own that
 * offers it (the other journeys' servers do not: PORTAL_NO_MFA_OFFER): a client without a factor
 * lands on the offer, where the login was going is kept, 'Not now' goes on there, and the next sign-in
 * goes straight in. The offer page is axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mfaTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { LANDING } from './landing.ts';
import * as signIn from './session.ts';
import { startSupportServer, type SupportServer } from './support-server.ts';

/** A generated demo client no other journey of this server uses. */
const CLIENT = '1000010022';

let server: SupportServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startSupportServer({ PORTAL_NO_MFA_OFFER: '0' });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the offer of two-step login after sign-in', () => {
  it('is shown once, keeps where the login was going, and Not now goes on there; the next sign-in goes straight in', async () => {
    const contacts = paths.client.contacts.href();
    await page.goto(`${server.baseUrl}${paths.login.href(contacts)}`);
    await signIn.submitLogin(page, CLIENT);
    await page.waitForURL((url) => url.pathname === paths.twoStep.path);
    await page.getByRole('heading', { name: mfaTexts.heading, level: 1 }).waitFor();
    await page.getByRole('button', { name: mfaTexts.offerDecline }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: mfaTexts.offerDecline }).click();
    await page.waitForURL(`**${contacts}`);

    await signIn.logOut(page, server.baseUrl);
    await signIn.logIn(page, server.baseUrl, CLIENT);
    await page.waitForURL(LANDING);
  });
});
