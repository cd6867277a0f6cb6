/**
 * The prerendered public pages (issue 15 item 1): each page's HTML already holds its heading (it paints
 * before any JS runs — shown here with JavaScript off), and in a normal browser it hydrates without a
 * React hydration error, a console error or a CSP refusal, and then works (typing enables Log in).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { forgottenTexts, generalTexts, loginTexts, registerTexts, resetTexts } from '@portal/domain';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** /terms needs a session (without one it goes to login), so it is checked for its markup only. */
const PAGES: Array<[path: string, heading: string]> = [
  ['/', loginTexts.login],
  ['/login', loginTexts.login],
  ['/forgotten', forgottenTexts.title],
  ['/register', registerTexts.title],
  ['/reset', resetTexts.title],
  ['/error', generalTexts.oopsTitle],
];

describe('prerendered public pages', () => {
  it.each(PAGES)('%s: the HTML holds the page and paints with JavaScript off', async (path, heading) => {
    const html = await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`>${heading}</h1>`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('/terms: the HTML holds the terms page', async () => {
    const html = await (await fetch(`${baseUrl}/terms`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('</h1>');
    expect(html).toContain('type="checkbox"');
  });

  it.each(PAGES)('%s: hydrates without an error or CSP refusal', async (path, heading) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // session-info answers 401 to a visitor who is not logged in: expected, not a problem.
      if (/status of 401/.test(message.text())) return;
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/login is interactive once hydrated: typing enables Log in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const submit = page.getByRole('button', { name: loginTexts.login, exact: true });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: loginTexts.username }).fill('demo.client@example.com');
    await page.getByLabel(loginTexts.password, { exact: true }).fill('x');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await context.close();
  });

  it('/login keeps what was typed before the scripts ran', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Scripts held back until the fields are filled: the user types into the prerendered form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: loginTexts.username }).fill('demo.client@example.com');
    await page.getByLabel(loginTexts.password, { exact: true }).fill('x');
    release();
    const submit = page.getByRole('button', { name: loginTexts.login, exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect(page.getByRole('textbox', { name: loginTexts.username }).inputValue()).resolves.toBe('demo.client@example.com');
    await context.close();
  });
});
