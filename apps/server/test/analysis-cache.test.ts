/**
 * Analyses are cached per accounts and period (plugins/caches/analysis-cache.ts) and dropped when the
 * database announces a portfolio write (migration 0015's trigger), whoever wrote: a write that
 * bypasses the trigger stays unseen (so the cache is really used), one that fires it is seen at once
 * (PGlite) or as soon as the NOTIFY arrives (PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { href, routes } from '@portal/api';
import { AnalysisCache } from '../src/plugins/caches/analysis-cache.ts';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const DEMO = 1000010001;

describe('AnalysisCache', () => {
  it('loads every time when the database cannot announce writes', async () => {
    const cache = new AnalysisCache(false);
    let loads = 0;
    const load = () => Promise.resolve({ loads: ++loads } as never);
    await cache.get([1], '2020-01-01', '2020-12-31', undefined, 0, load);
    await cache.get([1], '2020-01-01', '2020-12-31', undefined, 0, load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one load per accounts and period, whatever the order of the accounts', async () => {
    const cache = new AnalysisCache(true);
    let loads = 0;
    const load = () => Promise.resolve({ loads: ++loads } as never);
    await Promise.all([
      cache.get([1, 2], '2020-01-01', '2020-12-31', undefined, 0, load),
      cache.get([2, 1], '2020-01-01', '2020-12-31', undefined, 0, load),
    ]);
    await cache.get([1, 2], '2020-01-01', '2020-12-31', undefined, 1, load);
    expect(loads).toBe(1);
    await cache.get([1, 2], '2020-01-02', '2020-12-31', undefined, 1, load);
    await cache.get([1, 2], '2020-01-01', '2020-12-31', 30, 1, load);
    expect(loads).toBe(3);
    cache.forgetAll();
    await cache.get([1, 2], '2020-01-01', '2020-12-31', undefined, 1, load);
    expect(loads).toBe(4);
  });
});

describe('analysis answers through the cache', () => {
  let t: TestApp;
  let cookie: string;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app, 'demo.client@example.com');
    accountId = (
      await t.handle.db.selectFrom('account_owners').select('account_id').where('client_id', '=', DEMO).executeTakeFirstOrThrow()
    ).account_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const closing = async () => {
    const url = href(routes.analysis, { clientId: DEMO, accountsKey: 'Combined', dateRangeId: 'LAST_12_MONTHS' });
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().VALUATION_VS_MIMO.valVsMimoTablebreakdown.closingValue as number;
  };
  const addPence = (pence: number) =>
    sql`UPDATE valuation_series SET value_pence = value_pence + ${pence} WHERE account_id = ${accountId}`.execute(t.handle.db);

  it('serves a repeated analysis from the cache and drops it when the database announces a write', async () => {
    const before = await closing();
    expect(t.app.caches.analyses.size).toBeGreaterThan(0);
    // A write that does not announce itself is not seen: the answer came from the cache.
    await sql`ALTER TABLE valuation_series DISABLE TRIGGER valuation_series_portfolio_changed`.execute(t.handle.db);
    await addPence(100);
    await sql`ALTER TABLE valuation_series ENABLE TRIGGER valuation_series_portfolio_changed`.execute(t.handle.db);
    expect(await closing()).toBe(before);
    // The same kind of write through the trigger (any writer: the seed, a batch, psql) is seen.
    await addPence(100);
    await expect.poll(closing, { timeout: 5_000 }).toBeCloseTo(before + 2, 2);
    await addPence(-200);
    await expect.poll(closing, { timeout: 5_000 }).toBeCloseTo(before, 2);
  });
});
