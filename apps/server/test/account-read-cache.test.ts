/**
 * The per-account reads (summary, holdings, transaction pages) are cached as response text
 * (plugins/caches/account-read-cache.ts, issue 33) and dropped when the database announces a
 * portfolio write (migration 0015's trigger) or when the viewing client's own data changes (an alias):
 * a write that bypasses the trigger stays unseen (so the cache is really used), one that fires it, or
 * an alias written through the API, is seen at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { href, routes, transactionDatesParams } from '@portal/api';
import { AccountReadCache } from '../src/plugins/caches/account-read-cache.ts';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const DEMO = 1000010001;

describe('AccountReadCache', () => {
  it('loads every time when the database cannot announce writes', async () => {
    const cache = new AccountReadCache(false);
    let loads = 0;
    const load = () => Promise.resolve(String(++loads));
    await cache.get('holdings', 1, 7, '', 0, load);
    await cache.get('holdings', 1, 7, '', 0, load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps one answer per kind, account, viewing client and query, and forgets a client’s own', async () => {
    const cache = new AccountReadCache(true);
    let loads = 0;
    const load = () => Promise.resolve(String(++loads));
    expect(await cache.get('holdings', 1, 7, '', 0, load)).toBe('1');
    expect(await cache.get('holdings', 1, 7, '', 1, load)).toBe('1');
    expect(await cache.get('holdings', 1, 8, '', 1, load)).toBe('2');
    expect(await cache.get('summary', 1, 7, '', 1, load)).toBe('3');
    expect(await cache.get('events', 1, 0, '{"page":0}', 1, load)).toBe('4');
    expect(await cache.get('events', 1, 0, '{"page":1}', 1, load)).toBe('5');
    cache.forgetClient(7);
    expect(await cache.get('holdings', 1, 7, '', 2, load)).toBe('6');
    expect(await cache.get('holdings', 1, 8, '', 2, load)).toBe('2');
    expect(await cache.get('events', 1, 0, '{"page":0}', 2, load)).toBe('4');
    cache.forgetAll();
    expect(await cache.get('events', 1, 0, '{"page":0}', 3, load)).toBe('7');
  });

  it('lets an entry live at most its time to live', async () => {
    const cache = new AccountReadCache(true);
    let loads = 0;
    const load = () => Promise.resolve(String(++loads));
    await cache.get('holdings', 1, 7, '', 0, load);
    await cache.get('holdings', 1, 7, '', 60_001, load);
    expect(loads).toBe(2);
  });
});

describe('per-account answers through the cache', () => {
  let t: TestApp;
  let cookie: string;
  let account: { account_id: number; account_number: string };
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app, 'demo.client@example.com');
    account = await t.handle.db
      .selectFrom('account_owners')
      .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
      .select(['accounts.account_id', 'accounts.account_number'])
      .where('account_owners.client_id', '=', DEMO)
      .where('accounts.account_status', '=', 'Active')
      .orderBy('accounts.account_id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const cashBalance = async () => (await get(href(routes.accountDetails, { accountNumber: account.account_number }))).cashBalance as number;
  const firstReason = async () =>
    (
      await get(
        `${href(routes.transactionEvents, { accountNumber: account.account_number })}?${new URLSearchParams({
          ...transactionDatesParams('EFFECTIVE_EVENT', '2006-01-01', '2100-01-01'),
          size: '10',
        }).toString()}`,
      )
    )._embedded.transactionEventResourceList[0].trevReason as string | null;
  const withoutTrigger = async (table: string, write: () => Promise<unknown>) => {
    await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_portfolio_changed`).execute(t.handle.db);
    try {
      await write();
    } finally {
      await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_portfolio_changed`).execute(t.handle.db);
    }
  };

  it('serves a repeated transactions page from the cache and drops it when the database announces a write', async () => {
    const before = await firstReason();
    const newest = () =>
      t.handle.db
        .selectFrom('transaction_events')
        .select('trev_id')
        .where('account_id', '=', account.account_id)
        .orderBy('trev_effective_date', 'desc')
        .orderBy('trev_id', 'desc')
        .limit(1);
    const setReason = (reason: string) =>
      t.handle.db.updateTable('transaction_events').set({ trev_reason: reason }).where('trev_id', 'in', newest()).execute();
    await withoutTrigger('transaction_events', () => setReason('Unannounced'));
    expect(await firstReason()).toBe(before);
    await setReason('Announced');
    // At once on PGlite; on PostgreSQL as soon as the trigger's NOTIFY arrives.
    await expect.poll(firstReason, { timeout: 5_000 }).toBe('Announced');
  });

  it('serves a repeated account summary from the cache, and drops it when the client writes an alias', async () => {
    const url = href(routes.accountDetails, { accountNumber: account.account_number });
    const before = await cashBalance();
    // The accounts table announces nothing: the change shows only once something drops the entry.
    await sql`UPDATE accounts SET cash_balance = coalesce(cash_balance, 0) + 1 WHERE account_id = ${account.account_id}`.execute(
      t.handle.db,
    );
    expect(await cashBalance()).toBe(before);
    const alias = `Cached ${Date.now() % 1000}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: href(routes.accountAlias, { accountNumber: account.account_number }),
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ alias }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(url);
    expect(after.alias).toBe(alias);
    expect(after.cashBalance).toBeCloseTo(before + 1, 2);
  });
});
