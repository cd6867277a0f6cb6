/**
 * Costs and charges (issue 32 item 3) through the router: the page asks for the period in its address,
 * shows a section per account with its tables, and its CSV and PDF page state carry the same figures
 * (the e2e test compares the real downloads). Linked from Analysis and Personal details.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CostsAndCharges } from '@portal/api/browser';
import { COST_LINES, commonTexts, costsTexts, pageTitles, portfolioTexts } from '@portal/domain';
import { paths } from '../../shared/paths.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, json, never, type Handler } from '../../test/portal-fakes.ts';
import { costsCsv, costsPageState, costsSections } from '../../shared/costs-report.ts';

const account = (accountNumber: string, wrapperType: string) => ({
  accountId: Number(accountNumber),
  accountNumber,
  wrapperType,
  accountType: wrapperType,
  accountStatus: 'Active',
  alias: null,
  numberOfOwners: 1,
  jointClients: [],
  totalHoldings: 0,
  details: { regularContributions: [], regularWithdrawals: [] },
  _links: {},
});
const accounts = [account('1000001', 'ISA'), account('1000002', 'GIA')];

const section = (accountsKey: string, scale: number) => ({
  accountsKey,
  accountNumbers: [accountsKey],
  averageValue: 10_000.01 * scale,
  lines: COST_LINES.map((line, i) => ({ line, amount: Math.round(i * 12.345 * scale * 100) / 100, percentOfAverage: i * 0.1234 })),
  total: { amount: Math.round(COST_LINES.reduce((s, _, i) => s + i * 12.345 * scale, 0) * 100) / 100, percentOfAverage: 3.4552 },
  returnWithCostsPercent: -1.5,
  returnWithoutCostsPercent: 1.9552,
  effectOnReturn: Math.round(COST_LINES.reduce((s, _, i) => s + i * 12.345 * scale, 0) * 100) / 100,
  nextYear: { lines: COST_LINES.map((line) => ({ line, amount: 10.5 * scale })), total: 84 * scale },
});

const answer: CostsAndCharges = {
  today: '2026-11-28',
  valuationDate: '2026-11-27',
  period: { from: '2026-04-06', to: '2026-11-27', taxYear: '2026/27' },
  taxYears: [
    { startYear: 2026, label: '2026/27', from: '2026-04-06', to: '2026-11-27' },
    { startYear: 2025, label: '2025/26', from: '2025-04-06', to: '2026-04-05' },
  ],
  cashInterestRetainedKnown: false,
  sections: [section('1000001', 1), section('1000002', 2), section('Combined', 3)],
};

let asked: string[] = [];
/** The page states the page posted to the print service (inflated). */
let printed: Promise<unknown>[] = [];
let handler: Handler;
startAsClient(() => handler);

async function inflated(init: RequestInit | undefined): Promise<unknown> {
  const { state } = JSON.parse(String(init?.body)) as { state: string };
  const gz = Uint8Array.from(atob(state), (c) => c.charCodeAt(0));
  return JSON.parse(await new Response(new Response(gz).body!.pipeThrough(new DecompressionStream('gzip'))).text());
}

const serve = () => {
  asked = [];
  printed = [];
  handler = clientServer(
    (url, init) => {
      if (url.includes('/nui/print?')) {
        printed.push(inflated(init));
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }
      // Analysis's own data is not this test's: it stays loading.
      if (url.includes('/analysis/')) return never();
      if (!url.includes('/costsAndCharges')) return undefined;
      asked.push(url);
      return json(200, answer);
    },
    () => clientResource({ accounts }),
  );
};

/** Every table's rows as text: [row header, ...cells]. */
const domRows = () =>
  screen.getAllByRole('table').flatMap((table) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
  );

describe('costs and charges', { timeout: 20_000 }, () => {
  it('shows a section per account and Combined for the period in the address', async () => {
    serve();
    openAt(`${paths.client.costs.href()}?taxYear=2025`);
    await screen.findByRole('heading', { level: 1, name: costsTexts.title });
    await screen.findByRole('heading', { level: 2, name: 'ISA 1000001' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ISA 1000001',
      'GIA 1000002',
      portfolioTexts.combinedTitle,
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/\/nui\/nbs\/clients\/1000010001\/costsAndCharges\?taxYear=2025$/);
    expect(screen.getAllByRole('table')).toHaveLength(9);
    expect(screen.getByText(costsTexts.cashInterestUnknown)).toBeInTheDocument();
  });

  it('asks again for the tax year chosen', async () => {
    serve();
    const router = openAt(paths.client.costs.href());
    await screen.findByRole('heading', { level: 2, name: 'ISA 1000001' });
    expect(asked[0]).toMatch(/costsAndCharges$/);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(costsTexts.taxYear) }));
    await userEvent.click(screen.getByRole('option', { name: '2025/26' }));
    await waitFor(() => expect(router.state.location.search).toBe('?taxYear=2025'));
    await waitFor(() => expect(asked.at(-1)).toMatch(/\?taxYear=2025$/));
  });

  it('asks the print service for the client and the period shown only: no figure, no name (review L5)', async () => {
    serve();
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    openAt(`${paths.client.costs.href()}?taxYear=2025`);
    await screen.findByRole('heading', { level: 2, name: 'ISA 1000001' });
    await userEvent.click(screen.getByRole('button', { name: commonTexts.downloadReport }));
    await userEvent.click(await screen.findByRole('menuitem', { name: commonTexts.pdf }));
    await waitFor(() => expect(printed).toHaveLength(1));
    // The answer's period is this tax year's (the fake answers one period): the page names the one it shows.
    expect(await printed[0]).toEqual({ kind: 'costs', clientId: 1000010001, accountNumber: null, period: { taxYear: '2026' } });
  });

  it('writes the CSV and the PDF page state with the figures the page shows', async () => {
    serve();
    openAt(paths.client.costs.href());
    await screen.findByRole('heading', { level: 2, name: 'ISA 1000001' });
    const shown = domRows();
    const input = {
      clientId: 1000010001,
      clientName: 'Alice Morgan',
      data: answer,
      sections: costsSections(answer, accounts),
      reportDate: '2026-11-28',
    };
    // The PDF: the same rows, texts as shown.
    const printed = costsPageState(input).sections.flatMap((s) => s.tables.flatMap((t) => t.rows));
    expect(printed).toEqual(shown);
    // The CSV: every amount to the penny and every percentage as shown, in the same order.
    const records = costsCsv(input)
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','));
    const header = records.findIndex((r) => r[0] === costsTexts.csv.type);
    const body = records.slice(header + 1);
    expect(body).toHaveLength(shown.length);
    body.forEach((record, i) => {
      const row = shown[i]!;
      expect(record[3]).toBe(row[0]);
      const money = row.slice(1).find((c) => c.includes('£'));
      const pct = row.slice(1).find((c) => c.endsWith('%'));
      const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);
      expect(record[4] === '' ? null : pence(record[4]!)).toBe(money === undefined ? null : pence(money));
      expect(record[5] === '' ? null : `${record[5]}%`).toBe(pct ?? null);
      if (row[0] === costsTexts.total) expect(record[0]).toBe('');
      else expect([costsTexts.csv.costType, costsTexts.csv.figureType]).toContain(record[0]);
    });
  });

  it('is linked from Personal details', async () => {
    serve();
    openAt(paths.client.personal.href());
    const link = await screen.findByRole('link', { name: costsTexts.seeCosts });
    expect(link).toHaveAttribute('href', paths.client.costs.href());
    expect(pageTitles.costs).toBe(costsTexts.title);
  });

  it('is linked from Analysis', async () => {
    serve();
    openAt(paths.client.analysis.href('Combined', 'LAST_12_MONTHS'));
    const link = await screen.findByRole('link', { name: costsTexts.seeCosts });
    expect(link).toHaveAttribute('href', paths.client.costs.href());
  });
});
