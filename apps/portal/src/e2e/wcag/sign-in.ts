/** Opens a browser context signed in as a WCAG route's persona (real login through the form). */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adviserTexts, navigationTexts, SUPPORT_CONSOLE } from '@portal/domain';
import { launchBrowser } from '../browser.ts';
import { LANDING } from '../landing.ts';
import { impersonateDemoClient, logIn as logInAt } from '../session.ts';
import type { Persona } from './routes.ts';

/**
 * What only the landing's own document shows. The login page reaches a non-public address in two steps: the
 * address changes in the login document, then that address is loaded in full (app/public/PublicApp.tsx). So the
 * new address alone does not mean the landing has loaded, and closing the page in between could hang Chromium's
 * close for good (the support console's screenshots timed out in CI; a loop of support logins met it at the 18th).
 */
const LANDED: Record<'client' | 'adviser' | 'support', (page: Page) => Locator> = {
  client: (page) => page.getByRole('navigation', { name: navigationTexts.mainNavigation }),
  adviser: (page) => page.getByRole('combobox', { name: adviserTexts.selectFirm }),
  support: (page) => page.getByRole('heading', { level: 1, name: SUPPORT_CONSOLE.title }),
};

async function logIn(page: Page, baseUrl: string, username: string, landing: RegExp, landed: keyof typeof LANDED) {
  await logInAt(page, baseUrl, username);
  await page.waitForURL(landing);
  await LANDED[landed](page).waitFor();
  await page.waitForLoadState('load');
}

/** A context whose cookies hold the persona's session; animations reduced so positions are settled. */
export async function personaContext(browser: Browser, baseUrl: string, persona: Persona): Promise<BrowserContext> {
  // bypassCSP: the text-spacing check injects the criterion's style overrides as a <style>, which the
  // portal's CSP (no inline styles) rightly refuses; a user's own style sheet is not subject to it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
  const page = await context.newPage();
  if (persona === 'client') await logIn(page, baseUrl, 'demo.client@example.com', LANDING, 'client');
  if (persona === 'solo') await logIn(page, baseUrl, 'solo.client@example.com', LANDING, 'client');
  if (persona === 'adviser' || persona === 'impersonated') await logIn(page, baseUrl, 'demo.adviser@example.com', /\/adviser$/, 'adviser');
  if (persona === 'support') await logIn(page, baseUrl, 'support.agent@example.com', /\/support$/, 'support');
  if (persona === 'impersonated') await impersonateDemoClient(page);
  await page.close();
  return context;
}

/**
 * One browser for the test file and one signed-in context per persona, opened on first use and
 * closed after the file. `baseUrl` is read when a context is first needed (a file may start its own server).
 */
export function personaContexts(baseUrl: () => string): (persona: Persona) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const contexts = new Map<Persona, Promise<BrowserContext>>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts.values()) await (await context).close();
    await browser?.close();
  });
  return (persona) => {
    if (!browser) throw new Error('personaContexts: used outside a test');
    let context = contexts.get(persona);
    if (!context) {
      context = personaContext(browser, baseUrl(), persona);
      contexts.set(persona, context);
    }
    return context;
  };
}
