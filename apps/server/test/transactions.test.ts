/** The transaction calls of spec §7: paging and next links, date types and end of day, excluded codes, cash balances, owners only, role required. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClients,
  accountIdentity,
  adviser as adviserSchema,
  cashBalancesResponse,
  errorBody,
  transactionDatesParams,
  transactionEventsPage,
} from '@portal/api';
import type { ClientResource, TransactionEventsPage } from '@portal/api';
import { EXCLUDED_TRANSACTION_TYPE_CODES, addDays } from '@portal/domain';
import { accountPrintAdviser } from '../src/features/print/repository.ts';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let demo: string;
let solo: string;
let big: string;
let david: string;
let adviser: string;
let demoAccounts: ClientResource['accounts'];
let bigAccount: ClientResource['accounts'][number];
let soloAccount: ClientResource['accounts'][number];

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const qs = (query: object) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString();
const eventsUrl = (accountNumber: string, query: object) => `/nui/nbs/accounts/${accountNumber}/transactionEvents?${qs(query)}`;
const allDates = (dateType: 'EFFECTIVE_EVENT' | 'PROCESSED' | 'EFFECTIVE' | 'REPORTING' = 'EFFECTIVE_EVENT') =>
  transactionDatesParams(dateType, '2006-01-01', '2025-11-20');

async function page(url: string, cookie: string): Promise<TransactionEventsPage> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = transactionEventsPage.strict().safeParse(response.json());
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
  return parsed.data;
}

async function accountsOf(cookie: string, clientId: number): Promise<ClientResource['accounts']> {
  return ((await get(`/nui/nbs/clients/${clientId}`, cookie)).json() as ClientResource).accounts;
}

async function dbEvents(accountNumber: string) {
  return t.handle.db
    .selectFrom('transaction_events')
    .innerJoin('accounts', 'accounts.account_id', 'transaction_events.account_id')
    .select([
      'trev_id',
      'trev_ttyp_code',
      'trev_effective_date',
      'trev_processed_date',
      'trev_reporting_date',
      'transaction_events.cash_balance',
    ])
    .where('accounts.account_number', '=', accountNumber)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookie(t.app, 'demo.client@example.com');
  solo = await loginCookie(t.app, 'solo.client@example.com');
  big = await loginCookie(t.app, 'big.client@example.com');
  david = await loginCookie(t.app, 'david.morgan@example.com');
  adviser = await loginCookie(t.app, 'demo.adviser@example.com');
  demoAccounts = await accountsOf(demo, 1000010001);
  [soloAccount] = (await accountsOf(solo, 1000010003)) as [ClientResource['accounts'][number]];
  [bigAccount] = (await accountsOf(big, 1000010005)) as [ClientResource['accounts'][number]];
});
afterAll(async () => {
  await t?.close();
});

describe('GET /nui/nbs/accounts/{accountNumber}/transactionEvents', () => {
  it('pages 10,000+ events by 250 through next links: every event once, newest first, page.totalPages right', async () => {
    const first = await page(eventsUrl(bigAccount.accountNumber, allDates()), big);
    expect(first.page.size).toBe(250);
    expect(first.page.totalElements).toBeGreaterThan(10_000);
    expect(first.page.totalPages).toBe(Math.ceil(first.page.totalElements / 250));
    const seen: number[] = [];
    let current: TransactionEventsPage | null = first;
    let pages = 0;
    let previous: { date: string; id: number } | null = null;
    while (current) {
      pages += 1;
      expect(current.page.number).toBe(pages - 1);
      for (const e of current._embedded.transactionEventResourceList) {
        if (previous)
          expect(e.trevEffectiveDate < previous.date || (e.trevEffectiveDate === previous.date && e.trevId < previous.id)).toBe(true);
        previous = { date: e.trevEffectiveDate, id: e.trevId };
        seen.push(e.trevId);
      }
      const next: string | undefined = current._links.next?.href;
      if (next) expect(current._embedded.transactionEventResourceList).toHaveLength(250);
      current = next ? await page(next, big) : null;
    }
    expect(pages).toBe(first.page.totalPages);
    expect(new Set(seen).size).toBe(first.page.totalElements);
    const excluded = new Set<string>(EXCLUDED_TRANSACTION_TYPE_CODES);
    expect((await dbEvents(bigAccount.accountNumber)).filter((e) => !excluded.has(e.trev_ttyp_code))).toHaveLength(seen.length);
  });

  it('answers a page by number (offset) the same as through the next link (keyset)', async () => {
    const first = await page(eventsUrl(bigAccount.accountNumber, allDates()), big);
    const viaLink = await page(first._links.next?.href ?? '', big);
    const byNumber = await page(eventsUrl(bigAccount.accountNumber, { ...allDates(), page: 1 }), big);
    expect(byNumber._embedded.transactionEventResourceList.map((e) => e.trevId)).toEqual(
      viaLink._embedded.transactionEventResourceList.map((e) => e.trevId),
    );
    const last = await page(eventsUrl(bigAccount.accountNumber, { ...allDates(), page: first.page.totalPages - 1 }), big);
    expect(last._links.next).toBeUndefined();
  });

  it('carries the spec §3 fields with investment transactions and their fund', async () => {
    const { _embedded } = await page(eventsUrl(bigAccount.accountNumber, { ...allDates(), size: 50 }), big);
    const itrns = _embedded.transactionEventResourceList.flatMap((e) => e.accountTransactions.flatMap((a) => a.investmentTransactions));
    expect(itrns.length).toBeGreaterThan(0);
    for (const i of itrns) {
      expect(i.fund.isin).toMatch(/^[A-Z]{2}[A-Z0-9]{10}$/);
      expect(i.fund.longName.length).toBeGreaterThan(0);
      expect(i.itrnMappings.TRX_HIGH_LEVEL.length).toBeGreaterThan(0);
    }
  });

  it('filters on the chosen date type, the end date counting to the end of its day', async () => {
    const rows = await dbEvents(bigAccount.accountNumber);
    const late = rows.find((r) => r.trev_processed_date > r.trev_effective_date && r.trev_processed_date === r.trev_reporting_date);
    if (!late) throw new Error('the demo history has events processed after their effective date');
    const day = late.trev_processed_date;
    const ids = async (dateType: 'EFFECTIVE_EVENT' | 'PROCESSED' | 'EFFECTIVE' | 'REPORTING', from: string, to: string) =>
      (
        await page(eventsUrl(bigAccount.accountNumber, transactionDatesParams(dateType, from, to)), big)
      )._embedded.transactionEventResourceList.map((e) => e.trevId);
    expect(await ids('PROCESSED', day, day)).toContain(late.trev_id);
    expect(await ids('REPORTING', day, day)).toContain(late.trev_id);
    expect(await ids('EFFECTIVE_EVENT', day, day)).not.toContain(late.trev_id);
    expect(await ids('EFFECTIVE_EVENT', late.trev_effective_date, late.trev_effective_date)).toContain(late.trev_id);
    // Execution date: when its investment transactions were executed (the effective day here).
    expect(await ids('EFFECTIVE', late.trev_effective_date, late.trev_effective_date)).toContain(late.trev_id);
    // Ending the range at the end of the previous day leaves the day out.
    const before = addDays(day, -1);
    expect(await ids('PROCESSED', before, before)).not.toContain(late.trev_id);
    // Every answered event lies in the range on that date type.
    const range = (await page(eventsUrl(bigAccount.accountNumber, transactionDatesParams('PROCESSED', '2024-01-01', '2024-03-31')), big))
      ._embedded.transactionEventResourceList;
    expect(range.length).toBeGreaterThan(0);
    for (const e of range) expect(e.trevProcessedDate! >= '2024-01-01' && e.trevProcessedDate! <= '2024-03-31').toBe(true);
  });

  it('leaves out the excluded type codes, and only when asked', async () => {
    const rows = await dbEvents(bigAccount.accountNumber);
    const excludedInDb = rows.filter((r) => (EXCLUDED_TRANSACTION_TYPE_CODES as readonly string[]).includes(r.trev_ttyp_code)).length;
    expect(excludedInDb).toBeGreaterThan(0);
    const { excludedTtypeCodes: _omit, ...withoutExclusion } = allDates();
    const all = await page(eventsUrl(bigAccount.accountNumber, withoutExclusion), big);
    const kept = await page(eventsUrl(bigAccount.accountNumber, allDates()), big);
    expect(all.page.totalElements).toBe(rows.length);
    expect(kept.page.totalElements).toBe(rows.length - excludedInDb);
  });

  it('refuses bad queries with 400 BadRequest', async () => {
    const n = bigAccount.accountNumber;
    for (const query of [
      { ...allDates(), size: 251 },
      { ...allDates(), size: 0 },
      { ...allDates(), dateType: 'TOMORROW' },
      { ...allDates(), dateFrom: '2025-01-01' },
      { ...transactionDatesParams('EFFECTIVE_EVENT', '2025-02-01', '2025-01-01') },
      { ...allDates(), excludedTtypeCodes: 'AEMA;DROP' },
      { ...allDates(), sort: 'trevId' },
    ]) {
      const response = await get(eventsUrl(n, query), big);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorBody.parse(response.json()).code).toBe('BadRequest');
    }
  });
});

describe('who may read transactions', () => {
  it('needs a login', async () => {
    expect((await get(eventsUrl(bigAccount.accountNumber, allDates()))).statusCode).toBe(401);
  });

  it('answers owners only: another client gets 403 Forbidden, a joint owner reads the joint account', async () => {
    const response = await get(eventsUrl(bigAccount.accountNumber, allDates()), demo);
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('Forbidden');
    expect((await get(`/nui/nbs/accounts/${bigAccount.accountNumber}/cashBalances`, demo)).statusCode).toBe(403);
    expect((await get(`/nui/nbs/accounts/ids/${bigAccount.accountId}`, demo)).statusCode).toBe(403);
    const joint = demoAccounts.find((a) => a.numberOfOwners === 2);
    expect((await get(eventsUrl(joint!.accountNumber, allDates()), david)).statusCode).toBe(200);
    expect((await get(eventsUrl('99999999', allDates()), demo)).statusCode).toBe(403);
  });

  it('needs the transactions role: solo.client gets 403 RoleRequired on its own account', async () => {
    for (const url of [
      eventsUrl(soloAccount.accountNumber, allDates()),
      `/nui/nbs/accounts/${soloAccount.accountNumber}/cashBalances`,
      `/nui/nbs/accounts/ids/${soloAccount.accountId}`,
    ]) {
      const response = await get(url, solo);
      expect(response.statusCode, url).toBe(403);
      expect(errorBody.parse(response.json()).code).toBe('RoleRequired');
    }
    // The account's owners are not transaction data.
    expect((await get(`/nui/nbs/accounts/${soloAccount.accountNumber}/clients`, solo)).statusCode).toBe(200);
  });

  it('an adviser who is not impersonating reads no account', async () => {
    expect((await get(eventsUrl(bigAccount.accountNumber, allDates()), adviser)).statusCode).toBe(403);
    expect((await get(`/nui/nbs/accounts/${bigAccount.accountNumber}/clients`, adviser)).statusCode).toBe(403);
  });
});

describe('account by id, cash balances, clients', () => {
  it('GET /accounts/ids/{accountId} answers the account number and the links to follow', async () => {
    const isa = demoAccounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active')!;
    const query = transactionDatesParams('PROCESSED', '2024-11-20', '2025-11-20');
    const response = await get(`/nui/nbs/accounts/ids/${isa.accountId}?${qs(query)}`, demo);
    expect(response.statusCode).toBe(200);
    const identity = accountIdentity.strict().parse(response.json());
    expect(identity).toMatchObject({ accountId: isa.accountId, accountNumber: isa.accountNumber, wrapperType: isa.wrapperType });
    expect(identity._links.accountDetails?.href).toBe(`/nui/nbs/accounts/${isa.accountNumber}/accountDetails`);
    const followed = await page(identity._links.transactionEvents!.href, demo);
    expect(followed.page.size).toBe(250);
    for (const e of followed._embedded.transactionEventResourceList) expect(e.trevProcessedDate! >= '2024-11-20').toBe(true);
    expect((await get(`/nui/nbs/accounts/ids/${isa.accountId}?dateType=NEVER`, demo)).statusCode).toBe(400);
  });

  it('cash balances: one running balance per event, as simulated', async () => {
    const response = await get(`/nui/nbs/accounts/${bigAccount.accountNumber}/cashBalances`, big);
    expect(response.statusCode).toBe(200);
    const { cashBalances } = cashBalancesResponse.strict().parse(response.json());
    const rows = await dbEvents(bigAccount.accountNumber);
    expect(cashBalances).toHaveLength(rows.length);
    const byId = new Map(cashBalances.map((c) => [c.trevId, c.balance]));
    for (const r of rows.slice(0, 500)) expect(byId.get(r.trev_id)).toBeCloseTo(r.cash_balance, 2);
    for (const c of cashBalances) expect(c.balance).toBeGreaterThanOrEqual(0);
  });

  it('clients of a joint account in owner order; only the first carries the adviser link, which answers the adviser', async () => {
    const joint = demoAccounts.find((a) => a.numberOfOwners === 2)!;
    const response = await get(`/nui/nbs/accounts/${joint.accountNumber}/clients`, david);
    const { clients } = accountClients.strict().parse(response.json());
    expect(clients.map((c) => c.clientId)).toEqual([1000010001, 1000010002]);
    expect(clients[1]?._links.adviser).toBeUndefined();
    // Only the reader's own resource is linked: the joint owner's would be a resource david cannot read (review I4).
    expect(clients.map((c) => c._links.self?.href ?? null)).toEqual([null, '/nui/nbs/clients/1000010002']);
    expect((await get('/nui/nbs/clients/1000010001', david)).statusCode).toBe(403);
    const adviserResponse = await get(clients[0]!._links.adviser!.href, david);
    expect(adviserSchema.parse(adviserResponse.json())).toMatchObject({ adviserId: 200000102 });
    // A client without an adviser: no link, and the adviser call answers 404.
    const solos = accountClients.parse((await get(`/nui/nbs/accounts/${soloAccount.accountNumber}/clients`, solo)).json());
    expect(solos.clients[0]?._links.adviser).toBeUndefined();
    expect((await get(`/nui/nbs/accounts/${soloAccount.accountNumber}/adviser`, solo)).statusCode).toBe(404);
  });

  it('the accountRelationships link of every account leads to its owners, the ones the client resource embeds as jointClients (spec §7)', async () => {
    for (const account of demoAccounts) {
      const href = (account._links as Record<string, { href: string } | undefined>).accountRelationships?.href;
      expect(href, account.accountNumber).toBe(`/nui/nbs/accounts/${account.accountNumber}/clients`);
      const { clients } = accountClients.parse((await get(href!, demo)).json());
      expect(clients).toHaveLength(account.numberOfOwners);
      if (account.numberOfOwners > 1)
        expect(clients.map((c) => [c.clientId, c.forename, c.surname, c.ownerRelationship])).toEqual(
          account.jointClients.map((j) => [j.clientId, j.forename, j.surname, j.ownerRelationships[0]?.code]),
        );
    }
    expect(demoAccounts.some((a) => a.numberOfOwners > 1)).toBe(true);
  });

  it("the print front page's adviser is the one the call's first client's adviser link leads to (spec §7, where the spec uses it)", async () => {
    let withAdviser = 0;
    for (const account of demoAccounts) {
      const { clients } = accountClients.parse((await get(`/nui/nbs/accounts/${account.accountNumber}/clients`, demo)).json());
      const link = clients[0]?._links.adviser?.href;
      const followed = link ? adviserSchema.parse((await get(link, demo)).json()) : null;
      const printed = await accountPrintAdviser(t.handle.db, account.accountId);
      if (printed) withAdviser += 1;
      expect(printed, account.accountNumber).toEqual(
        followed && { name: `${followed.forename} ${followed.surname}`.trim(), outletId: followed.adviserOutletId },
      );
    }
    expect(withAdviser).toBeGreaterThan(0);
    // A client without an adviser: no link, and no adviser on the front page.
    expect(await accountPrintAdviser(t.handle.db, soloAccount.accountId)).toBeNull();
  });
});
