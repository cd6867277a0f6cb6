/**
 * The layout defects of issue 17, each measured in Chromium so it cannot come back unnoticed: base
 * page style, side panel height, account links, account cards, breakdown scroll region, top bar on
 * focus, the bottom navigation's labels and the not-found address.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { homeTexts, navigationTexts, portfolioTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { launchBrowser } from './browser.ts';
import { personaContext } from './wcag/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let client: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  client = await personaContext(browser, baseUrl, 'client');
});
afterAll(async () => {
  await client?.close();
  await browser?.close();
});

async function open(path: string, width: number, ready: string, context?: BrowserContext): Promise<Page> {
  const page = context ? await context.newPage() : await browser.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${baseUrl}${path}`);
  await page.locator(ready).first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

describe('base style', () => {
  it('has no default body margin and sizes every box by its border', async () => {
    const page = await open(paths.login.href(), 1280, 'form');
    const base = await page.evaluate(() => ({
      margin: getComputedStyle(document.body).margin,
      boxSizing: getComputedStyle(document.querySelector('main')!).boxSizing,
    }));
    expect(base).toEqual({ margin: '0px', boxSizing: 'border-box' });
    await page.close();
  });

  it('sets every money figure on home in tabular numerals so the columns line up', async () => {
    const page = await open(paths.client.home.href(), 1440, 'main dl', client);
    const proportional = await page.evaluate(() =>
      [...document.querySelectorAll('main td, main dd')]
        .filter((el) => /£/.test(el.textContent ?? '') && !getComputedStyle(el).fontVariantNumeric.includes('tabular-nums'))
        .map((el) => el.textContent),
    );
    expect(proportional).toEqual([]);
    await page.close();
  });
});

describe('client shell', () => {
  it('draws the side navigation panel down to the bottom of a long page (1440 px)', async () => {
    const page = await open(paths.client.home.href(), 1440, 'main dl', client);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const gap = await page.evaluate(() => {
      const nav = document.querySelector('nav')!.closest('div')!;
      return window.innerHeight - nav.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('shows the hidden top bar again when focus enters it (390 px)', async () => {
    const page = await open(paths.client.home.href(), 390, 'main dl', client);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header[data-hidden]') !== null);
    await page.getByRole('button', { name: navigationTexts.menuButton }).focus();
    await page.waitForFunction(() => document.querySelector('header[data-hidden]') === null, null, { timeout: 2000 });
    await page.close();
  });

  it("does not truncate the bottom navigation's labels at 390 px", async () => {
    const page = await open(paths.client.home.href(), 390, 'main dl', client);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('nav a span')]
        .filter((el) => el.children.length === 0 && el.getBoundingClientRect().width > 2) // not the visually hidden ones
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await page.close();
  });
});

describe('portfolio pages', () => {
  it.each([390, 1440])("lays each home account card's label and value on one line at %i px", async (width) => {
    const page = await open(paths.client.home.href(), width, 'main dl', client);
    const rows = await page.evaluate((label) => {
      return [...document.querySelectorAll('main dt')]
        .filter((dt) => dt.textContent === label)
        .map((dt) => ({ label: dt.getBoundingClientRect().height, value: dt.nextElementSibling!.getBoundingClientRect().height }));
    }, homeTexts.accountValue);
    expect(rows.length).toBeGreaterThan(0);
    // One line each: the label does not wrap beside a short figure, and the figure never breaks inside.
    for (const row of rows) expect(Math.abs(row.label - row.value)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('lists the Combined summary accounts as links without bullets', async () => {
    const page = await open(paths.client.folioDetails.href('Combined'), 1440, 'main h2', client);
    const items = page.getByRole('navigation', { name: portfolioTexts.accounts }).getByRole('listitem');
    await items.first().waitFor();
    const markers = await items.evaluateAll((lis) => lis.map((li) => getComputedStyle(li).listStyleType));
    expect(new Set(markers)).toEqual(new Set(['none']));
    await page.close();
  });

  it.each([390, 1440])('keeps the transaction breakdown inside its card in a focusable region with a scroll cue (%i px)', async (width) => {
    const page = await open(paths.client.analysis.href('Combined', 'ALL_DATES'), width, 'main table', client);
    const region = page.getByRole('region', { name: new RegExp(`^${portfolioTexts.transactionBreakdown}, `) });
    const box = await region.evaluate((el) => {
      const card = el.parentElement!.closest('section, article, div[class]')!;
      return {
        overhang: el.getBoundingClientRect().right - card.getBoundingClientRect().right,
        tabIndex: (el as HTMLElement).tabIndex,
        cue: getComputedStyle(el).backgroundImage.includes('gradient'),
      };
    });
    expect(box.overhang).toBeLessThanOrEqual(0);
    expect(box).toMatchObject({ tabIndex: 0, cue: true });
    await page.close();
  });
});

describe('not-found', () => {
  it('wraps a long unknown address instead of scrolling sideways at 320 px', async () => {
    const page = await open(`/no-such-page-${'averylongunknownaddress'.repeat(6)}`, 320, 'h1');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await page.close();
  });
});
