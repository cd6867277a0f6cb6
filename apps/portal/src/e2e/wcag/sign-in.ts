/** Opens a browser context signed in as a WCAG route's persona (real login through the form). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adviserTexts, loginTexts } from '@portal/domain';
import type { Persona } from './routes.ts';

const PASSWORD = 'Harbour#Kite7';

async function logIn(page: Page, baseUrl: string, username: string, landing: string | RegExp) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: loginTexts.username }).fill(username);
  await page.getByLabel(loginTexts.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: loginTexts.login }).click();
  await page.waitForURL(landing);
}

/** A context whose cookies hold the persona's session; animations reduced so positions are settled. */
export async function personaContext(browser: Browser, baseUrl: string, persona: Persona): Promise<BrowserContext> {
  // bypassCSP: the text-spacing check injects the criterion's style overrides as a <style>, which the
  // portal's CSP (no inline styles) rightly refuses; a user's own style sheet is not subject to it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
  const page = await context.newPage();
  if (persona === 'client') await logIn(page, baseUrl, 'demo.client@example.com', /\/client\/(home|news)$/);
  if (persona === 'solo') await logIn(page, baseUrl, 'solo.client@example.com', /\/client\/(home|news)$/);
  if (persona === 'adviser' || persona === 'impersonated') await logIn(page, baseUrl, 'demo.adviser@example.com', /\/adviser$/);
  if (persona === 'support') await logIn(page, baseUrl, 'support.agent@example.com', /\/support$/);
  if (persona === 'impersonated') {
    await page.getByRole('combobox', { name: adviserTexts.selectFirm }).fill('london');
    await page.getByRole('option', { name: adviserTexts.firmLabel('Kittiwake Wealth London', 40000012) }).click();
    await page.getByRole('combobox', { name: adviserTexts.selectClient }).fill('alice morgan');
    await page.getByRole('option', { name: adviserTexts.clientLabel('Alice', 'Morgan', 1000010001) }).click();
    await page.waitForURL('**/client/home');
  }
  await page.close();
  return context;
}
