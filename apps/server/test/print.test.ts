/**
 * POST /nui/print end to end over a listening server and real Chromium: the session is required,
 * the page state must be the requester's client's (and account's), the print route reads its state
 * once, the front pages' adviser is the server's, and a full queue answers 503. The portal here is a
 * stand-in print page (a temporary dist) that only reads the state; the real print route is covered
 * by apps/portal/src/e2e/print.e2e.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientResource, PrintPageInput } from '@portal/api';
import { PASSWORD, createTestApp, type TestApp } from './helpers.ts';

const DEMO_CLIENT = 1000010001;
const OTHER_CLIENT = 1000010002;

let t: TestApp;
let base: string;
let dist: string;
let cookie: string;
let client: ClientResource;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'print-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><body><main id="out"></main><script src="/stub.js"></script></body></html>',
  );
  // Reads the state once, shows it, and reads it again (the second read must find nothing).
  writeFileSync(
    join(dist, 'stub.js'),
    `const q = new URLSearchParams(location.search);
     const url = '/nui/public/print/state/' + q.get('uuid');
     fetch(url).then((r) => r.json()).then(async (s) => {
       const again = await fetch(url);
       document.getElementById('out').textContent =
         ['NAME ' + s.page.clientName, 'ADVISER ' + (s.adviser ? s.adviser.name + ' (' + s.adviser.outletId + ')' : 'none'), 'DATE ' + s.reportDate, 'SECOND ' + again.status, 'ROUTE ' + q.get('printRoute')].join(' | ');
       document.body.dataset.printReady = 'true';
     });`,
  );
  t = await createTestApp({
    portalDistDir: dist,
    print: {
      serviceUrl: null,
      serviceToken: null,
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      maxPages: 1,
      maxQueue: 0,
      timeoutMs: 15_000,
      stateTtlSeconds: 60,
      warm: false,
      child: false,
    },
  });
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

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const summary = (overrides: Partial<Extract<PrintPageInput, { kind: 'summary' }>> = {}): PrintPageInput => ({
  kind: 'summary',
  clientId: DEMO_CLIENT,
  clientName: 'Alice Morgan',
  accountNumber: null,
  heading: 'Combined portfolio',
  valueLabel: 'Portfolio value',
  value: '£1.00',
  lines: [],
  holdings: { columns: ['Asset'], rows: [['Fund']] },
  model: null,
  ...overrides,
});

async function loginAs(username: string): Promise<string> {
  const response = await fetch(`${base}/nui/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function print(state: unknown, { withCookie = true, printHost = base, product = 'summary', as = '' } = {}) {
  const query = new URLSearchParams({
    product,
    isPortrait: 'true',
    printRoute: '/client/folioDetails/Combined',
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
    expect(text).toContain('Test footer');
  });

  it('uses the account’s adviser for an account summary', async () => {
    const account = client.accounts[0];
    const response = await print(summary({ accountNumber: account?.accountNumber ?? '' }));
    expect(response.status).toBe(200);
    expect(await pdfText(response)).toMatch(/ADVISER \S+ \S+ \(\d+\)/);
  });

  it('refuses another client’s state, an account the client does not own, and no session', async () => {
    expect((await print(summary({ clientId: OTHER_CLIENT }))).status).toBe(403);
    expect((await print(summary({ accountNumber: '99999999' }))).status).toBe(403);
    expect((await print(summary(), { withCookie: false })).status).toBe(401);
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
    const impersonating = await fetch(`${base}/nui/nbs/impersonateUser/${DEMO_CLIENT}`, { headers: { cookie: adviser } });
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

  it('answers 503 when the one page is busy and no queue is allowed', async () => {
    const answers = await Promise.all([print(summary()), print(summary()), print(summary())]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(503);
    const busy = answers.find((r) => r.status === 503);
    expect(await busy?.json()).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
  });
});
