/**
 * Costs and charges (issue 32 item 3) in a real browser against the demo data: the page, its CSV and
 * its PDF (printed by the print service) show the same figures. Every table row on the page is read
 * from the DOM; the CSV's row for it must hold the same amount to the penny and the same percentage,
 * and the PDF's text must hold the row as shown, in the same order.
 */
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import type { CostsAndCharges } from '@portal/api';
import { commonTexts, costsTexts, formatDate, formatMoney, printTexts } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { logIn } from './session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  await logIn(page, baseUrl, 'demo.client@example.com');
  await landOnHome(page, baseUrl);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function download(item: string): Promise<Download> {
  await page.getByRole('button', { name: commonTexts.downloadReport }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return file;
}

const fileOf = async (file: Download) => readFileSync((await file.path())!);

async function pdfText(file: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await fileOf(file)) });
  try {
    // Line breaks and spacing differ between renderers; compare on single spaces.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** '£1,234.56' or '-£0.50' in pence. */
const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

/** Every row of every table on the page, as its cells' texts (row header first). */
const pageRows = () =>
  page.$$eval('main table', (tables) =>
    tables.flatMap((t) =>
      [...t.querySelectorAll('tbody tr, tfoot tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
    ),
  );

async function compareAll(address: string, query = '') {
  await page.goto(`${baseUrl}${address}`);
  await page.locator('main table').first().waitFor();
  const rows = await pageRows();
  expect(rows.length).toBeGreaterThan(0);
  // The demo charges something: the check is not over tables of zeros.
  expect(rows.some((r) => r[0] === costsTexts.total && r[1] !== '£0.00')).toBe(true);

  // The CSV: ISO-8859-1, no pound signs, one record per row of the page in the page's order.
  const csv = (await fileOf(await download(commonTexts.csv))).toString('latin1');
  expect(csv).not.toContain('£');
  const records = csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((f) => f.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));
  const body = records.slice(records.findIndex((r) => r[0] === costsTexts.csv.type) + 1);
  expect(body).toHaveLength(rows.length);
  rows.forEach((row, i) => {
    const record = body[i]!;
    expect(record[3]).toBe(row[0]);
    const money = row.slice(1).find((c) => c.includes('£'));
    const percent = row.slice(1).find((c) => c.endsWith('%'));
    expect(record[4] ? pence(record[4]) : null, `${row[0]} amount`).toBe(money === undefined ? null : pence(money));
    if (percent === '< 0.01%') expect(Math.abs(Number(record[5]))).toBeLessThan(0.01);
    else expect(record[5] ? `${record[5]}%` : null, `${row[0]} %`).toBe(percent ?? null);
  });

  // The PDF: its text holds every row as the page shows it, in the page's order.
  const text = await pdfText(await download(commonTexts.pdf));
  expect(text).toContain(costsTexts.title);
  expect(text).toContain(printTexts.clientReference);
  let from = 0;
  for (const row of rows) {
    const shown = row.filter((c) => c !== '').join(' ');
    const at = text.indexOf(shown, from);
    expect(at, `PDF row '${shown}' after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + shown.length;
  }
  // And the figures are the server's own answer for that period (review L5), not the page's: every
  // section's total cost and next-year total, formatted as printed.
  const own = await page.evaluate(async (q) => {
    const id = (await (await fetch('/nui/public/sessionInfo')).json()).id as number;
    return (await (await fetch(`/nui/nbs/clients/${id}/costsAndCharges${q}`)).json()) as CostsAndCharges;
  }, query);
  expect(own.sections.length).toBeGreaterThan(0);
  for (const section of own.sections) {
    expect(text).toContain(formatMoney(section.total.amount));
    expect(text).toContain(formatMoney(section.nextYear.total));
  }
  expect(text).toContain(costsTexts.period(formatDate(own.period.from), formatDate(own.period.to)));
}

describe('costs and charges: the page, the CSV and the PDF agree to the penny', () => {
  it('this tax year', async () => {
    await compareAll(paths.client.costs.href());
  });

  it('the last tax year', async () => {
    const costs = await page.evaluate(async () => {
      const id = (await (await fetch('/nui/public/sessionInfo')).json()).id as number;
      return (await (await fetch(`/nui/nbs/clients/${id}/costsAndCharges`)).json()) as CostsAndCharges;
    });
    const last = costs.taxYears[1];
    expect(last).toBeDefined();
    await compareAll(`${paths.client.costs.href()}?taxYear=${last!.startYear}`, `?taxYear=${last!.startYear}`);
  });
});
