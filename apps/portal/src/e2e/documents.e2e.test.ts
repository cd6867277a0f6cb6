/**
 * Documents journeys in a real browser (spec §2 Documents, Navigation; §4 Document read): demo.client
 * sees the Documents badge, opens Documents, scrolls to the oldest document, opens unread ones and the
 * server records them read (the badge clears after the last); the adviser sees the documents but
 * opening one does not mark it read. Axe clean on the screen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { documentsTexts, navigationTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { impersonateDemoClient, logIn } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const documentsLink = (page: Page) =>
  page.getByRole('navigation', { name: navigationTexts.mainNavigation }).getByRole('link', { name: navigationTexts.nav.documents });
const documentList = (page: Page) => page.getByRole('list', { name: documentsTexts.title });
const rows = (page: Page) => documentList(page).getByRole('listitem');
const unreadRows = (page: Page) => rows(page).filter({ has: page.getByText(documentsTexts.unread, { exact: true }) });

/** The accessible description of the Documents tab (its badge's meaning), or '' without one. */
async function documentsTabDescription(page: Page): Promise<string> {
  return documentsLink(page).evaluate((link) => {
    const ids = (link.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

/** The document's id from its PDF link (…/correspondence/{id}/download). */
async function documentIdOf(row: Locator): Promise<number> {
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
  return Number(/correspondence\/(\d+)/.exec(href)?.[1]);
}

/** The server's record of a document, asked from the page's own session. */
async function firstOpenDateOnServer(page: Page, documentId: number): Promise<string | null> {
  return page.evaluate(
    async (id) => ((await (await fetch(`/nui/nsbs/correspondence/${id}`)).json()) as { firstOpenDate: string | null }).firstOpenDate,
    documentId,
  );
}

/** Scrolls the list's end into view until every document of the range is loaded. */
async function scrollToOldest(page: Page, total: number) {
  for (let i = 0; i < 40 && (await rows(page).count()) < total; i++) {
    await rows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(150);
  }
  expect(await rows(page).count()).toBe(total);
}

/** Opens a document by its name: the PDF comes up in a new tab, which is closed again. */
async function openDocument(context: BrowserContext, row: Locator) {
  const [pdf] = await Promise.all([context.waitForEvent('page'), row.getByRole('link').first().click()]);
  await pdf.close();
}

const ALL_DATES = paths.client.documents.href('default', 'ALL_DATES', 'All');

describe('the adviser: documents are shown, opening one does not mark it read', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await logIn(page, baseUrl, 'demo.adviser@example.com');
    await page.waitForURL('**/adviser');
    // demo.client's documents, seen by the adviser before the client's own journey below reads them.
    await impersonateDemoClient(page);
  });
  afterAll(async () => context.close());

  it('opens an unread document without the server recording it read', async () => {
    await page.goto(`${baseUrl}${ALL_DATES}`);
    await page.getByRole('heading', { name: documentsTexts.title, level: 1 }).waitFor();
    await rows(page).first().waitFor();
    const unread = unreadRows(page).first();
    await unread.waitFor();
    const documentId = await documentIdOf(unread);
    await openDocument(context, unread);
    await page.waitForTimeout(500);
    await expect(firstOpenDateOnServer(page, documentId)).resolves.toBeNull();
    const row = rows(page).filter({ has: page.locator(`a[href*="/correspondence/${documentId}/"]`) });
    await expect(row.getByText(documentsTexts.unread, { exact: true }).count()).resolves.toBe(1);
    await expectAxeClean(page);
  });
});

describe('demo.client: documents', () => {
  let context: BrowserContext;
  let page: Page;
  let clientId: number;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await logIn(page, baseUrl, 'demo.client@example.com');
    await landOnHome(page, baseUrl);
    clientId = await page.evaluate(async () => ((await (await fetch('/nui/public/sessionInfo')).json()) as { id: number }).id);
  });
  afterAll(async () => context.close());

  it('shows the Documents tab with the unread badge, named for what it means', async () => {
    await documentsLink(page).waitFor();
    await expect.poll(() => documentsTabDescription(page)).toBe(documentsTexts.unreadDocumentsPresent);
    await expect(documentsLink(page).textContent()).resolves.toContain(navigationTexts.unreadBadge);
  });

  it('opens Documents from the navigation: newest first, dots with text alternatives, axe clean', async () => {
    await documentsLink(page).click();
    await page.waitForURL(`**${paths.client.documents.href()}`);
    await page.getByRole('heading', { name: documentsTexts.title, level: 1 }).waitFor();
    await rows(page).first().waitFor();
    const dates = await rows(page)
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    const alternatives = await rows(page).evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    for (const text of alternatives) expect(text.includes(documentsTexts.read) || text.includes(documentsTexts.unread)).toBe(true);
    await expectAxeClean(page);
  });

  it('scrolls to the oldest document of all dates, a page at a time', async () => {
    await page.goto(`${baseUrl}${ALL_DATES}`);
    const total = await page.evaluate(
      async (id) =>
        (
          (await (await fetch(`/nui/nbs/clients/${id}/correspondences?size=1&dateFrom=2006-01-01`)).json()) as {
            page: { totalElements: number };
          }
        ).page.totalElements,
      clientId,
    );
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeLessThan(total);
    await scrollToOldest(page, total);
    await expectAxeClean(page);
  });

  it('marks an unread document read when opened, and the badge clears after the last', async () => {
    const first = unreadRows(page).first();
    const documentId = await documentIdOf(first);
    await expect(firstOpenDateOnServer(page, documentId)).resolves.toBeNull();
    await openDocument(context, first);
    await expect.poll(() => firstOpenDateOnServer(page, documentId)).not.toBeNull();
    // Shown read at once (optimistically), then with the server's date.
    const opened = rows(page).filter({ has: page.locator(`a[href*="/correspondence/${documentId}/"]`) });
    await opened.getByText(documentsTexts.read, { exact: true }).waitFor();

    for (let left = await unreadRows(page).count(); left > 0; left = await unreadRows(page).count()) {
      await openDocument(context, unreadRows(page).first());
      await expect.poll(() => unreadRows(page).count()).toBe(left - 1);
    }
    await expect.poll(() => documentsTabDescription(page)).toBe('');
  });
});
