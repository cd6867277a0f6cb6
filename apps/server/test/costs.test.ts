/**
 * Issue 32, Deliver 3: the costs-and-charges call over the demo data. Its figures are checked against
 * sums worked out here independently in SQL (the charge events by kind; the OCF accrued over every day
 * of a past tax year as units held × price in force × OCF in force ÷ 365, one lateral probe per day),
 * its sections and totals against each other, and bad periods against their codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { costsAndCharges, type CostsAndCharges, type CostsSection } from '@portal/api';
import { COMBINED_ACCOUNT_KEY, COST_LINES } from '@portal/domain';
import { createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const CLIENT = 1000010001;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'demo.client@example.com');
});
afterAll(() => t.app.close());

async function costs(query = ''): Promise<{ status: number; body: unknown }> {
  const r = await t.app.inject({ method: 'GET', url: `/nui/nbs/clients/${CLIENT}/costsAndCharges${query}`, headers: { cookie } });
  return { status: r.statusCode, body: r.json() };
}

const pence = (pounds: number) => Math.round(pounds * 100);
const line = (s: CostsSection, l: string) => s.lines.find((x) => x.line === l)!;

async function accountIdOf(accountNumber: string): Promise<number> {
  const row = await t.handle.db
    .selectFrom('accounts')
    .select('account_id')
    .where('account_number', '=', accountNumber)
    .executeTakeFirstOrThrow();
  return row.account_id;
}

describe('costs and charges', () => {
  it('answers the current tax year with a section per open account and Combined, each adding up', async () => {
    const { status, body } = await costs();
    expect(status).toBe(200);
    const answer: CostsAndCharges = costsAndCharges.parse(body);
    expect(answer.period.taxYear).toBe(answer.taxYears[0]!.label);
    expect(answer.period.to).toBe(answer.valuationDate);
    expect(answer.cashInterestRetainedKnown).toBe(false);
    const open = await t.handle.db
      .selectFrom('account_owners')
      .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
      .select('account_number')
      .where('client_id', '=', CLIENT)
      .where('account_status', '!=', 'CLOSED')
      .execute();
    const keys = answer.sections.map((s) => s.accountsKey);
    expect(keys.filter((k) => k !== COMBINED_ACCOUNT_KEY).sort()).toEqual(open.map((o) => o.account_number).sort());
    expect(keys.includes(COMBINED_ACCOUNT_KEY)).toBe(open.length > 1);
    for (const s of answer.sections) {
      expect(s.lines.map((l) => l.line)).toEqual([...COST_LINES]);
      expect(pence(s.total.amount)).toBe(s.lines.reduce((sum, l) => sum + pence(l.amount), 0));
      expect(s.effectOnReturn).toBe(s.total.amount);
      expect(line(s, 'cashInterestRetained').amount).toBe(0);
      expect(pence(s.nextYear.total)).toBe(s.nextYear.lines.reduce((sum, l) => sum + pence(l.amount), 0));
      if (s.averageValue > 0) {
        expect(s.total.percentOfAverage).toBeCloseTo((s.total.amount / s.averageValue) * 100, 6);
        expect(s.returnWithoutCostsPercent! - s.returnWithCostsPercent!).toBeCloseTo((s.total.amount / s.averageValue) * 100, 4);
      }
    }
  });

  it("a past tax year's charge lines are the charge events by kind, and its OCF the daily accrual worked out in SQL", async () => {
    const first = costsAndCharges.parse((await costs()).body);
    const year = first.taxYears[1];
    expect(year).toBeDefined();
    const answer = costsAndCharges.parse((await costs(`?taxYear=${year!.startYear}`)).body);
    expect(answer.period).toEqual({ from: year!.from, to: year!.to, taxYear: year!.label });
    const section = answer.sections.find((s) => s.accountsKey !== COMBINED_ACCOUNT_KEY)!;
    const accountId = await accountIdOf(section.accountsKey);
    const { rows: events } = await sql<{ kind: string; pence: string }>`
      SELECT charge_kind AS kind, -round(sum(trev_amount) * 100)::bigint AS pence FROM transaction_events
      WHERE account_id = ${accountId} AND charge_kind IS NOT NULL
        AND trev_effective_date BETWEEN ${year!.from}::date AND ${year!.to}::date
      GROUP BY charge_kind`.execute(t.handle.db);
    const ofKind = (k: string) => Number(events.find((e) => e.kind === k)?.pence ?? 0);
    expect(pence(line(section, 'platform').amount)).toBe(ofKind('platform'));
    expect(pence(line(section, 'adviserOngoing').amount)).toBe(ofKind('adviserOngoing'));
    expect(pence(line(section, 'adviserInitial').amount)).toBe(ofKind('adviserInitial'));
    expect(pence(line(section, 'investmentManagement').amount)).toBe(ofKind('investmentManagement'));
    const { rows } = await sql<{ pence: number }>`
      SELECT coalesce(sum(u.units * p.price * 100 * c.ocf / 100 / 365), 0)::float8 AS pence
      FROM generate_series(${year!.from}::date, ${year!.to}::date, interval '1 day') AS d(day)
      CROSS JOIN (SELECT DISTINCT fund_id FROM investment_transactions WHERE account_id = ${accountId}
        AND fund_id NOT IN (SELECT fund_id FROM funds WHERE asset_class = 'Cash')) f
      CROSS JOIN LATERAL (SELECT sum(itrn_effective_units) AS units FROM investment_transactions
        WHERE account_id = ${accountId} AND fund_id = f.fund_id AND itrn_effective_date <= d.day) u
      CROSS JOIN LATERAL (SELECT price FROM fund_prices WHERE fund_id = f.fund_id AND price_date <= d.day ORDER BY price_date DESC LIMIT 1) p
      CROSS JOIN LATERAL (SELECT ongoing_charge_percent AS ocf FROM fund_charges WHERE fund_id = f.fund_id AND effective_date <= d.day
        ORDER BY effective_date DESC LIMIT 1) c`.execute(t.handle.db);
    expect(pence(line(section, 'fundOngoing').amount)).toBe(Math.round(Number(rows[0]!.pence)));
    expect(line(section, 'fundOngoing').amount).toBeGreaterThan(0);
  });

  it('takes a from/to range', async () => {
    const first = costsAndCharges.parse((await costs()).body);
    const to = first.valuationDate;
    const from = first.taxYears[1]!.from;
    const { status, body } = await costs(`?from=${from}&to=${to}`);
    expect(status).toBe(200);
    expect(costsAndCharges.parse(body).period).toEqual({ from, to, taxYear: null });
  });

  it('starts a range from before the first account opened when it opened', async () => {
    const first = costsAndCharges.parse((await costs()).body);
    const { status, body } = await costs(`?from=0001-01-01&to=${first.valuationDate}`);
    expect(status).toBe(200);
    const opened = await t.handle.db
      .selectFrom('account_owners')
      .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
      .select((eb) => eb.fn.min('opened_date').as('first'))
      .where('client_id', '=', CLIENT)
      .where('account_status', '!=', 'CLOSED')
      .executeTakeFirstOrThrow();
    expect(costsAndCharges.parse(body).period.from).toBe(String(opened.first));
  });

  it.each([
    ['?from=2024-03-01&to=2024-02-01', 'costsRangeOrder'],
    ['?from=2024-01-01', 'costsRangeInvalid'],
    ['?from=2024-01-01&to=2024-02-30', 'costsRangeInvalid'],
    ['?from=2024-01-01&to=2999-01-01', 'costsRangeFuture'],
    ['?taxYear=1900', 'costsTaxYearUnknown'],
  ])('refuses %s with 400 and the code %s', async (query, code) => {
    const { status, body } = await costs(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'BadRequest', errorCodes: [code] });
  });

  it('refuses a query it does not know', async () => {
    expect((await costs('?taxYear=twenty')).status).toBe(400);
    expect((await costs('?colour=red')).status).toBe(400);
  });
});
