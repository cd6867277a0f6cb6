/**
 * payments=only (the income history, issue 11): a client without the transactions role reads its
 * own payment events, counted and paged as such, while the full history and cash balances stay gated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE_CLIENT_TRANSACTION,
  accountIdentity,
  errorBody,
  href,
  routes,
  transactionDatesParams,
  transactionEventsPage,
} from '@portal/api';
import type { TransactionEventsPage } from '@portal/api';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
/** A client without the transactions role who owns a drawdown account (income paid out). */
let noRole: { clientId: number; username: string; accountId: number; accountNumber: string };
let noRoleCookie: string;
let demo: string;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const qs = (query: object) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString();
const allDates = transactionDatesParams('EFFECTIVE_EVENT', '2006-01-01', '2025-11-20');
const eventsUrl = (accountNumber: string, query: object) => `/nui/nbs/accounts/${accountNumber}/transactionEvents?${qs(query)}`;
const payments = { ...allDates, payments: 'only' };

async function page(url: string, cookie: string): Promise<TransactionEventsPage> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return transactionEventsPage.strict().parse(response.json());
}

/** Every event through the next links, checking each link keeps payments=only. */
async function allPages(url: string, cookie: string): Promise<TransactionEventsPage['_embedded']['transactionEventResourceList']> {
  const events = [];
  for (let next: string | undefined = url; next;) {
    const p = await page(next, cookie);
    expect(p._links.self?.href).toContain('payments=only');
    events.push(...p._embedded.transactionEventResourceList);
    next = p._links.next?.href;
    if (next) expect(next).toContain('payments=only');
  }
  return events;
}

async function paymentEventCount(accountNumber: string): Promise<{ all: number; paid: number }> {
  const row = await t.handle.db
    .selectFrom('transaction_events')
    .innerJoin('accounts', 'accounts.account_id', 'transaction_events.account_id')
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('transaction_events.payment_details').as('paid')])
    .where('accounts.account_number', '=', accountNumber)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), paid: Number(row.paid) };
}

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.handle.db
    .selectFrom('users')
    .innerJoin('account_owners', 'account_owners.client_id', 'users.client_id')
    .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
    .select(['users.client_id', 'users.username', 'accounts.account_id', 'accounts.account_number'])
    .where('accounts.account_type', '=', 'Drawdown')
    .where((eb) => eb.not(eb(eb.val(ROLE_CLIENT_TRANSACTION), '=', eb.fn.any('users.roles'))))
    .orderBy('users.client_id')
    .executeTakeFirstOrThrow();
  noRole = { clientId: row.client_id!, username: row.username, accountId: row.account_id, accountNumber: row.account_number };
  noRoleCookie = await loginCookie(t.app, noRole.username);
  demo = await loginCookie(t.app, 'demo.client@example.com');
});
afterAll(async () => {
  await t?.close();
});

describe('payments=only without the transactions role', () => {
  it('answers only the payment events, counted and paged as such; unflagged stays 403 RoleRequired', async () => {
    const counts = await paymentEventCount(noRole.accountNumber);
    expect(counts.paid).toBeGreaterThan(0);
    expect(counts.all).toBeGreaterThan(counts.paid);
    const first = await page(eventsUrl(noRole.accountNumber, { ...payments, size: 5 }), noRoleCookie);
    expect(first.page.totalElements).toBe(counts.paid);
    expect(first.page.totalPages).toBe(Math.ceil(counts.paid / 5));
    const events = await allPages(eventsUrl(noRole.accountNumber, { ...payments, size: 5 }), noRoleCookie);
    expect(events).toHaveLength(counts.paid);
    expect(new Set(events.map((e) => e.trevId)).size).toBe(counts.paid);
    for (const e of events) expect(e.paymentDetails).not.toBeNull();

    for (const url of [
      eventsUrl(noRole.accountNumber, allDates),
      `/nui/nbs/accounts/ids/${noRole.accountId}?${qs(allDates)}`,
      `/nui/nbs/accounts/${noRole.accountNumber}/cashBalances`,
    ]) {
      const response = await get(url, noRoleCookie);
      expect(response.statusCode, url).toBe(403);
      expect(errorBody.parse(response.json()).code).toBe('RoleRequired');
    }
  });

  it('resolves the account by id with the flag, its events link carrying it', async () => {
    const response = await get(`/nui/nbs/accounts/ids/${noRole.accountId}?${qs(payments)}`, noRoleCookie);
    expect(response.statusCode, response.body).toBe(200);
    const identity = accountIdentity.strict().parse(response.json());
    expect(identity.accountNumber).toBe(noRole.accountNumber);
    const eventsHref = identity._links.transactionEvents!.href;
    expect(eventsHref).toContain('payments=only');
    const events = await allPages(eventsHref, noRoleCookie);
    expect(events.length).toBe((await paymentEventCount(noRole.accountNumber)).paid);
  });

  it("still refuses another client's account (403 Forbidden), flag or not", async () => {
    const other = await t.handle.db
      .selectFrom('accounts')
      .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
      .select(['accounts.account_id', 'accounts.account_number'])
      .where('account_owners.client_id', '=', 1000010001)
      .executeTakeFirstOrThrow();
    for (const url of [eventsUrl(other.account_number, payments), `/nui/nbs/accounts/ids/${other.account_id}?${qs(payments)}`]) {
      const response = await get(url, noRoleCookie);
      expect(response.statusCode, url).toBe(403);
      expect(errorBody.parse(response.json()).code).toBe('Forbidden');
    }
    expect((await get(eventsUrl(noRole.accountNumber, payments))).statusCode).toBe(401);
  });

  it('refuses another flag value with 400', async () => {
    expect((await get(eventsUrl(noRole.accountNumber, { ...allDates, payments: 'all' }), noRoleCookie)).statusCode).toBe(400);
  });
});

describe('payments=only with the transactions role', () => {
  it('gives the same payment subset; the unflagged history is unchanged', async () => {
    const [drawdown] = await t.handle.db
      .selectFrom('accounts')
      .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
      .select('accounts.account_number')
      .where('account_owners.client_id', '=', 1000010001)
      .where('accounts.account_type', '=', 'Drawdown')
      .execute();
    const counts = await paymentEventCount(drawdown!.account_number);
    const flagged = await allPages(eventsUrl(drawdown!.account_number, payments), demo);
    expect(flagged).toHaveLength(counts.paid);
    const unflagged = await page(eventsUrl(drawdown!.account_number, allDates), demo);
    // The unflagged answer is the whole (date-filtered) history, well beyond the payments.
    expect(unflagged.page.totalElements).toBeGreaterThan(counts.paid);
    expect(unflagged._links.self?.href).not.toContain('payments');
  });
});

describe('an adviser impersonating the client without the role', () => {
  it('reads the payment events, not the full history', async () => {
    const adviser = await t.handle.db
      .selectFrom('clients')
      .innerJoin('users', 'users.adviser_id', 'clients.adviser_id')
      .select('users.username')
      .where('clients.client_id', '=', noRole.clientId)
      .executeTakeFirst();
    const username = adviser?.username ?? 'demo.adviser@example.com';
    const started = await get(href(routes.impersonateUser, { clientId: noRole.clientId }), await loginCookie(t.app, username));
    const cookie = sessionCookie(started);
    expect(cookie, started.body).toBeTruthy();
    const events = await allPages(eventsUrl(noRole.accountNumber, payments), cookie!);
    expect(events.length).toBe((await paymentEventCount(noRole.accountNumber)).paid);
    const unflagged = await get(eventsUrl(noRole.accountNumber, allDates), cookie!);
    expect(unflagged.statusCode).toBe(403);
    expect(errorBody.parse(unflagged.json()).code).toBe('RoleRequired');
  });
});
