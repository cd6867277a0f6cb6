/** Opens a browser context signed in as a WCAG route's persona (real login through the form). */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../browser.ts';
import { impersonateDemoClient, logIn as logInAt } from '../session.ts';
import type { Persona } from './routes.ts';

async function logIn(page: Page, baseUrl: string, username: string, landing: string | RegExp) {
  await logInAt(page, baseUrl, username);
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
