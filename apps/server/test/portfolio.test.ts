/**
 * Portfolio calls over the SEEDED database: who may read which account, the shape of every link
 * (validated by the contract's zod schemas), the benign model-portfolio 404, and the reconciliation
 * of spec §5 for every demo account over every date-range preset, checked against an independent
 * replay of the raw stored rows and against the holdings stored at seed time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  accountSummary,
  analysisResult,
  errorBody,
  holdingsResource,
  modelPortfolio,
  href,
  routes,
  portfolioPerformance,
  wrapperDetails,
} from '@portal/api';
import type { AnalysisResult, ClientResource } from '@portal/api';
import { DATE_RANGE_IDS, addDays, analysisPeriod, resolveRangeKey } from '@portal/domain';
import { loadAnalysis, portfolioToday } from '../src/features/portfolio/service.ts';
import { kindOf } from '../src/features/portfolio/analysis.ts';
import { transactionType } from '../src/demo/simulation/transaction-types.ts';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let demo: string;
let david: string;
let solo: string;
let adviser: string;
let demoClient: ClientResource;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookie(t.app, 'demo.client@example.com');
  david = await loginCookie(t.app, 'david.morgan@example.com');
  solo = await loginCookie(t.app, 'solo.client@example.com');
  adviser = await loginCookie(t.app, 'demo.adviser@example.com');
  demoClient = (await get('/nui/nbs/clients/1000010001', demo)).json();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const pence = (pounds: number) => Math.round(pounds * 100);
const LINKS = ['accountDetails', 'wrapperDetails', 'holdings', 'modelPortfolio'] as const;

function parse<T>(
  schema: { strict(): { safeParse(v: unknown): { success: boolean; data?: T; error?: { issues: unknown[] } } } },
  value: unknown,
): T {
  const result = schema.strict().safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(result.error?.issues.slice(0, 3)));
  return result.data as T;
}

describe('who may read an account', () => {
  it('refuses another client every account link, and refuses logged-out callers', async () => {
    const isa = demoClient.accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active');
    for (const rel of LINKS) {
      const href = isa?._links[rel]?.href ?? '';
      const answer = await get(href, solo);
      expect(answer.statusCode, rel).toBe(403);
      expect(errorBody.parse(answer.json()).code).toBe('Forbidden');
      expect((await get(href)).statusCode).toBe(401);
    }
    expect(
      (
        await get(
          `${href(routes.portfolioPerformance, { accountsKey: isa?.accountNumber ?? '' })}?dateFrom=2024-01-01&dateTo=2024-12-31`,
          solo,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await get(href(routes.analysis, { clientId: 1000010001, accountsKey: 'Combined', dateRangeId: 'ALL_DATES' }), solo)).statusCode,
    ).toBe(403);
  });

  it('lets the joint co-owner read the joint account but not the other owner’s own accounts', async () => {
    const joint = demoClient.accounts.find((a) => a.numberOfOwners > 1);
    const own = demoClient.accounts.find((a) => a.numberOfOwners === 1);
    const details = await get(joint?._links.accountDetails?.href ?? '', david);
    expect(details.statusCode).toBe(200);
    const summary = parse(accountSummary, details.json()) as { isJointAccount: boolean; jointHolderName: string | null };
    expect(summary.isJointAccount).toBe(true);
    expect(summary.jointHolderName).toMatch(/Alice Morgan/);
    expect((await get(own?._links.holdings?.href ?? '', david)).statusCode).toBe(403);
  });

  it('refuses an adviser who is not viewing a client', async () => {
    const isa = demoClient.accounts[0];
    expect((await get(isa?._links.accountDetails?.href ?? '', adviser)).statusCode).toBe(403);
  });
});

describe('account links', () => {
  it('answers every link of every demo.client account in the contract’s shape', async () => {
    for (const account of demoClient.accounts) {
      const summary = parse(accountSummary, (await get(account._links.accountDetails?.href ?? '', demo)).json()) as {
        accountValue: number;
        accountNumber: string;
      };
      expect(summary.accountNumber).toBe(account.accountNumber);
      expect(summary.accountValue).toBe(account.totalHoldings);
      parse(wrapperDetails, (await get(account._links.wrapperDetails?.href ?? '', demo)).json());
      const holdings = parse(holdingsResource, (await get(account._links.holdings?.href ?? '', demo)).json()) as {
        totalValue: number;
        holdings: { percentageOfAccount: number }[];
      };
      // The holdings add up to the account value (cash is a holding): no pending-trades gap.
      expect(pence(holdings.totalValue)).toBe(pence(account.totalHoldings ?? 0));
      const model = await get(account._links.modelPortfolio?.href ?? '', demo);
      expect(model.statusCode).toBe(200);
      const parsed = parse(modelPortfolio, model.json()) as { funds: { percentage: number }[] };
      expect(parsed.funds.reduce((s, f) => s + f.percentage, 0)).toBeCloseTo(100, 6);
    }
  });

  it('gives ISA and drawdown wrapper details with the allowance and income fields', async () => {
    const isa = demoClient.accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active');
    const w = (await get(isa?._links.wrapperDetails?.href ?? '', demo)).json();
    expect(w).toMatchObject({ airdAnnualLimit: 20000, replaceableWithdrawals: 0 });
    expect(w.totalSubscriptionCTY).toBeGreaterThan(0);
    const drawdown = demoClient.accounts.find((a) => a.accountType === 'Drawdown');
    const d = (await get(drawdown?._links.wrapperDetails?.href ?? '', demo)).json();
    expect(d).toMatchObject({ drawdownType: 'Flexi-access', taxCode: '1257L', maxIncomeAmount: null });
    expect(d.accountIncomeCTY).toBeGreaterThan(0);
  });

  it('answers the model portfolio of an account without one with a 404 (benign)', async () => {
    const soloClient: ClientResource = (await get('/nui/nbs/clients/1000010003', solo)).json();
    const answer = await get(soloClient.accounts[0]?._links.modelPortfolio?.href ?? '', solo);
    expect(answer.statusCode).toBe(404);
    expect(errorBody.parse(answer.json()).code).toBe('NotFound');
  });
});

describe('performance and analysis calls', () => {
  it('refuses bad dates and unknown ranges with 400, and resolves default keys', async () => {
    const n = demoClient.accounts[0]?.accountNumber ?? '';
    for (const q of [
      'dateFrom=2024-02-30&dateTo=2024-03-01',
      'dateFrom=2024-03-01&dateTo=2024-01-01',
      'dateFrom=01/01/2024&dateTo=2024-03-01',
      'dateTo=2024-03-01',
    ]) {
      expect((await get(`${href(routes.portfolioPerformance, { accountsKey: n })}?${q}`, demo)).statusCode, q).toBe(400);
    }
    expect(
      (await get(href(routes.analysis, { clientId: 1000010001, accountsKey: 'Combined', dateRangeId: 'LAST_2_DAYS' }), demo)).statusCode,
    ).toBe(400);
    expect(
      (await get(href(routes.analysis, { clientId: 1000010001, accountsKey: 'Combined', dateRangeId: '2024-05-01_2024-04-01' }), demo))
        .statusCode,
    ).toBe(400);
    // demo.client has several active accounts: 'default' cannot be resolved.
    expect(
      (await get(href(routes.analysis, { clientId: 1000010001, accountsKey: 'default', dateRangeId: 'ALL_DATES' }), demo)).statusCode,
    ).toBe(400);
    const soloAnalysis = parse(
      analysisResult,
      (await get(href(routes.analysis, { clientId: 1000010003, accountsKey: 'default', dateRangeId: 'default' }), solo)).json(),
    ) as AnalysisResult;
    expect(soloAnalysis.accountNumbers).toHaveLength(1);
    expect(soloAnalysis.dateRangeId).toBe('LAST_12_MONTHS');
  });

  it('thins long series and answers a custom range', async () => {
    const perf = parse(
      portfolioPerformance,
      (await get(`${href(routes.portfolioPerformance, { accountsKey: 'Combined' })}?dateFrom=2006-01-01&dateTo=2025-11-19`, demo)).json(),
    ) as { series: unknown[]; accountNumbers: string[] };
    expect(perf.series.length).toBeLessThanOrEqual(201);
    expect(perf.accountNumbers).toHaveLength(demoClient.accounts.length);
    const custom = parse(
      analysisResult,
      (
        await get(href(routes.analysis, { clientId: 1000010001, accountsKey: 'Combined', dateRangeId: '2024-01-01_2024-06-30' }), demo)
      ).json(),
    ) as AnalysisResult;
    expect([custom.startDate, custom.endDate]).toEqual(['2024-01-01', '2024-06-30']);
  });

  it('breaks the change in value down by category: the rows add up to closing − opening, per account too', async () => {
    for (const range of DATE_RANGE_IDS) {
      const a = parse(
        analysisResult,
        (await get(href(routes.analysis, { clientId: 1000010001, accountsKey: 'Combined', dateRangeId: range }), demo)).json(),
      ) as AnalysisResult;
      const f = a.VALUATION_VS_MIMO.valVsMimoTablebreakdown;
      const rows = a.TRANSACTION_BREAKDOWN.table;
      expect(
        rows.reduce((s, r) => s + pence(r.value), 0),
        range,
      ).toBe(pence(f.closingValue) - pence(f.openingValue));
      for (const r of rows) expect(Object.values(r.accountMap).reduce((s, v) => s + pence(v), 0)).toBe(pence(r.value));
    }
  });
});

interface RawRows {
  events: { account_id: number; d: string; code: string; pence: number }[];
  itrns: { account_id: number; fund_id: number; d: string; micro: number; code: string; price: number }[];
  prices: Map<number, { d: string; price: number }[]>;
}

/** Independent replay of the RAW rows (event by event): value at the end of `date`. */
function replayValue(raw: RawRows, accountId: number, date: string): number {
  let cash = 0;
  for (const e of raw.events) if (e.account_id === accountId && e.d <= date) cash += e.pence;
  const units = new Map<number, number>();
  for (const i of raw.itrns) if (i.account_id === accountId && i.d <= date) units.set(i.fund_id, (units.get(i.fund_id) ?? 0) + i.micro);
  let value = cash;
  for (const [fundId, micro] of units) {
    if (micro === 0) continue;
    const series = raw.prices.get(fundId) ?? [];
    let price = 0;
    for (const p of series) if (p.d <= date) price = p.price;
    value += Math.round((micro * price) / 1e4);
  }
  return value;
}

describe('reconciliation over the seeded data (spec §5)', () => {
  it('closing = opening + money in − money out + adjustments + transfers + gain/loss, to the penny, for every demo account and preset', async () => {
    const db = t.handle.db;
    const accounts = await db
      .selectFrom('accounts')
      .select(['account_id', 'account_number', 'total_holdings', 'valuation_date'])
      .orderBy('account_id')
      .execute();
    // big.client's 10,000-event account is reconciled through the same code below but replayed only over ALL_DATES.
    const today = await portfolioToday(db, new Date());
    const cashFund = (await db.selectFrom('funds').select('fund_id').where('asset_class', '=', 'Cash').executeTakeFirstOrThrow()).fund_id;
    const demoIds = accounts.slice(0, 12).map((a) => a.account_id);
    const raw: RawRows = {
      events: (
        await sql<{
          account_id: number;
          d: string;
          code: string;
          pence: number;
        }>`SELECT account_id, trev_effective_date::text AS d, trev_ttyp_code AS code, round(trev_amount * 100)::bigint AS pence FROM transaction_events WHERE account_id = ANY(${demoIds})`.execute(
          db,
        )
      ).rows.map((r) => ({ ...r, pence: Number(r.pence) })),
      itrns: (
        await sql<{
          account_id: number;
          fund_id: number;
          d: string;
          micro: number;
          code: string;
          price: number;
        }>`SELECT account_id, fund_id, itrn_effective_date::text AS d, round(itrn_effective_units * 1000000)::bigint AS micro, itrn_ttyp_code AS code, itrn_price_applied AS price FROM investment_transactions WHERE account_id = ANY(${demoIds}) AND fund_id <> ${cashFund} AND itrn_effective_units <> 0`.execute(
          db,
        )
      ).rows.map((r) => ({ ...r, micro: Number(r.micro), price: Number(r.price) })),
      prices: new Map(),
    };
    for (const p of (
      await sql<{
        fund_id: number;
        d: string;
        price: number;
      }>`SELECT fund_id, price_date::text AS d, price FROM fund_prices ORDER BY fund_id, price_date`.execute(db)
    ).rows) {
      const list = raw.prices.get(p.fund_id) ?? [];
      list.push({ d: p.d, price: Number(p.price) });
      raw.prices.set(p.fund_id, list);
    }
    let checked = 0;
    for (const account of accounts) {
      const ref = [{ accountId: account.account_id, accountNumber: account.account_number }];
      for (const id of DATE_RANGE_IDS) {
        const range = resolveRangeKey(id, today);
        if (!range) throw new Error(id);
        const period = analysisPeriod(range, addDays(today, -1));
        if (period.startDate > period.endDate) continue;
        const out = await loadAnalysis(db, ref, period.startDate, period.endDate);
        const f = out.total;
        expect(f.closingPence, `${account.account_number} ${id}`).toBe(
          f.openingPence + f.moneyInPence - f.moneyOutPence + f.adjustmentsPence + f.transfersPence + f.gainLossPence,
        );
        // Gain/loss as spec §5 defines it, from the flows counted independently on the raw rows.
        if (demoIds.includes(account.account_id)) {
          const inPeriod = raw.events.filter(
            (e) => e.account_id === account.account_id && e.d >= period.startDate && e.d <= period.endDate,
          );
          const rereg = raw.itrns
            .filter((i) => i.account_id === account.account_id && i.code === 'RREG' && i.d >= period.startDate && i.d <= period.endDate)
            .reduce((s, i) => s + Math.round((i.micro * i.price) / 1e4), 0);
          const sum = (kinds: string[]) =>
            inPeriod.filter((e) => kinds.includes(kindOf(transactionType(e.code).flow))).reduce((s, e) => s + e.pence, 0);
          const opening = replayValue(raw, account.account_id, addDays(period.startDate, -1));
          const closing = replayValue(raw, account.account_id, period.endDate);
          expect([f.openingPence, f.closingPence]).toEqual([opening, closing]);
          // The chart's points in between are the same valuation (the series is bucketed in SQL).
          const middle = out.series[Math.floor(out.series.length / 2)];
          if (middle)
            expect(middle.valuePence, `${account.account_number} ${id} ${middle.date}`).toBe(
              replayValue(raw, account.account_id, middle.date),
            );
          const moneyIn = sum(['in']) + rereg;
          const moneyOut = 0 - sum(['out']);
          expect([f.moneyInPence, f.moneyOutPence]).toEqual([moneyIn, moneyOut]);
          expect(f.gainLossPence).toBe(closing - opening - moneyIn + moneyOut - sum(['adjustment']) - sum(['transfer']));
        }
        if (id === 'ALL_DATES')
          expect(f.closingPence, `${account.account_number} value at the valuation date`).toBe(pence(Number(account.total_holdings ?? 0)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(accounts.length * 6);
  }, 600_000);
});
