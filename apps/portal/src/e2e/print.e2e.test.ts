/**
 * Print mode and PDFs in a real browser (issue 12): demo.client downloads the Combined summary, one
 * account summary and a transactions report; each PDF's text holds the cover page's fields and the
 * figures shown on screen. Print mode shows no navigation and loads nothing but its page state. The
 * framed portal posts its height to an allowed (same-origin) parent; another origin cannot frame it.
 */
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { transactionDatesParams } from '@portal/api';
import type {
  AccountIdentity,
  AccountSummary,
  Adviser,
  AnalysisResult,
  CashBalancesResponse,
  ClientResource,
  HoldingsResource,
  TransactionEventsPage,
} from '@portal/api';
import {
  TRANSACTION_COLUMN_ORDER,
  accountLabel,
  buildTransactionRows,
  formatTransactionCell,
  resolveRangeKey,
  accountSummaryTexts,
  combineHoldings,
  combinedPortfolioValue,
  holdingsTexts,
  isClosedAccount,
  commonTexts,
  formatDate,
  formatMoney,
  formatPercent,
  performanceChartTexts,
  portfolioTexts,
  generalTexts,
  loginTexts,
  printTexts,
  todayInLondon,
  transactionsTexts,
} from '@portal/domain';
import { accountAdviceFee } from '../shared/summary-figures.ts';
import { launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { logIn, submitLogin } from './session.ts';
import { servePrintState } from './wcag/print-state.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync((await download.path())!)) });
  try {
    // Line breaks and spacing differ between renderers; compare on single spaces.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const adviserLine = (a: Pick<Adviser, 'forename' | 'surname' | 'adviserOutletId'>) =>
  `${a.forename} ${a.surname} (${printTexts.outletId} ${a.adviserOutletId})`;

describe('demo.client downloads PDFs', () => {
  let context: BrowserContext;
  let page: Page;
  let client: ClientResource;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await logIn(page, baseUrl, 'demo.client@example.com');
    await landOnHome(page, baseUrl);
    client = await page.evaluate(async () => {
      const id = (await (await fetch('/nui/public/sessionInfo')).json()).id as number;
      return (await (await fetch(`/nui/nbs/clients/${id}`)).json()) as ClientResource;
    });
  });
  afterAll(async () => context?.close());

  /** The overview card's hero value as the screen shows it. */
  async function heroValue(label: string): Promise<string> {
    const hero = page.getByText(label, { exact: true }).first().locator('xpath=..');
    await expect.poll(async () => (await hero.textContent()) ?? '').toMatch(/£[\d,]+\.\d{2}/);
    return /(-?£[\d,]+\.\d{2})/.exec((await hero.textContent()) ?? '')![1]!;
  }

  async function downloadPdfFromMenu(): Promise<Download> {
    await page.getByRole('button', { name: commonTexts.downloadReport }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('menuitem', { name: commonTexts.pdf }).click(),
    ]);
    return download;
  }

  it('Combined: PortfolioSummary PDF with the front page and the portfolio value shown', async () => {
    await page.goto(`${baseUrl}/client/folioDetails/Combined`);
    const value = await heroValue(accountSummaryTexts.portfolioValue);
    const download = await downloadPdfFromMenu();
    expect(download.suggestedFilename()).toBe(`PortfolioSummary-${client.clientId}-${todayInLondon()}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain(accountSummaryTexts.portfolioSummary);
    expect(text).toContain(`${printTexts.clientName} ${client.forename} ${client.surname}`);
    expect(text).toContain(`${printTexts.clientReference} ${client.clientId}`);
    expect(text).not.toContain(printTexts.accountNumber);
    // Combined holdings are shares of the portfolio (spec §3 Holding percentageOfPortfolio).
    expect(text).toContain(holdingsTexts.percentageOfPortfolio);
    expect(text).not.toContain(holdingsTexts.columns.percentageOfAccount);
    expect(text).toContain(`${printTexts.adviser} ${adviserLine(client.adviser!)}`);
    expect(text).toContain(`${printTexts.reportDate} ${formatDate(todayInLondon())}`);
    expect(text).toContain(value);
    // The figures are the server's own (review L5): its accounts' value, and every fund of its open
    // accounts' holdings merged as the page merges them, at the value the server answers.
    const flat = text.replace(/\s+/g, ' ');
    const open = client.accounts.filter((a) => !isClosedAccount(a));
    expect(flat).toContain(`${accountSummaryTexts.portfolioValue}: ${formatMoney(combinedPortfolioValue(open))}`);
    const perAccount = await page.evaluate(
      async (links) => Promise.all(links.map(async (l) => ((await (await fetch(l)).json()) as HoldingsResource).holdings)),
      open.map((a) => a._links.holdings!.href),
    );
    const merged = combineHoldings(perAccount, combinedPortfolioValue(open));
    expect(merged.length).toBeGreaterThan(0);
    for (const h of merged) expect(flat, h.asset).toContain(`${formatMoney(h.value)} ${formatPercent(h.percentageOfAccount)}`);
    // Print state back to idle: the Download button is not busy.
    await expect(page.getByRole('button', { name: commonTexts.downloadReport }).getAttribute('aria-busy')).resolves.toBeNull();
  });

  it('one account: AccountSummary PDF with the account number, the account’s adviser and its value', async () => {
    const isa = client.accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active')!;
    const adviser = await page.evaluate(
      async (n) => (await (await fetch(`/nui/nbs/accounts/${n}/adviser`)).json()) as Adviser,
      isa.accountNumber,
    );
    await page.goto(`${baseUrl}/client/folioDetails/${isa.accountNumber}`);
    const value = await heroValue(accountSummaryTexts.accountValue);
    const download = await downloadPdfFromMenu();
    expect(download.suggestedFilename()).toBe(`AccountSummary-${isa.accountNumber}-${todayInLondon()}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain(accountSummaryTexts.accountSummary);
    expect(text).toContain(`${printTexts.accountNumber} ${isa.accountNumber}`);
    expect(text).toContain(`${printTexts.adviser} ${adviserLine(adviser)}`);
    expect(text).toContain(value);
    // The figures are the server's own answer (review L5): the account's value, and each holding's value and share.
    const own = await page.evaluate(
      async (links) => ({
        summary: (await (await fetch(links.summary)).json()) as AccountSummary,
        holdings: (await (await fetch(links.holdings)).json()) as HoldingsResource,
      }),
      { summary: isa._links.accountDetails!.href, holdings: isa._links.holdings!.href },
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`${accountSummaryTexts.accountValue}: ${formatMoney(own.summary.accountValue)}`);
    expect(own.holdings.holdings.length).toBeGreaterThan(0);
    for (const h of own.holdings.holdings)
      expect(flat, h.asset).toContain(`${formatMoney(h.value)} ${formatPercent(h.percentageOfAccount)}`);
    // The older-style summary (spec §2): the account's type and its annual advice fee on the front page, and the fee among the figures.
    expect(text).toContain(`${printTexts.accountType} ${isa.accountType}`);
    const fee = accountAdviceFee(isa);
    expect(fee).not.toBeNull();
    expect(text.split(`${accountSummaryTexts.annualAdviceFee} ${fee}`).length).toBe(3);
  });

  it('analysis (spec §2.65): the Combined analysis PDF, without its Analysis title, with the server’s figures and the chart’s table', async () => {
    await page.goto(`${baseUrl}/client/analysis/Combined/LAST_12_MONTHS`);
    const analysis = await page.evaluate(
      async (id) => (await (await fetch(`/nui/nbs/clients/${id}/analysis/Combined/LAST_12_MONTHS`)).json()) as AnalysisResult,
      client.clientId,
    );
    const closing = analysis.VALUATION_VS_MIMO.tableBreakdown.at(-1)!;
    // The same closing value shows on screen.
    await page.getByText(formatMoney(closing.value), { exact: true }).first().waitFor();
    const download = await downloadPdfFromMenu();
    expect(download.suggestedFilename()).toBe(`Analysis-${client.clientId}-${todayInLondon()}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain(`${client.forename} ${client.surname} ${portfolioTexts.combinedTitle}`);
    expect(text).toContain(`${printTexts.clientReference} ${client.clientId}`);
    expect(text).not.toContain(printTexts.accountNumber);
    expect(text).toContain(`${printTexts.dateRange} ${formatDate(analysis.startDate)} – ${formatDate(analysis.endDate)}`);
    expect(text).toContain(`${printTexts.adviser} ${adviserLine(client.adviser!)}`);
    expect(text).toContain(`${printTexts.reportDate} ${formatDate(todayInLondon())}`);
    expect(text).toContain(`${closing.label} ${formatMoney(closing.value)}`);
    // The chart's table alternative is printed: its caption and its last point.
    const last = analysis.VALUATION_VS_MIMO.valVsMimo.valuation.at(-1)!;
    expect(text).toContain(performanceChartTexts.tableCaption);
    expect(text).toContain(`${formatDate(last.effectiveDate)} ${formatMoney(last.amount)}`);
    expect(text).toContain(portfolioTexts.transactionBreakdown);
    // Spec §2: the title 'Analysis' is hidden in print mode.
    expect(text).not.toMatch(/\bAnalysis\b/);
  });

  it('a failed summary PDF shows the summary-download message with the phone number (spec §8), and the next try succeeds', async () => {
    const isa = client.accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active')!;
    await page.goto(`${baseUrl}/client/folioDetails/${isa.accountNumber}`);
    await heroValue(accountSummaryTexts.accountValue);
    await page.route('**/nui/print**', (route) => route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '' }), { times: 1 });
    await page.getByRole('button', { name: commonTexts.downloadReport }).click();
    await page.getByRole('menuitem', { name: commonTexts.pdf }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: generalTexts.summaryDownloadFailed(undefined, 'Account') })
      .waitFor();
    const download = await downloadPdfFromMenu();
    expect(download.suggestedFilename()).toBe(`AccountSummary-${isa.accountNumber}-${todayInLondon()}.pdf`);
    await expect(page.getByText(generalTexts.summaryDownloadFailed(undefined, 'Account')).count()).resolves.toBe(0);
  });

  it('transactions: the cover sheet and the first row shown on screen', async () => {
    const isa = client.accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active')!;
    await page.goto(`${baseUrl}/client/transactions/${isa.accountNumber}/LAST_12_MONTHS`);
    const table = page.getByRole('table', { name: transactionsTexts.tableLabel });
    const first = table.locator('tbody tr[data-kind="event"]').first();
    await first.waitFor();
    const description = ((await first.locator('th').first().textContent()) ?? '').trim();
    const cells = (await first.locator('td').allTextContents()).map((c) => c.trim()).filter((c) => /£/.test(c));
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: transactionsTexts.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Alice Morgan-${isa.accountNumber}-\\d{8}-\\d{8}\\.pdf$`));
    const text = await pdfText(download);
    expect(text).toContain(`${client.forename} ${client.surname}`);
    expect(text).toContain(printTexts.transactions);
    expect(text).toContain(`${printTexts.clientReference} ${client.clientId}`);
    expect(text).toContain(`${printTexts.accountNumber} ${accountLabel(isa.wrapperType, isa.accountNumber)}`);
    expect(text).toMatch(new RegExp(`${printTexts.adviser} \\S+ \\S+ \\(${printTexts.outletId} \\d+\\)`));
    expect(text).toMatch(new RegExp(`${printTexts.dateRange} \\d{2}\\.\\d{2}\\.\\d{2} – \\d{2}\\.\\d{2}\\.\\d{2}`));
    expect(text).toContain(description.replace(/\s+/g, ' '));
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(text).toContain(cell);
    // The rows are the server's own events (review L5): its first page of the range, made rows as the
    // page makes them, each cell as printed.
    const range = resolveRangeKey('LAST_12_MONTHS', todayInLondon())!;
    const query = new URLSearchParams({ ...transactionDatesParams('EFFECTIVE_EVENT', range.startDate, range.endDate) }).toString();
    const own = await page.evaluate(
      async ({ accountId, query }) => {
        const identity = (await (await fetch(`/nui/nbs/accounts/ids/${accountId}?${query}`)).json()) as AccountIdentity;
        const events = (await (await fetch(identity._links.transactionEvents!.href)).json()) as TransactionEventsPage;
        const balances = (await (await fetch(identity._links.cashBalances!.href)).json()) as CashBalancesResponse;
        return { events: events._embedded.transactionEventResourceList, cashBalances: balances.cashBalances };
      },
      { accountId: isa.accountId, query },
    );
    const rows = buildTransactionRows(own.events, {
      accountType: isa.accountType,
      wrapperType: isa.wrapperType,
      cashBalances: own.cashBalances,
    });
    expect(rows.length).toBeGreaterThan(0);
    const flat = text.replace(/\s+/g, ' ');
    for (const row of rows.slice(0, 5)) {
      for (const column of TRANSACTION_COLUMN_ORDER) {
        const cell = formatTransactionCell(row, column).replace(/\s+/g, ' ').trim();
        if (cell) expect(flat, `${row.trevId} ${column}`).toContain(cell);
      }
    }
  });
});

describe('print mode', () => {
  it('shows the front page from the supplied state, with no navigation, top bar or client calls', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const uuid = crypto.randomUUID();
    await servePrintState(page, baseUrl, uuid);
    const calls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/nui/') && calls.push(new URL(r.url()).pathname));
    await page.goto(`${baseUrl}/print?print&uuid=${uuid}&printRoute=/client/folioDetails/Combined`);
    await page.locator('body[data-print-ready="true"]').waitFor();
    await page.getByRole('heading', { name: accountSummaryTexts.portfolioSummary }).waitFor();
    await page.getByText('Ada Adviser (outlet id 4242)').waitFor();
    await expect(page.getByRole('navigation').count()).resolves.toBe(0);
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    expect(calls).toEqual([`/nui/public/print/state/${uuid}`]);
    await context.close();
  });

  it('marks the page failed when the state is gone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/print?print&uuid=${crypto.randomUUID()}`);
    await page.locator('body[data-print-ready="failed"]').waitFor();
    await page.getByRole('alert').getByText(printTexts.stateMissing).waitFor();
    await context.close();
  });
});

describe('framed portal', () => {
  const parentHtml = (src: string) =>
    `<!doctype html><html><body><iframe title="portal" src="${src}" style="width:800px;height:300px"></iframe><script>
      window.heights = []; window.addEventListener('message', (e) => { if (e.data && e.data.type === 'portal:height') window.heights.push([e.origin, e.data.height]); });
    </script></body></html>`;

  it('posts its content height (scroll height + 40) to an allowed parent', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`${baseUrl}/__frame-parent`, (route) =>
      route.fulfill({ contentType: 'text/html', body: parentHtml(`${baseUrl}/login`) }),
    );
    await page.goto(`${baseUrl}/__frame-parent`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('textbox', { name: loginTexts.username }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heights: unknown[] }).heights.length)).toBeGreaterThan(0);
    const child = page.frames().find((f) => f !== page.mainFrame())!;
    const expected = (await child.evaluate(() => document.documentElement.scrollHeight)) + 40;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: [string, number][] }).heights.at(-1)))
      .toEqual([baseUrl, expected]);
    await context.close();
  });

  it('cannot be framed by another origin (CSP frame-ancestors)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const foreign = baseUrl.replace('127.0.0.1', 'localhost');
    await page.route(`${foreign}/__frame-parent`, (route) =>
      route.fulfill({ contentType: 'text/html', body: parentHtml(`${baseUrl}/login`) }),
    );
    await page.goto(`${foreign}/__frame-parent`);
    // Chromium replaces a frame its CSP refuses with its error page.
    await expect
      .poll(
        () =>
          page
            .frames()
            .find((f) => f !== page.mainFrame())
            ?.url() ?? '',
      )
      .toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('textbox', { name: loginTexts.username }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { heights: unknown[] }).heights.length)).resolves.toBe(0);
    await context.close();
  });
});

describe('native app bridge (the test page plays the app)', () => {
  it('hands the summary CSV and PDF to the app instead of downloading them', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.goto(`${baseUrl}/native-bridge-test.html`);
    // The page's layout is a style sheet of its own: an inline <style> is refused by the portal's CSP
    // (style-src 'self'), which left the frame at 300 × 150 px, too small for the Download menu to stay open.
    await expect(page.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height)).resolves.toBeGreaterThan(600);
    const portal = page.frameLocator('iframe');
    await submitLogin(portal, 'demo.client@example.com');
    await portal.getByRole('navigation').first().waitFor();
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await frame.goto(`${baseUrl}/client/folioDetails/Combined`);
    // The Download items are enabled once the summary has loaded (its holdings card appears with it).
    await portal.getByRole('region', { name: holdingsTexts.title }).waitFor();
    for (const item of [commonTexts.csv, commonTexts.pdf]) {
      await portal.getByRole('button', { name: commonTexts.downloadReport }).click();
      await portal.getByRole('menuitem', { name: item }).click();
    }
    type Message = { type: string; fileName: string; mimeType: string; base64: string };
    const messages = () => page.evaluate(() => (window as unknown as { nativeMessages: Message[] }).nativeMessages);
    await expect.poll(async () => (await messages()).length, { timeout: 30_000 }).toBe(2);
    const [csv, pdf] = await messages();
    expect(csv).toMatchObject({ type: 'file', fileName: expect.stringMatching(/^PortfolioSummary-\d+-[\d-]+\.csv$/) });
    expect(pdf).toMatchObject({
      type: 'file',
      mimeType: 'application/pdf',
      fileName: expect.stringMatching(/^PortfolioSummary-\d+-[\d-]+\.pdf$/),
    });
    expect(Buffer.from(pdf!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('listitem').nth(1).waitFor();
    expect(downloads).toBe(0);
    await context.close();
  });
});
