/**
 * Issue 32 over the demo data: for every demo client, Combined and each account, over every
 * date-range preset, the returns read from the valuation series (loadReturns) agree to 0.01 pp with
 * an independent reference computed from the raw events, unit movements and prices (walked day by
 * day here, flows told by category; TWR by unit pricing, MWR by bisection), and the waterfall opens
 * and closes on those days' values to the penny, its market movement being what the flows, income and
 * charges leave unexplained.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DATE_RANGE_IDS, addDays, analysisPeriod, daysBetween, resolveRangeKey } from '@portal/domain';
import type { DatabaseHandle } from '../src/db/index.ts';
import { heldAccounts } from '../src/features/portfolio/repository.ts';
import { loadAnalysis, loadOneOffAdviserCharges, loadReturns, portfolioToday } from '../src/features/portfolio/service.ts';
import { waterfallOf } from '../src/features/portfolio/waterfall.ts';
import { openTestDatabase } from './helpers.ts';

let handle: DatabaseHandle;
let today: string;
let valuationDate: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  today = await portfolioToday(handle.db, new Date());
  valuationDate = addDays(today, -1);
});
afterAll(() => handle.close());

type Ref = { accountId: number; accountNumber: string };
/** Value and cumulative net money in/out at the end of each day, from `start` (an eve) on. */
type Daily = { start: string; value: number[]; net: number[]; inside: number[]; initial: number[] };

/** Categories whose cash is a flow in or out of the account (spec §5: outside gain/loss); trades are neither. */
const EXTERNAL = new Set([
  'LUMP_SUMS',
  'REGULAR_PAYMENTS_AND_WITHDRAWALS',
  'PENSION_TAX_RELIEF',
  'EMPLOYER_PAYMENTS',
  'CASH_TRANSFERS',
  'RE_REGISTRATIONS',
  'NATURAL_INCOME',
  'ADJUSTMENTS',
  'INTER_ACCOUNT_TRANSFERS',
]);
/** Income, rebates and charges: inside the account, itemised in the waterfall before market movement. */
const INSIDE = new Set([
  'INCOME_AND_INTEREST_DISTRIBUTIONS',
  'REBATES',
  'ADVISER_CHARGES',
  'PLATFORM_CHARGES',
  'INVESTMENT_MANAGEMENT_FEES',
]);

/**
 * Every day of an account from `start` (the eve of the earliest period) to the valuation date, walked
 * here from the raw rows (events, unit movements, prices), not from the valuation series: value,
 * cumulative net flows and cumulative income and charges at the end of each day.
 */
const dailyCache = new Map<number, Promise<Daily>>();
function dailyOf(account: Ref, start: string): Promise<Daily> {
  let got = dailyCache.get(account.accountId);
  if (!got) {
    got = (async () => {
      const { db } = handle;
      const cash = db.selectFrom('funds').select('fund_id').where('asset_class', '=', 'Cash');
      const [events, units] = await Promise.all([
        sql<{ d: string; code: string; category: string; pence: string }>`
          SELECT trev_effective_date::text AS d, trev_ttyp_code AS code, category, round(trev_amount * 100)::bigint AS pence
          FROM transaction_events WHERE account_id = ${account.accountId} ORDER BY 1`.execute(db),
        db
          .selectFrom('investment_transactions')
          .select([
            sql<string>`itrn_effective_date::text`.as('d'),
            'fund_id',
            sql<string>`round(itrn_effective_units * 1000000)::bigint`.as('micro'),
            sql<string>`CASE WHEN itrn_ttyp_code = 'RREG' THEN round(round(itrn_effective_units * itrn_price_applied, 2) * 100) ELSE 0 END::bigint`.as(
              'rreg',
            ),
          ])
          .where('account_id', '=', account.accountId)
          .where('fund_id', 'not in', cash)
          .orderBy('itrn_effective_date')
          .execute(),
      ]);
      const fundIds = [...new Set(units.map((u) => u.fund_id))];
      const priceRows =
        fundIds.length === 0
          ? []
          : await db
              .selectFrom('fund_prices')
              .select(['fund_id', sql<string>`price_date::text`.as('d'), 'price'])
              .where('fund_id', 'in', fundIds)
              .orderBy('price_date')
              .execute();
      const price = new Map<number, number>();
      const held = new Map<number, number>();
      const out: Daily = { start, value: [], net: [], inside: [], initial: [] };
      let initial = 0;
      let cashPence = 0;
      let net = 0;
      let inside = 0;
      let e = 0;
      let u = 0;
      let p = 0;
      const rows = events.rows;
      for (let day = minDate(rows[0]?.d, units[0]?.d, start); ; day = addDays(day, 1)) {
        for (; e < rows.length && rows[e]!.d <= day; e++) {
          const pence = Number(rows[e]!.pence);
          cashPence += pence;
          if (EXTERNAL.has(rows[e]!.category)) net += pence;
          if (INSIDE.has(rows[e]!.category)) inside += pence;
          // The demo's only one-off adviser charge is the initial advice fee (ADVI).
          if (rows[e]!.code === 'ADVI') initial += pence;
        }
        for (; u < units.length && units[u]!.d <= day; u++) {
          held.set(units[u]!.fund_id, (held.get(units[u]!.fund_id) ?? 0) + Number(units[u]!.micro));
          net += Number(units[u]!.rreg);
        }
        for (; p < priceRows.length && priceRows[p]!.d <= day; p++) price.set(priceRows[p]!.fund_id, Number(priceRows[p]!.price));
        let value = cashPence;
        for (const [fund, micro] of held) value += Math.round((micro * (price.get(fund) ?? 0)) / 1e4);
        if (day >= start) {
          out.value.push(value);
          out.net.push(net);
          out.inside.push(inside);
          out.initial.push(initial);
        }
        if (day >= valuationDate) break;
      }
      expect(out.value.length).toBe(daysBetween(start, valuationDate) + 1);
      return out;
    })();
    dailyCache.set(account.accountId, got);
  }
  return got;
}

const minDate = (...dates: (string | undefined)[]) => dates.filter((d): d is string => !!d).sort()[0]!;

/** The reference returns of a selection over [from, to] from its daily values and flows. */
function reference(sel: Daily, from: string, to: string) {
  // Day indices from the selection's start: i is the end of day start + i.
  const ix = (day: string) => daysBetween(sel.start, day);
  const value = (i: number) => sel.value[i] ?? 0;
  const flowOn = (i: number) => (sel.net[i] ?? 0) - (sel.net[i - 1] ?? 0);
  const last = ix(to);
  // Measured from the eve of the period, or of the first day money was in.
  let eve = ix(from) - 1;
  if (value(eve) <= 0) {
    let i = eve + 1;
    while (i <= last && value(i) <= 0 && flowOn(i) <= 0) i += 1;
    if (i > last) return { reason: 'noValue' as const };
    eve = i - 1;
  }
  const span = last - eve;
  if (span < 7) return { reason: 'tooLittleData' as const };
  // Unit pricing: the selection as a fund; money in buys units at the last close, money out sells at the day's.
  const opening = Math.max(0, value(eve));
  let units = opening;
  let nav = 1;
  const flows: { t: number; amount: number }[] = opening > 0 ? [{ t: 0, amount: -opening }] : [];
  for (let i = eve + 1; i <= last; i += 1) {
    const flow = flowOn(i);
    const v = value(i);
    if (flow > 0) {
      units += flow / nav;
      flows.push({ t: (i - eve - 1) / 365, amount: -flow });
    }
    const out = flow < 0 ? -flow : 0;
    if (units > 0) nav = (v + out) / units;
    else if (v > 0) units = v / nav;
    if (out > 0) {
      units -= out / nav;
      flows.push({ t: (i - eve) / 365, amount: out });
    }
  }
  flows.push({ t: span / 365, amount: value(last) });
  return { reason: null, twr: nav - 1, mwr: bisection(flows), span, measuredFrom: addDays(sel.start, eve + 1) };
}

/** The annual rate with NPV 0 by bisection, or null when no sign change brackets one. */
function bisection(flows: { t: number; amount: number }[]): number | null {
  const npv = (r: number) => flows.reduce((s, f) => s + f.amount / (1 + r) ** f.t, 0);
  let lo = -0.999999;
  let hi = 1000;
  if (Math.sign(npv(lo)) === Math.sign(npv(hi))) return null;
  for (let i = 0; i < 80; i += 1) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

async function allClients(): Promise<number[]> {
  const rows = await handle.db.selectFrom('account_owners').select('client_id').distinct().orderBy('client_id').execute();
  return rows.map((r) => r.client_id);
}

describe('returns and waterfall over the demo data', () => {
  it('agree with the reference for every demo client, Combined and each account, over every preset', async () => {
    const periods = DATE_RANGE_IDS.map((rangeId) => {
      const period = analysisPeriod(resolveRangeKey(rangeId, today)!, valuationDate);
      const from = period.startDate <= period.endDate ? period.startDate : addDays(period.endDate, 1);
      return { rangeId, from, to: period.endDate };
    });
    const earliest = addDays(periods.map((p) => p.from).sort()[0]!, -1);
    let compared = 0;
    let numbers = 0;
    let oneOffSeen = 0;
    for (const clientId of await allClients()) {
      const held = await heldAccounts(handle.db, clientId);
      const selections: Ref[][] = [held, ...(held.length > 1 ? held.map((a) => [a]) : [])];
      for (const accounts of selections) {
        const daily = await Promise.all(accounts.map((a) => dailyOf(a, earliest)));
        const sum = (pick: 'value' | 'net' | 'inside' | 'initial') =>
          daily[0]![pick].map((_, i) => daily.reduce((s, d) => s + d[pick][i]!, 0));
        const sel: Daily = { start: earliest, value: sum('value'), net: sum('net'), inside: sum('inside'), initial: sum('initial') };
        for (const { rangeId, from, to } of periods) {
          const label = `client ${clientId} ${accounts.length > 1 ? 'Combined' : accounts[0]!.accountNumber} ${rangeId}`;
          const [returns, analysis, oneOff] = await Promise.all([
            loadReturns(handle.db, accounts, from, to),
            loadAnalysis(handle.db, accounts, from, to),
            loadOneOffAdviserCharges(handle.db, accounts, from, to),
          ]);
          // The waterfall, to the penny against the days walked from the raw rows: opening and closing
          // value, and market movement = closing − opening − net flows − income and charges.
          const steps = waterfallOf(
            analysis,
            accounts.map((a) => a.accountNumber),
            oneOff,
          );
          const sumAt = (day: string, pick: 'value' | 'net' | 'inside' | 'initial') => sel[pick][daysBetween(sel.start, day)] ?? 0;
          const eve = addDays(from, -1);
          const closing = steps.at(-1)!.pence;
          expect(closing, label).toBe(sumAt(to, 'value'));
          expect(steps[0]!.pence, label).toBe(sumAt(eve, 'value'));
          expect(
            steps.slice(0, -1).reduce((s, x) => s + x.pence, 0),
            label,
          ).toBe(closing);
          const market =
            closing - sumAt(eve, 'value') - (sumAt(to, 'net') - sumAt(eve, 'net')) - (sumAt(to, 'inside') - sumAt(eve, 'inside'));
          expect(steps.find((s) => s.step === 'marketMovement')!.pence, label).toBe(market);
          // Initial and ad-hoc adviser charges from the events' kinds, against the events' codes.
          expect(steps.find((s) => s.step === 'adviserInitialAndAdHoc')!.pence, label).toBe(sumAt(to, 'initial') - sumAt(eve, 'initial'));
          if (sumAt(to, 'initial') !== sumAt(eve, 'initial')) oneOffSeen += 1;
          // The returns: to 0.01 pp against unit pricing and bisection from the replayed days.
          const ref = reference(sel, from, to);
          if (ref.reason !== null) {
            expect(returns.timeWeighted.unavailable, label).toBe(ref.reason);
            expect(returns.moneyWeighted.unavailable, label).toBe(ref.reason);
          } else {
            expect(returns.measuredFrom, label).toBe(ref.measuredFrom);
            expect(returns.timeWeighted.cumulative, label).not.toBeNull();
            expect(Math.abs(returns.timeWeighted.cumulative! - ref.twr) * 100, `${label} TWR`).toBeLessThan(0.01);
            if (ref.mwr === null) expect(returns.moneyWeighted.unavailable, label).not.toBeNull();
            else {
              const cumulative = (1 + ref.mwr) ** (ref.span / 365) - 1;
              expect(Math.abs(returns.moneyWeighted.cumulative! - cumulative) * 100, `${label} MWR`).toBeLessThan(0.01);
              if (returns.moneyWeighted.annualised !== null)
                expect(Math.abs(returns.moneyWeighted.annualised - ref.mwr) * 100, `${label} MWR p.a.`).toBeLessThan(0.01);
              numbers += 1;
            }
          }
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
    // Most selections have a number to compare, not only explanations.
    expect(numbers).toBeGreaterThan(compared / 2);
    expect(oneOffSeen).toBeGreaterThan(0);
  }, 900_000);

  it('every demo fund has its charges and every account its rates (migration 0023), and a charge kind must be known', async () => {
    const { db } = handle;
    const funds = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM funds f WHERE NOT EXISTS (SELECT 1 FROM fund_charges c WHERE c.fund_id = f.fund_id)`.execute(db);
    expect(Number(funds.rows[0]!.n)).toBe(0);
    const accounts = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM accounts a WHERE NOT EXISTS (SELECT 1 FROM account_charges c WHERE c.account_id = a.account_id)`.execute(
      db,
    );
    expect(Number(accounts.rows[0]!.n)).toBe(0);
    const untagged = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM transaction_events WHERE trev_ttyp_code IN ('PLAT', 'ADVO', 'ADVI', 'IMFE') AND charge_kind IS NULL`.execute(
      db,
    );
    expect(Number(untagged.rows[0]!.n)).toBe(0);
    const tagged = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM transaction_events WHERE charge_kind IS NOT NULL AND trev_ttyp_code NOT IN ('PLAT', 'ADVO', 'ADVI', 'IMFE')`.execute(
      db,
    );
    expect(Number(tagged.rows[0]!.n)).toBe(0);
    await expect(
      sql`UPDATE transaction_events SET charge_kind = 'lunch' WHERE trev_id = (SELECT min(trev_id) FROM transaction_events)`.execute(db),
    ).rejects.toThrow(/check/i);
  });
});
