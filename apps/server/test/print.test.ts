/**
 * POST /nui/print end to end over a listening server and real Chromium: the session is required,
 * the page state must be the requester's client's (and account's), the print route reads its state
 * once, the front pages' adviser is the server's, and a full queue answers 503. The portal here is a
 * stand-in print page (a temporary dist) that only reads the state; the real print route is covered
 * by apps/portal/src/e2e/print.e2e.test.ts.
 */
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionDatesParams } from '@portal/api';
import type { AccountIdentity, AnalysisResult, ClientResource, PrintPageInput, TransactionEventsPage } from '@portal/api';
import { chromiumPath } from '../../../scripts/lib.mjs';
import { PASSWORD, createTestApp, loginCookie, type TestApp } from './helpers.ts';
import { printDist } from './print-page.ts';

const DEMO_CLIENT = 1000010001;
const OTHER_CLIENT = 1000010002;

let t: TestApp;
let base: string;
let dist: string;
let cookie: string;
let client: ClientResource;

beforeAll(async () => {
  // Reads the state once, shows it, and reads it again (the second read must find nothing); a
  // printRoute ending in /slow waits 1.5 s first (a long render, to fill the queue).
  dist = printDist(
    `const q = new URLSearchParams(location.search);
     const url = '/nui/public/print/state/' + q.get('uuid');
     const wait = q.get('printRoute').endsWith('/slow') ? 1500 : 0;
     new Promise((r) => setTimeout(r, wait)).then(() => fetch(url)).then((r) => r.json()).then(async (s) => {
       const again = await fetch(url);
       document.getElementById('out').textContent =
         ['NAME ' + s.page.clientName, 'ADVISER ' + (s.adviser ? s.adviser.name + ' (' + s.adviser.outletId + ')' : 'none'), 'DATE ' + s.reportDate, 'SECOND ' + again.status, 'ROUTE ' + q.get('printRoute'),
          'ANALYSIS ' + (s.page.analysis ? s.page.heading + ' ' + s.page.analysis.dateRangeId + ' ' + s.page.analysis.VALUATION_VS_MIMO.tableBreakdown.at(-1).value : 'none'),
          'SUMMARY ' + (s.page.accounts && s.page.kind === 'summary' ? s.page.accounts.length + ' ' + (s.page.account ? s.page.account.summary.accountValue + ' ' + s.page.account.holdings.holdings.length : 'Combined ' + s.page.holdings.map((h) => h.length).join(',')) : 'none'),
          'TRANSACTIONS ' + (s.page.events ? s.page.accountType + ' ' + s.page.events.length + ' ' + s.page.cashBalances.length + ' ' + (s.page.events[0] ? s.page.events[0].trevId : '-') : 'none'),
          'COSTS ' + (s.page.costs ? s.page.costs.period.from + ' ' + s.page.costs.period.to + ' ' + s.page.costs.sections.at(-1).total.amount : 'none'),
          'STATE ' + (JSON.stringify(s).includes('Forged') ? 'forged' : 'clean')].join(' |\\n');
       // One part a line, so that a long part is not wrapped into the next.
       document.getElementById('out').style.whiteSpace = 'pre-line';
       document.body.dataset.printReady = 'true';
     });`,
  );
  t = await createTestApp({ portalDistDir: dist, print: printConfig() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/nui/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ username: 'demo.client@example.com', password: PASSWORD }),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  client = (await (await fetch(`${base}/nui/nbs/clients/${DEMO_CLIENT}`, { headers: { cookie } })).json()) as ClientResource;
});

const printConfig = () => ({
  serviceUrl: null,
  serviceToken: null,
  chromiumPath: chromiumPath(),
  maxPages: 1,
  maxQueue: 0,
  timeoutMs: 15_000,
  stateTtlSeconds: 60,
  warm: false,
  child: false,
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const summary = (overrides: Partial<Extract<PrintPageInput, { kind: 'summary' }>> = {}): PrintPageInput => ({
  kind: 'summary',
  clientId: DEMO_CLIENT,
  accountNumber: null,
  ...overrides,
});

/** What a browser could add to a summary state before this change: a forged name, heading and figures. */
const forgedSummaryFigures = {
  clientName: 'Forged Name',
  heading: 'Forged heading',
  valueLabel: 'Portfolio value',
  value: '£12,500,000.00',
  lines: [{ label: 'Forged', value: '£12,500,000.00' }],
  holdings: { columns: ['Asset'], rows: [['Forged Fund']] },
  model: null,
  accounts: [],
  account: null,
};

/** A session of the app listening here (the shared helper: an adviser's login completes its second step). */
const loginAs = (username: string): Promise<string> => loginCookie(t.app, username);

function print(
  state: unknown,
  { withCookie = true, printHost = base, product = 'summary', as = '', printRoute = '/client/folioDetails/Combined' } = {},
) {
  const query = new URLSearchParams({
    product,
    isPortrait: 'true',
    printRoute,
    printHost,
    footer: 'Test footer',
  });
  return fetch(`${base}/nui/print?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(withCookie ? { cookie: as || cookie } : {}) },
    body: JSON.stringify({ state: gzipSync(JSON.stringify(state)).toString('base64') }),
  });
}

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('POST /nui/print', () => {
  it('prints the requester’s own state once, with the adviser and report date the server supplies', async () => {
    const response = await print(summary());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(response);
    expect(text).toContain('NAME Alice Morgan');
    expect(text).toMatch(
      new RegExp(`ADVISER ${client.adviser?.forename} ${client.adviser?.surname} \\(${client.adviser?.adviserOutletId}\\)`),
    );
    expect(text).toMatch(/DATE \d{4}-\d{2}-\d{2}/);
    expect(text).toContain('SECOND 404');
    // The footer names the client from its record, whatever text the caller asked for (review L5).
    expect(text).not.toContain('Test footer');
    expect(text.split('Alice Morgan').length).toBeGreaterThan(2);
  });

  it('uses the account’s adviser for an account summary', async () => {
    const account = client.accounts[0];
    const response = await print(summary({ accountNumber: account?.accountNumber ?? '' }), {
      printRoute: `/client/folioDetails/${account?.accountNumber ?? ''}`,
    });
    expect(response.status).toBe(200);
    expect(await pdfText(response)).toMatch(/ADVISER \S+ \S+ \(\d+\)/);
  });

  it('refuses another client’s state, an account the client does not own, and no session', async () => {
    expect((await print(summary({ clientId: OTHER_CLIENT }))).status).toBe(403);
    expect((await print(summary({ accountNumber: '99999999' }), { printRoute: '/client/folioDetails/99999999' })).status).toBe(403);
    expect((await print(summary(), { withCookie: false })).status).toBe(401);
  });

  describe('Folio details and costs: the browser names the page, client, account and period; the server reads the figures (review L5)', () => {
    const flat = async (response: Response) => (await pdfText(response)).replace(/\s+/g, ' ');

    it('prints the Combined summary from the server’s own reads, whatever figures and name the browser adds', async () => {
      const response = await print({ ...forgedSummaryFigures, ...summary() });
      expect(response.status).toBe(200);
      const text = await flat(response);
      expect(text).toContain(`NAME ${client.forename} ${client.surname}`);
      const open = client.accounts.filter((a) => a.accountStatus !== 'Closed');
      const perAccount = await Promise.all(
        open.map(async (a) => {
          const held = (await (await fetch(`${base}/nui/nbs/accounts/${a.accountNumber}/holdings`, { headers: { cookie } })).json()) as {
            holdings: unknown[];
          };
          return held.holdings.length;
        }),
      );
      expect(text).toContain(`SUMMARY ${client.accounts.length} Combined ${perAccount.join(',')}`);
      expect(text).toContain('STATE clean');
      expect(text).not.toContain('Forged');
    });

    it('prints one account’s summary and holdings as its own calls answer them', async () => {
      const account = client.accounts[0]!;
      const own = (await (
        await fetch(`${base}/nui/nbs/accounts/${account.accountNumber}/accountDetails`, { headers: { cookie } })
      ).json()) as { accountValue: number };
      const response = await print(
        {
          ...forgedSummaryFigures,
          ...summary({ accountNumber: account.accountNumber }),
          account: { summary: { accountValue: 12_500_000 } },
        },
        { printRoute: `/client/folioDetails/${account.accountNumber}` },
      );
      expect(response.status).toBe(200);
      const text = await flat(response);
      expect(text).toMatch(new RegExp(`SUMMARY ${client.accounts.length} ${own.accountValue} \\d+`));
      expect(text).toContain('STATE clean');
      expect(text).not.toContain('12500000');
    });

    const costs = (overrides: Record<string, unknown> = {}) => ({
      kind: 'costs',
      clientId: DEMO_CLIENT,
      accountNumber: null,
      period: {},
      ...overrides,
    });
    const costsOptions = { product: 'costs', printRoute: '/client/costs' };

    it('prints the server’s costs and charges of the period named, never the browser’s tables', async () => {
      const own = (await (
        await fetch(`${base}/nui/nbs/clients/${DEMO_CLIENT}/costsAndCharges?taxYear=2025`, { headers: { cookie } })
      ).json()) as { period: { from: string; to: string }; sections: Array<{ total: { amount: number } }> };
      const forged = costs({
        period: { taxYear: '2025' },
        clientName: 'Forged Name',
        sections: [{ name: 'Forged', notes: [], tables: [] }],
        notes: ['Forged'],
      });
      const response = await print(forged, costsOptions);
      expect(response.status).toBe(200);
      const text = await flat(response);
      expect(text).toContain(`NAME ${client.forename} ${client.surname}`);
      expect(text).toContain(`COSTS ${own.period.from} ${own.period.to} ${own.sections.at(-1)?.total.amount}`);
      expect(text).toContain('STATE clean');
    });

    it('refuses another client, one account, a period that is not valid, and a period in the old (formatted) form', async () => {
      expect((await print(costs(), costsOptions)).status).toBe(200);
      expect((await print(costs({ clientId: OTHER_CLIENT }), costsOptions)).status).toBe(403);
      expect((await print(costs({ accountNumber: '99999999' }), costsOptions)).status).toBe(400);
      for (const period of [{ from: '2026-13-01', to: '2026-01-01' }, '06.04.26 to 27.11.26', { taxYear: 'x' }, { sections: [] }]) {
        const answer = await print(costs({ period }), costsOptions);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ code: 'BadRequest' });
      }
    });

    it('refuses a summary of another client’s account (4xx with a code, nothing printed)', async () => {
      // Another client, naming this client's account (and then their own client id with it).
      const solo = await loginAs('solo.client@example.com');
      const route = { printRoute: `/client/folioDetails/${client.accounts[0]!.accountNumber}`, as: solo };
      for (const state of [summary({ accountNumber: client.accounts[0]!.accountNumber })]) {
        const answer = await print(state, route);
        expect(answer.status).toBe(403);
        expect(await answer.json()).toMatchObject({ code: 'Forbidden' });
      }
      const refused = await print(summary({ clientId: OTHER_CLIENT, accountNumber: client.accounts[0]!.accountNumber }), {
        printRoute: `/client/folioDetails/${client.accounts[0]!.accountNumber}`,
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'Forbidden' });
    });
  });

  describe('Transactions: the browser names the account, range, date type, search and unticked filters; the server reads the events (review L5)', () => {
    const startDate = '2000-01-01';
    const endDate = '2100-12-31';
    const transactions = (overrides: Record<string, unknown> = {}) => ({
      kind: 'transactions',
      clientId: DEMO_CLIENT,
      accountNumber: client.accounts[0]!.accountNumber,
      startDate,
      endDate,
      dateType: 'EFFECTIVE_EVENT',
      search: '',
      hidden: [],
      ...overrides,
    });
    const options = (accountNumber = client.accounts[0]!.accountNumber) => ({
      product: 'transactions',
      printRoute: `/client/transactions/${accountNumber}/${startDate}_${endDate}`,
    });

    it('prints every event of the range as the page’s own calls answer them, whatever rows and name the browser adds', async () => {
      const account = client.accounts[0]!;
      const query = new URLSearchParams({ ...transactionDatesParams('EFFECTIVE_EVENT', startDate, endDate) });
      const identity = (await (
        await fetch(`${base}/nui/nbs/accounts/ids/${account.accountId}?${query.toString()}`, { headers: { cookie } })
      ).json()) as AccountIdentity;
      const first = (await (
        await fetch(`${base}${identity._links.transactionEvents!.href}`, { headers: { cookie } })
      ).json()) as TransactionEventsPage;
      const forged = transactions({
        clientName: 'Forged Name',
        wrapperType: 'Forged',
        columns: ['Forged'],
        rows: [['Forged', '£12,500,000.00']],
        events: [],
      });
      const response = await print(forged, options());
      expect(response.status).toBe(200);
      const text = (await pdfText(response)).replace(/\s+/g, ' ');
      expect(text).toContain(`NAME ${client.forename} ${client.surname}`);
      expect(first.page.totalElements).toBeGreaterThan(0);
      expect(text).toMatch(
        new RegExp(
          `TRANSACTIONS ${account.accountType} ${first.page.totalElements} \\d+ ${first._embedded.transactionEventResourceList[0]!.trevId}`,
        ),
      );
      expect(text).toContain('STATE clean');
    });

    it('refuses another client’s account, a client without the transactions role, and a state that is not valid', async () => {
      // Another client naming this client's account, and this client naming an account it does not hold.
      const solo = await loginAs('solo.client@example.com');
      expect((await print(transactions(), { ...options(), as: solo })).status).toBe(403);
      const notHeld = await print(transactions({ accountNumber: '99999999' }), options('99999999'));
      expect(notHeld.status).toBe(403);
      expect(await notHeld.json()).toMatchObject({ code: 'Forbidden' });
      // solo.client has no transactions role: its own account's report is refused as its calls are.
      const soloId = ((await (await fetch(`${base}/nui/public/sessionInfo`, { headers: { cookie: solo } })).json()) as { id: number }).id;
      const soloClient = (await (await fetch(`${base}/nui/nbs/clients/${soloId}`, { headers: { cookie: solo } })).json()) as ClientResource;
      const own = soloClient.accounts[0]!.accountNumber;
      const refused = await print(transactions({ clientId: soloId, accountNumber: own }), { ...options(own), as: solo });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'RoleRequired' });
      for (const bad of [
        transactions({ dateType: 'TOMORROW' }),
        transactions({ search: 'x'.repeat(201) }),
        transactions({ hidden: 'all' }),
        transactions({ startDate: '2026-13-01' }),
        transactions({ startDate: endDate, endDate: startDate }),
      ]) {
        const answer = await print(bad, options());
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ code: 'BadRequest' });
      }
    });
  });

  describe('Analysis (spec §2.65): the browser names the client, account and range; the server prints its own figures (review L5)', () => {
    const analysis = (overrides: Record<string, unknown> = {}) => ({
      kind: 'analysis',
      clientId: DEMO_CLIENT,
      accountNumber: null,
      rangeId: 'LAST_12_MONTHS',
      ...overrides,
    });
    const options = (printRoute = '/client/analysis/Combined/LAST_12_MONTHS') => ({ product: 'analysis', printRoute });

    it('prints the server’s analysis and the client’s name from its record, whatever the browser adds', async () => {
      const own = (await (
        await fetch(`${base}/nui/nbs/clients/${DEMO_CLIENT}/analysis/Combined/LAST_12_MONTHS`, { headers: { cookie } })
      ).json()) as AnalysisResult;
      const closing = own.VALUATION_VS_MIMO.tableBreakdown.at(-1)?.value;
      const forged = analysis({ clientName: 'Forged Name', heading: 'Forged', analysis: { ...own, dateRangeId: 'FORGED' } });
      const response = await print(forged, options());
      expect(response.status).toBe(200);
      const text = (await pdfText(response)).replace(/\s+/g, ' ');
      expect(text).toContain(`NAME ${client.forename} ${client.surname}`);
      expect(text).toContain(`ANALYSIS Combined portfolio LAST_12_MONTHS ${closing}`);
      expect(text).not.toContain('Forged');
    });

    it('prints one account under its label', async () => {
      const account = client.accounts[0]!;
      const response = await print(
        analysis({ accountNumber: account.accountNumber, rangeId: 'ALL_DATES' }),
        options(`/client/analysis/${account.accountNumber}/ALL_DATES`),
      );
      expect(response.status).toBe(200);
      expect((await pdfText(response)).replace(/\s+/g, ' ')).toContain(
        `ANALYSIS ${account.wrapperType} ${account.accountNumber} ALL_DATES`,
      );
    });

    it('refuses another client, an account not held, an unknown range and a state that is not valid', async () => {
      expect((await print(analysis({ clientId: OTHER_CLIENT }), options())).status).toBe(403);
      expect((await print(analysis({ accountNumber: '99999999' }), options('/client/analysis/99999999/LAST_12_MONTHS'))).status).toBe(403);
      const unknownRange = await print(analysis({ rangeId: 'NEXT_CENTURY' }), options('/client/analysis/Combined/NEXT_CENTURY'));
      expect(unknownRange.status).toBe(400);
      expect(await unknownRange.json()).toMatchObject({ code: 'BadRequest' });
      for (const bad of [
        analysis({ rangeId: '../x' }),
        analysis({ rangeId: 'A'.repeat(41) }),
        analysis({ rangeId: undefined }),
        analysis({ clientId: '1' }),
      ]) {
        const answer = await print(bad, options());
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ code: 'BadRequest' });
      }
    });
  });

  describe('printRoute decides the page (spec §2 Print mode), Combined folio details by default', () => {
    it('refuses a state that is not the route’s page: another screen, or another account', async () => {
      const analysisState = { kind: 'analysis', clientId: DEMO_CLIENT, accountNumber: null, rangeId: 'LAST_12_MONTHS' };
      expect((await print(analysisState, { product: 'analysis', printRoute: '/client/folioDetails/Combined' })).status).toBe(400);
      expect((await print(summary(), { printRoute: '/client/analysis/Combined/LAST_12_MONTHS' })).status).toBe(400);
      expect((await print(summary(), { printRoute: `/client/folioDetails/${client.accounts[0]?.accountNumber}` })).status).toBe(400);
      expect((await print(analysisState, { product: 'analysis', printRoute: '/client/home' })).status).toBe(400);
    });

    it('prints the Combined summary when no printRoute is given, or one naming a page that does not print', async () => {
      expect((await print(summary(), { printRoute: '/client/home' })).status).toBe(200);
      const query = new URLSearchParams({ product: 'summary', printHost: base });
      const response = await fetch(`${base}/nui/print?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ state: gzipSync(JSON.stringify(summary())).toString('base64') }),
      });
      expect(response.status).toBe(200);
      expect((await pdfText(response)).replace(/\s+/g, ' ')).toContain('ROUTE /client/folioDetails/Combined');
      const account = { ...summary({ accountNumber: client.accounts[0]?.accountNumber ?? '' }) };
      const refused = await fetch(`${base}/nui/print?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ state: gzipSync(JSON.stringify(account)).toString('base64') }),
      });
      expect(refused.status).toBe(400);
    });
  });

  it('refuses a foreign print host, a state of another product and a state that is not compressed JSON', async () => {
    expect((await print(summary(), { printHost: 'http://localhost:1' })).status).toBe(400);
    expect((await print(summary(), { product: 'transactions' })).status).toBe(400);
    const garbage = await fetch(`${base}/nui/print?product=summary&printRoute=/client/home&printHost=${encodeURIComponent(base)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ state: 'bm90IGd6aXA=' }),
    });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 'BadRequest' });
  });

  it('prints for an adviser viewing the client (a read, allowed while read-only)', async () => {
    const adviser = await loginAs('demo.adviser@example.com');
    const impersonating = await fetch(`${base}/nui/nbs/impersonateUser/${DEMO_CLIENT}`, {
      headers: { cookie: adviser, 'sec-fetch-site': 'same-origin' },
    });
    expect(impersonating.status).toBe(200);
    const viewing = (impersonating.headers.get('set-cookie') ?? '').split(';')[0] || adviser;
    const response = await print(summary(), { as: viewing });
    expect(response.status).toBe(200);
    expect(await pdfText(response)).toContain('NAME Alice Morgan');
  });

  it('answers an unknown or used uuid 404', async () => {
    const response = await fetch(`${base}/nui/public/print/state/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
  });

  it('checks the session and the queue before the body is read or inflated (review M5)', async () => {
    // No session: refused before the body is parsed (a body that is not even JSON is never looked at).
    const anonymous = await fetch(`${base}/nui/print?product=summary&printRoute=/client/home&printHost=${encodeURIComponent(base)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{not json',
    });
    expect(anonymous.status).toBe(401);
    // The one place is taken by a long render: a state that is not even compressed JSON is refused
    // as busy (503, Retry-After), so nothing was inflated for it.
    const slow = print(summary(), { printRoute: '/client/folioDetails/Combined/slow' });
    const garbage = () =>
      fetch(`${base}/nui/print?product=summary&printRoute=/client/home&printHost=${encodeURIComponent(base)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ state: 'bm90IGd6aXA=' }),
      });
    let busy: Response | undefined;
    await expect
      .poll(
        async () => {
          busy = await garbage();
          return busy.status;
        },
        { timeout: 1_400, interval: 20 },
      )
      .toBe(503);
    expect(busy?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await slow).status).toBe(200);
    // And once it is done, the place is free again.
    expect((await garbage()).status).toBe(400);
  });

  it('never goes where a forged Host names: it prints this server’s own portal over loopback (review H1)', async () => {
    // A server that stands for the attacker's address (the Host the caller forges).
    let visits = 0;
    const evil = createServer((_req, res) => {
      visits++;
      res.end('<!doctype html><body data-print-ready="true">EVIL</body>');
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const forged = `127.0.0.1:${(evil.address() as AddressInfo).port}`;
    try {
      const query = new URLSearchParams({
        product: 'summary',
        isPortrait: 'true',
        printRoute: '/client/folioDetails/Combined',
        printHost: `http://${forged}`,
        footer: 'Forged',
      });
      const body = JSON.stringify({ state: gzipSync(JSON.stringify(summary())).toString('base64') });
      const answer = await new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          `${base}/nui/print?${query.toString()}`,
          { method: 'POST', headers: { host: forged, origin: `http://${forged}`, cookie, 'content-type': 'application/json' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(visits).toBe(0);
      expect(answer.status).toBe(200);
      expect(await pdfText(new Response(new Uint8Array(answer.body)))).toContain('NAME Alice Morgan');
    } finally {
      await new Promise((resolve) => evil.close(resolve));
    }
  });

  it('prints on an instance that admits one request at a time: the print browser’s own requests pass its load shedding (issue 33)', async () => {
    const shedding = {
      maxEventLoopDelayMs: 10_000,
      maxHeapBytes: 0,
      maxDbQueue: 10_000,
      maxInFlight: 1,
      maxWaitMs: 0,
      maxDbWaitMs: 0,
      retryAfterSeconds: 2,
    };
    const busy = await createTestApp({ portalDistDir: dist, print: printConfig(), shedding }, t.handle);
    try {
      await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const busyBase = `http://127.0.0.1:${(busy.app.server.address() as AddressInfo).port}`;
      // While the PDF holds the one turn, its page's HTML, scripts and page state come in: refused, it never became ready.
      const query = new URLSearchParams({
        product: 'summary',
        isPortrait: 'true',
        printRoute: '/client/folioDetails/Combined',
        printHost: busyBase,
      });
      const pending = fetch(`${busyBase}/nui/print?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: busyBase, cookie },
        body: JSON.stringify({ state: gzipSync(JSON.stringify(summary())).toString('base64') }),
      });
      const answer = await pending;
      expect(answer.status).toBe(200);
      expect(await pdfText(answer)).toContain('NAME Alice Morgan');
    } finally {
      await busy.close();
    }
  });

  it('answers 503 when the one page is busy and no queue is allowed', async () => {
    const answers = await Promise.all([print(summary()), print(summary()), print(summary())]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(503);
    const busy = answers.find((r) => r.status === 503);
    expect(await busy?.json()).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    expect(busy?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
