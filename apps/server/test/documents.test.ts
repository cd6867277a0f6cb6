/**
 * Documents (spec §2 Documents, §7): the client's filtered pages, ownership of a document and its
 * PDF (parsed back to text), and marking it read. Mutations run last: they change the file's database copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { correspondence, correspondencePage, errorBody, href, markAsReadResponse, routes } from '@portal/api';
import type { CorrespondencePage } from '@portal/api';
import { formatMoney } from '@portal/domain';
import { holdingsOn } from '../src/features/documents/repository.ts';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const ALICE = 1000010001;
let t: TestApp;
let demo: string;
let solo: string;
let david: string;
let adviser: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookie(t.app, 'demo.client@example.com');
  solo = await loginCookie(t.app, 'solo.client@example.com');
  david = await loginCookie(t.app, 'david.morgan@example.com');
  adviser = await loginCookie(t.app, 'demo.adviser@example.com');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = (query: Record<string, string | number>, cookie = demo) =>
  get(href(routes.correspondences, { clientId: ALICE }, query), cookie);

async function page(url: string, cookie = demo): Promise<CorrespondencePage> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return correspondencePage.strict().parse(response.json());
}

/** Every document of the list, following `next` links from the first page. */
async function all(query: Record<string, string | number> = {}): Promise<CorrespondencePage[]> {
  const pages = [await page(href(routes.correspondences, { clientId: ALICE }, query))];
  for (let next = pages[0]?._links.next?.href; next; next = pages.at(-1)?._links.next?.href) pages.push(await page(next));
  return pages;
}

const docsOf = (pages: CorrespondencePage[]) => pages.flatMap((p) => p._embedded.correspondenceResourceList);

async function aliceDocuments() {
  return t.handle.db.selectFrom('correspondences').selectAll().where('client_id', '=', ALICE).orderBy('sent_date', 'desc').execute();
}

describe('GET /nui/nbs/clients/{clientId}/correspondences: pages', () => {
  it('pages newest first (20 a page) with next links until the last page', async () => {
    const pages = await all();
    const stored = await aliceDocuments();
    expect(stored.length).toBeGreaterThan(20);
    expect(pages.length).toBe(Math.ceil(stored.length / 20));
    for (const [i, p] of pages.entries()) {
      expect(p.page).toEqual({ size: 20, totalElements: stored.length, totalPages: pages.length, number: i });
      expect(Boolean(p._links.next)).toBe(i < pages.length - 1);
      expect(p.unreadDocumentsPresent).toBe(true);
    }
    const dates = docsOf(pages).map((d) => d.sentDate);
    expect(dates).toHaveLength(stored.length);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(docsOf(pages).map((d) => d.documentId)).size).toBe(stored.length);
  });

  it('demo data: several categories and accounts, some unread', async () => {
    const docs = docsOf(await all());
    expect(new Set(docs.map((d) => d.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(docs.map((d) => d.accountNumber).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(docs.some((d) => d.firstOpenDate === null)).toBe(true);
    expect(docs.some((d) => d.firstOpenDate !== null)).toBe(true);
  });

  it('filters by category, account and dates, and the next links keep the filters', async () => {
    const stored = await aliceDocuments();
    const valuations = docsOf(await all({ category: 'Valuation', size: 3 }));
    expect(valuations.length).toBe(stored.filter((d) => d.category === 'Valuation').length);
    expect(valuations.every((d) => d.category === 'Valuation')).toBe(true);
    const misc = docsOf(await all({ category: 'None' }));
    expect(misc.length).toBeGreaterThan(0);
    expect(misc.every((d) => d.category === 'None')).toBe(true);

    const account = stored.find((d) => d.account_number)?.account_number as string;
    const first = await page(href(routes.correspondences, { clientId: ALICE }, { accountNumber: account, size: 2 }));
    expect(first._links.next?.href).toContain(`accountNumber=${account}`);
    const ofAccount = docsOf(await all({ accountNumber: account, size: 2 }));
    expect(ofAccount.length).toBe(stored.filter((d) => d.account_number === account).length);
    expect(ofAccount.every((d) => d.accountNumber === account)).toBe(true);

    const from = stored[10]?.sent_date.toISOString().slice(0, 10) as string;
    const to = stored[3]?.sent_date.toISOString().slice(0, 10) as string;
    const windowed = docsOf(await all({ dateFrom: from, dateTo: to }));
    expect(windowed.map((d) => d.documentId)).toEqual(stored.slice(3, 11).map((d) => d.document_id));
    const both = docsOf(await all({ category: 'Valuation', accountNumber: account, dateFrom: '2000-01-01', dateTo: to }));
    expect(both.every((d) => d.category === 'Valuation' && d.accountNumber === account && d.sentDate.slice(0, 10) <= to)).toBe(true);
  });

  it("lists the client's own distinct categories on every page, whatever the filters, and one the client has none of finds nothing", async () => {
    const stored = await t.handle.db.selectFrom('correspondences').select('category').distinct().where('client_id', '=', ALICE).execute();
    const expected = stored.map((c) => c.category).sort();
    expect(expected.length).toBeGreaterThan(1);
    expect((await page(href(routes.correspondences, { clientId: ALICE }, {}))).categories).toEqual(expected);
    const filtered = await page(href(routes.correspondences, { clientId: ALICE }, { category: expected[0] }));
    expect(filtered.categories).toEqual(expected);
    expect(filtered._embedded.correspondenceResourceList.every((d) => d.category === expected[0])).toBe(true);
    // The UI's name for None is not a category: nothing matches it.
    expect((await page(href(routes.correspondences, { clientId: ALICE }, { category: 'Miscellaneous' }))).page.totalElements).toBe(0);
  });

  it('answers an empty page for a well-formed account number the client does not hold', async () => {
    const empty = await page(href(routes.correspondences, { clientId: ALICE }, { accountNumber: 'ZZ999999' }));
    expect(empty._embedded.correspondenceResourceList).toEqual([]);
    expect(empty.page).toMatchObject({ totalElements: 0, totalPages: 0, number: 0 });
    expect(empty._links.next).toBeUndefined();
  });

  it.each([
    ['an empty category', { category: '' }],
    ['a category over 100 characters', { category: 'x'.repeat(101) }],
    ['a malformed account number', { accountNumber: 'no/such!' }],
    ['a malformed dateFrom', { dateFrom: '2024-13-01' }],
    ['a dateTo that is not a date', { dateTo: 'yesterday' }],
    ['dateFrom after dateTo', { dateFrom: '2025-02-01', dateTo: '2025-01-01' }],
    ['an unknown filter', { type: 'all' }],
    ['a negative page', { page: -1 }],
  ])('refuses %s with 400 BadRequest', async (_, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).code).toBe('BadRequest');
  });

  it("refuses another client's list (403) and anonymous callers (401)", async () => {
    expect((await list({}, solo)).statusCode).toBe(403);
    expect((await list({}, david)).statusCode).toBe(403);
    expect((await get(href(routes.correspondences, { clientId: ALICE }, {}))).statusCode).toBe(401);
  });
});

/** A fresh adviser session viewing the client (impersonating replaces the session's cookie). */
async function impersonating(clientId: number): Promise<string> {
  const own = await loginCookie(t.app, 'demo.adviser@example.com');
  const response = await get(href(routes.impersonateUser, { clientId }), own);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response) ?? own;
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('documents: one document and its PDF', () => {
  it('answers the document to its owner, 404 to everyone else', async () => {
    const [doc] = await aliceDocuments();
    const url = href(routes.document, { documentId: doc!.document_id });
    const own = await get(url, demo);
    expect(own.statusCode).toBe(200);
    expect(correspondence.parse(own.json())).toMatchObject({ documentId: doc!.document_id, category: doc!.category });
    for (const other of [solo, david, adviser]) {
      const refused = await get(url, other);
      expect(refused.statusCode).toBe(404);
      expect(errorBody.parse(refused.json()).code).toBe('NotFound');
    }
    expect((await get(href(routes.document, { documentId: 999999999 }), demo)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('downloads a real PDF for the owner and an impersonating adviser of the owner, 404 for anyone else', async () => {
    const [doc] = await aliceDocuments();
    const url = href(routes.documentDownload, { documentId: doc!.document_id });
    const own = await get(url, demo);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not JSON: the full set of document headers (helmet's), never cached.
    expect(own.headers['content-security-policy']).toContain("object-src 'none'");
    expect(own.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(own.headers['cache-control']).toBe('no-store');
    const viewing = await impersonating(ALICE);
    expect((await get(url, viewing)).statusCode).toBe(200);
    for (const other of [solo, david, adviser, await impersonating(1000010002)]) expect((await get(url, other)).statusCode).toBe(404);
  });

  it('names the file <category>-<sentDate>-<documentId>.pdf, safely', async () => {
    const doc = (await aliceDocuments()).find((d) => d.category === 'Contract note')!;
    const response = await get(href(routes.documentDownload, { documentId: doc.document_id }), demo);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Contract-note-${doc.sent_date.toISOString().slice(0, 10)}-${doc.document_id}.pdf"`,
    );
  });

  it("a valuation prints the title, the client, the account and that account's holdings and total on the date", async () => {
    const doc = (await aliceDocuments()).find((d) => d.category === 'Valuation' && d.account_number)!;
    const response = await get(href(routes.documentDownload, { documentId: doc.document_id }), demo);
    const text = await pdfText(response.rawPayload);
    const date = doc.sent_date.toISOString().slice(0, 10).split('-').reverse().join('/');
    for (const expected of [
      doc.display_name,
      'Mrs Alice Morgan',
      `Date: ${date}`,
      `on ${date}.`,
      `Client reference: ${ALICE}`,
      `Account number: ${doc.account_number}`,
      'Kittiwake Wealth Partners',
    ])
      expect(text).toContain(expected);
    const held = await holdingsOn(t.handle.db, doc.account_number!, doc.sent_date.toISOString().slice(0, 10));
    expect(held!.lines.length).toBeGreaterThan(0);
    for (const line of held!.lines) expect(text).toContain(formatMoney(line.value));
    const total = held!.lines.reduce((s, l) => s + l.value, 0) + held!.cash;
    expect(text).toContain(`Total value ${formatMoney(Math.round(total * 100) / 100)}`);
  });

  it('a contract note prints the trades, a tax certificate the tax year income, a letter its text', async () => {
    const stored = await aliceDocuments();
    const note = stored.find((d) => d.category === 'Contract note' && d.account_number)!;
    const noteText = await pdfText((await get(href(routes.documentDownload, { documentId: note.document_id }), demo)).rawPayload);
    expect(noteText).toContain(note.display_name);
    expect(noteText).toContain(`Account number: ${note.account_number}`);
    expect(noteText).toMatch(/We confirm the following trades placed on your behalf on \d{2}\/\d{2}\/\d{4}/);
    expect(noteText).toMatch(/Buy|Sell|Switch/);
    const tax = stored.find((d) => d.category === 'Tax')!;
    const taxText = await pdfText((await get(href(routes.documentDownload, { documentId: tax.document_id }), demo)).rawPayload);
    expect(taxText).toContain('Consolidated tax certificate');
    expect(taxText).toMatch(/tax year \d{4}\/\d{2}/);
    expect(taxText).toContain('Total income £');
    expect(taxText).not.toContain('Account number:');
    const letter = stored.find((d) => d.category === 'None')!;
    const letterText = await pdfText((await get(href(routes.documentDownload, { documentId: letter.document_id }), demo)).rawPayload);
    expect(letterText).toContain('please contact your adviser');
  });

  it('refuses a malformed document id with 400', async () => {
    const response = await get('/nui/nsbs/correspondence/abc/download', demo);
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).code).toBe('BadRequest');
  });
});

describe('PATCH /nui/nsbs/correspondence/markAsRead', () => {
  const mark = (payload: unknown, cookie = demo) =>
    t.app.inject({
      method: 'PATCH',
      url: routes.markAsRead.path,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('records the first open date once and keeps it on later calls', async () => {
    const doc = (await aliceDocuments()).find((d) => d.first_open_date === null)!;
    const body = { documentId: doc.document_id, sentDate: doc.sent_date.toISOString() };
    const first = await mark(body);
    expect(first.statusCode, first.body).toBe(200);
    const { firstOpenDate } = markAsReadResponse.parse(first.json());
    expect(firstOpenDate).toBe(t.clock.now.toISOString());
    t.clock.advance(60);
    expect(markAsReadResponse.parse((await mark(body)).json()).firstOpenDate).toBe(firstOpenDate);
    const listed = docsOf(await all()).find((d) => d.documentId === doc.document_id);
    expect(listed?.firstOpenDate).toBe(firstOpenDate);
  });

  it('keeps unreadDocumentsPresent right on the (cached) client resource and the pages', async () => {
    const before = await get(href(routes.client, { clientId: ALICE }), demo);
    expect((before.json() as { correspondences: { unreadDocumentsPresent: boolean } }).correspondences.unreadDocumentsPresent).toBe(true);
    for (const doc of (await aliceDocuments()).filter((d) => d.first_open_date === null)) {
      expect((await mark({ documentId: doc.document_id, sentDate: doc.sent_date.toISOString() })).statusCode).toBe(200);
    }
    const after = await get(href(routes.client, { clientId: ALICE }), demo);
    expect((after.json() as { correspondences: { unreadDocumentsPresent: boolean } }).correspondences.unreadDocumentsPresent).toBe(false);
    expect((await all())[0]?.unreadDocumentsPresent).toBe(false);
  });

  it("answers 404 for another client's document, an unknown one, or a sentDate that does not match", async () => {
    const [doc] = await aliceDocuments();
    const body = { documentId: doc!.document_id, sentDate: doc!.sent_date.toISOString() };
    for (const other of [solo, david]) {
      const response = await mark(body, other);
      expect(response.statusCode).toBe(404);
      expect(errorBody.parse(response.json()).code).toBe('NotFound');
    }
    expect((await mark({ ...body, documentId: 999999999 })).statusCode).toBe(404);
    expect((await mark({ ...body, sentDate: '2001-01-01T00:00:00.000Z' })).statusCode).toBe(404);
  });

  it.each([
    ['an empty body', {}],
    ['a string id', { documentId: '1', sentDate: '2025-01-01T07:30:00.000Z' }],
    ['no sentDate', { documentId: 1 }],
    ['a sentDate that is not a time', { documentId: 1, sentDate: 'soon' }],
    ['an extra field', { documentId: 1, sentDate: '2025-01-01T07:30:00.000Z', read: true }],
    // Beyond PostgreSQL's integer: refused by the contract, not a database error (review L7).
    ['an id beyond the integer range', { documentId: 3_000_000_000, sentDate: '2025-01-01T07:30:00.000Z' }],
  ])('refuses %s with 400 BadRequest', async (_, payload) => {
    const response = await mark(payload);
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).code).toBe('BadRequest');
  });

  it('is refused with 403 ReadOnly while an adviser impersonates the owner, and changes nothing', async () => {
    const doc = (await aliceDocuments())[0]!;
    await t.handle.db.updateTable('correspondences').set({ first_open_date: null }).where('document_id', '=', doc.document_id).execute();
    const response = await mark({ documentId: doc.document_id, sentDate: doc.sent_date.toISOString() }, await impersonating(ALICE));
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('ReadOnly');
    const row = await t.handle.db
      .selectFrom('correspondences')
      .select('first_open_date')
      .where('document_id', '=', doc.document_id)
      .executeTakeFirstOrThrow();
    expect(row.first_open_date).toBeNull();
  });
});
