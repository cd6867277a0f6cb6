/**
 * Costs and charges of a client's accounts over a period (issue 32, Deliver 3), read from the stored
 * data and worked out by @portal/domain's costs module:
 * - charge events summed by their kind (transaction_events.charge_kind, migration 0023);
 * - fund OCF and transaction costs accrued daily on each holding's value (units held × price in force)
 *   at the fund_charges row in force that day;
 * - the average value and the gain or loss from the valuation series (./series.ts);
 * - today's charges (account_charges and fund_charges in force on the valuation date) for the
 *   next-12-months illustration.
 * Interest retained on cash: the data has no cash-interest rates, so the line is 0 (domain
 * CASH_INTEREST_RETAINED_KNOWN).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  COMBINED_ACCOUNT_KEY,
  COST_LINES,
  accrueDaily,
  addDays,
  averageDaily,
  costsStatement,
  nextYearIllustration,
  stepAt,
  type CostLine,
  type Step,
} from '@portal/domain';
import type { CostsSection } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { seriesReady } from './series.ts';

type Pence = Record<CostLine, number>;

/** What one account's costs come from, in pence (costs positive, unrounded). */
export interface AccountCosts {
  accountNumber: string;
  pence: Pence;
  averageValuePence: number;
  gainLossPence: number;
  nextYear: { lines: { line: CostLine; pence: number }[]; totalPence: number };
}

const zero = (): Pence => Object.fromEntries(COST_LINES.map((l) => [l, 0])) as Pence;

/** The charge events' kinds and the lines they fall on (dealing charges are transaction costs). */
const LINE_OF_KIND: Record<string, CostLine> = {
  platform: 'platform',
  adviserOngoing: 'adviserOngoing',
  adviserInitial: 'adviserInitial',
  adviserAdHoc: 'adviserAdHoc',
  investmentManagement: 'investmentManagement',
  dealing: 'transactionCosts',
};

const pushStep = (map: Map<string, Step[]>, key: string, step: Step) => {
  const steps = map.get(key);
  if (steps) steps.push(step);
  else map.set(key, [step]);
};

/** The costs of each of `accounts` over [from, to] (from ≤ to ≤ valuationDate). */
export async function loadAccountCosts(
  db: Kysely<Database>,
  accounts: readonly { accountId: number; accountNumber: string }[],
  from: string,
  to: string,
  valuationDate: string,
): Promise<AccountCosts[]> {
  if (accounts.length === 0) return [];
  await seriesReady(db);
  const ids = accounts.map((a) => a.accountId);
  const eve = addDays(from, -1);
  const until = to > valuationDate ? to : valuationDate;
  const net = sql.raw('money_in - money_out + adjustments + transfers');
  const [charges, series, units, accountRates] = await Promise.all([
    db
      .selectFrom('transaction_events')
      .select(['account_id', 'charge_kind', sql<string>`round(sum(trev_amount) * 100)::bigint`.as('pence')])
      .where('account_id', 'in', ids)
      .where('charge_kind', 'is not', null)
      .where('trev_effective_date', '>=', from)
      .where('trev_effective_date', '<=', to)
      .groupBy(['account_id', 'charge_kind'])
      .execute(),
    // The row in force on the eve of the period and every row up to the valuation date.
    sql<{ account_id: number; day: string; value: string | number; net: string | number }>`
      SELECT v.account_id, v.day::text AS day, v.value_pence AS value, ${net} AS net
      FROM unnest(${sql.val(ids)}::int[]) AS a(id)
      JOIN LATERAL (SELECT * FROM valuation_series v WHERE v.account_id = a.id AND v.day <= ${eve}::date ORDER BY v.day DESC LIMIT 1) v ON true
      UNION ALL
      SELECT account_id, day::text, value_pence, ${net} FROM valuation_series
      WHERE account_id = ANY(${sql.val(ids)}::int[]) AND day >= ${from}::date AND day <= ${until}::date
      ORDER BY account_id, day`.execute(db),
    // Units held of each (non-cash) fund: the total on the eve, then each day's movement.
    sql<{ account_id: number; fund_id: number; day: string; units: string | number }>`
      SELECT account_id, fund_id, greatest(itrn_effective_date, ${eve}::date)::text AS day, sum(itrn_effective_units) AS units
      FROM investment_transactions
      WHERE account_id = ANY(${sql.val(ids)}::int[]) AND itrn_effective_date <= ${until}::date
        AND fund_id NOT IN (SELECT fund_id FROM funds WHERE asset_class = 'Cash')
      GROUP BY account_id, fund_id, 3 ORDER BY account_id, fund_id, 3`.execute(db),
    sql<{ account_id: number; platform: string | number; adviser: string | number }>`
      SELECT DISTINCT ON (account_id) account_id, platform_charge_percent AS platform, adviser_ongoing_percent AS adviser
      FROM account_charges WHERE account_id = ANY(${sql.val(ids)}::int[]) AND effective_date <= ${valuationDate}::date
      ORDER BY account_id, effective_date DESC`.execute(db),
  ]);
  const fundIds = [...new Set(units.rows.map((u) => u.fund_id))];
  const [prices, fundRates] = await Promise.all([
    fundIds.length === 0
      ? Promise.resolve({ rows: [] as { fund_id: number; day: string; price: string | number }[] })
      : sql<{ fund_id: number; day: string; price: string | number }>`
      SELECT f.id AS fund_id, p.price_date::text AS day, p.price FROM unnest(${sql.val(fundIds)}::int[]) AS f(id)
      JOIN LATERAL (SELECT price_date, price FROM fund_prices WHERE fund_id = f.id AND price_date <= ${eve}::date ORDER BY price_date DESC LIMIT 1) p ON true
      UNION ALL
      SELECT fund_id, price_date::text, price FROM fund_prices
      WHERE fund_id = ANY(${sql.val(fundIds)}::int[]) AND price_date >= ${from}::date AND price_date <= ${until}::date
      ORDER BY 1, 2`.execute(db),
    db
      .selectFrom('fund_charges')
      .selectAll()
      .where('fund_id', 'in', fundIds.length === 0 ? [-1] : fundIds)
      .orderBy('fund_id')
      .orderBy('effective_date')
      .execute(),
  ]);

  const pricesOf = new Map<string, Step[]>();
  for (const p of prices.rows) pushStep(pricesOf, String(p.fund_id), { date: p.day, value: Number(p.price) * 100 });
  const ocfOf = new Map<string, Step[]>();
  const tcOf = new Map<string, Step[]>();
  for (const c of fundRates) {
    pushStep(ocfOf, String(c.fund_id), { date: c.effective_date, value: Number(c.ongoing_charge_percent) });
    pushStep(tcOf, String(c.fund_id), { date: c.effective_date, value: Number(c.transaction_cost_percent) });
  }
  // Running units per account and fund.
  const unitsOf = new Map<string, Step[]>();
  for (const u of units.rows) {
    const key = `${u.account_id}:${u.fund_id}`;
    const steps = unitsOf.get(key);
    const held = (steps?.at(-1)?.value ?? 0) + Number(u.units);
    pushStep(unitsOf, key, { date: u.day, value: held });
  }
  const valuesOf = new Map<string, Step[]>();
  const netOf = new Map<string, Step[]>();
  for (const r of series.rows) {
    pushStep(valuesOf, String(r.account_id), { date: r.day, value: Number(r.value) });
    pushStep(netOf, String(r.account_id), { date: r.day, value: Number(r.net) });
  }
  const ratesOf = new Map(accountRates.rows.map((r) => [r.account_id, { platform: Number(r.platform), adviser: Number(r.adviser) }]));

  return accounts.map(({ accountId, accountNumber }) => {
    const pence = zero();
    for (const c of charges) {
      const line = c.account_id === accountId && c.charge_kind ? LINE_OF_KIND[c.charge_kind] : undefined;
      // Booked negative (money taken); a cost is shown positive.
      if (line) pence[line] -= Number(c.pence);
    }
    const holdings: { valuePence: number; ongoingChargePercent: number; transactionCostPercent: number }[] = [];
    for (const [key, steps] of unitsOf) {
      const [account, fund] = key.split(':');
      if (account !== String(accountId)) continue;
      const price = pricesOf.get(fund as string) ?? [];
      const ocf = ocfOf.get(fund as string) ?? [];
      const tc = tcOf.get(fund as string) ?? [];
      pence.fundOngoing += accrueDaily(from, to, { units: steps, pricePence: price }, ocf);
      pence.transactionCosts += accrueDaily(from, to, { units: steps, pricePence: price }, tc);
      const valuePence = stepAt(steps, valuationDate) * stepAt(price, valuationDate);
      if (valuePence > 0)
        holdings.push({ valuePence, ongoingChargePercent: stepAt(ocf, valuationDate), transactionCostPercent: stepAt(tc, valuationDate) });
    }
    const values = valuesOf.get(String(accountId)) ?? [];
    const nets = netOf.get(String(accountId)) ?? [];
    const gainLossPence = stepAt(values, to) - stepAt(values, eve) - (stepAt(nets, to) - stepAt(nets, eve));
    const rates = ratesOf.get(accountId) ?? { platform: 0, adviser: 0 };
    return {
      accountNumber,
      pence,
      averageValuePence: averageDaily(from, to, values),
      gainLossPence,
      nextYear: nextYearIllustration({
        accountValuePence: stepAt(values, valuationDate),
        platformPercent: rates.platform,
        adviserOngoingPercent: rates.adviser,
        holdings,
      }),
    };
  });
}

const pounds = (pence: number) => Math.round(pence) / 100;

/** One section of the answer: one account, or several summed (Combined). */
export function costsSection(accountsKey: string, parts: readonly AccountCosts[]): CostsSection {
  const pence = zero();
  for (const p of parts) for (const line of COST_LINES) pence[line] += p.pence[line];
  const averageValuePence = parts.reduce((s, p) => s + p.averageValuePence, 0);
  const statement = costsStatement({ pence, averageValuePence, gainLossPence: parts.reduce((s, p) => s + p.gainLossPence, 0) });
  const nextYear = COST_LINES.map((line) => ({
    line,
    pence: parts.reduce((s, p) => s + (p.nextYear.lines.find((l) => l.line === line)?.pence ?? 0), 0),
  }));
  return {
    accountsKey,
    accountNumbers: parts.map((p) => p.accountNumber),
    averageValue: pounds(statement.averageValuePence),
    lines: statement.lines.map((l) => ({ line: l.line, amount: pounds(l.pence), percentOfAverage: l.percentOfAverage })),
    total: { amount: pounds(statement.total.pence), percentOfAverage: statement.total.percentOfAverage },
    returnWithCostsPercent: statement.returnWithCostsPercent,
    returnWithoutCostsPercent: statement.returnWithoutCostsPercent,
    effectOnReturn: pounds(statement.effectOnReturnPence),
    nextYear: {
      lines: nextYear.map((l) => ({ line: l.line, amount: pounds(l.pence) })),
      total: pounds(nextYear.reduce((s, l) => s + l.pence, 0)),
    },
  };
}

/** A section per account, then Combined when there is more than one (the analysis page's convention). */
export function costsSections(parts: readonly AccountCosts[]): CostsSection[] {
  const sections = parts.map((p) => costsSection(p.accountNumber, [p]));
  return parts.length > 1 ? [...sections, costsSection(COMBINED_ACCOUNT_KEY, parts)] : sections;
}
