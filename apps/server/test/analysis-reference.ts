/**
 * The analysis as computed before the valuation series (issue 18), kept as the reference the series
 * is checked against: it replays the stored events and unit movements over the period and marks the
 * positions with the prices at each sample date.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { addDays } from '@portal/domain';
import type { Database } from '../src/db/schema.ts';
import { transactionType } from '../src/demo/simulation/transaction-types.ts';
import { analyse, sampling, type AnalysisOutput } from '../src/features/portfolio/analysis.ts';
import type { PortfolioAccountRef } from '../src/features/portfolio/service.ts';
import { deductedFeesPence } from '../src/features/portfolio/series.ts';

/** Runs the analysis of `accounts` over [from, to] (from ≤ to) by replaying the stored rows. */
export async function loadAnalysisByReplay(
  db: Kysely<Database>,
  accounts: readonly PortfolioAccountRef[],
  from: string,
  to: string,
  maxPoints?: number,
): Promise<AnalysisOutput> {
  const ids = accounts.map((a) => a.accountId);
  const dayBefore = addDays(from, -1);
  const { start, step, dates } = sampling(from, to, maxPoints);
  const last = dates.length - 1;
  // Movements are summed per sample bucket in SQL (bucket k ends at dates[k]): the replay only needs
  // positions at the sample dates, so a 20-year history comes back as a few thousand rows at most.
  const bucket = (column: 'trev_effective_date' | 'itrn_effective_date') =>
    sql<number>`least(ceil((${sql.ref(column)} - ${start}::date)::numeric / ${step}), ${last})::int`;
  const cashFund = db.selectFrom('funds').select('fund_id').where('asset_class', '=', 'Cash');
  const noAccounts = ids.length === 0;
  const idList = noAccounts ? [-1] : ids;

  const [openingCash, openingUnits, events, unitDeltas] = await Promise.all([
    db
      .selectFrom('transaction_events')
      .select(['account_id', sql<number>`round(sum(trev_amount) * 100)::bigint`.as('pence')])
      .where('account_id', 'in', idList)
      .where('trev_effective_date', '<=', dayBefore)
      .groupBy('account_id')
      .execute(),
    db
      .selectFrom('investment_transactions')
      .select(['account_id', 'fund_id', sql<number>`round(sum(itrn_effective_units) * 1000000)::bigint`.as('micro')])
      .where('account_id', 'in', idList)
      .where('itrn_effective_date', '<=', dayBefore)
      .where('fund_id', 'not in', cashFund)
      .groupBy(['account_id', 'fund_id'])
      .execute(),
    db
      .selectFrom('transaction_events')
      .select([
        'account_id',
        bucket('trev_effective_date').as('k'),
        'trev_ttyp_code',
        'category',
        sql<number>`round(sum(trev_amount) * 100)::bigint`.as('pence'),
        sql<number>`sum(${deductedFeesPence})::bigint`.as('fees'),
      ])
      .where('account_id', 'in', idList)
      .where('trev_effective_date', '>=', from)
      .where('trev_effective_date', '<=', to)
      .groupBy(['account_id', 'k', 'trev_ttyp_code', 'category'])
      .execute(),
    db
      .selectFrom('investment_transactions')
      .select([
        'account_id',
        'fund_id',
        bucket('itrn_effective_date').as('k'),
        sql<number>`round(sum(itrn_effective_units) * 1000000)::bigint`.as('micro'),
        sql<number>`round(sum(CASE WHEN itrn_ttyp_code = 'RREG' THEN round(itrn_effective_units * itrn_price_applied, 2) ELSE 0 END) * 100)::bigint`.as(
          'rreg',
        ),
      ])
      .where('account_id', 'in', idList)
      .where('itrn_effective_date', '>=', from)
      .where('itrn_effective_date', '<=', to)
      .where('fund_id', 'not in', cashFund)
      .groupBy(['account_id', 'fund_id', 'k'])
      .execute(),
  ]);

  const fundIds = [...new Set([...openingUnits.map((r) => r.fund_id), ...unitDeltas.map((r) => r.fund_id)])];
  const prices = new Map<string, number>();
  if (fundIds.length > 0) {
    // UK markets never close for 14 days in a row, so the latest price on or before each sample date
    // lies in its 14-day window: one range join on (fund_id, price_date) instead of a probe per pair.
    const rows = await sql<{ d: string; fund_id: number; price: number }>`
      SELECT DISTINCT ON (p.fund_id, s.d) s.d::text AS d, p.fund_id, p.price
      FROM unnest(${sql.val(dates)}::date[]) AS s(d)
      JOIN fund_prices p ON p.fund_id = ANY(${sql.val(fundIds)}::int[]) AND p.price_date <= s.d AND p.price_date > s.d - 14
      ORDER BY p.fund_id, s.d, p.price_date DESC`.execute(db);
    for (const row of rows.rows) prices.set(`${row.fund_id}|${row.d}`, Number(row.price));
    // Dates past the end of the price history (or before it) fall back to a direct lookup.
    const missing = dates.flatMap((d) => fundIds.filter((f) => !prices.has(`${f}|${d}`)).map((f) => ({ d, f })));
    if (missing.length > 0) {
      const fallback = await sql<{ d: string; fund_id: number; price: number | null }>`
        SELECT m.d::text AS d, m.f AS fund_id,
          (SELECT p.price FROM fund_prices p WHERE p.fund_id = m.f AND p.price_date <= m.d ORDER BY p.price_date DESC LIMIT 1) AS price
        FROM unnest(${sql.val(missing.map((x) => x.d))}::date[], ${sql.val(missing.map((x) => x.f))}::int[]) AS m(d, f)`.execute(db);
      for (const row of fallback.rows) prices.set(`${row.fund_id}|${row.d}`, row.price === null ? 0 : Number(row.price));
    }
  }

  return analyse({
    accounts,
    from,
    to,
    openingCash: new Map(openingCash.map((r) => [r.account_id, Number(r.pence)])),
    openingUnits: openingUnits.map((r) => ({ accountId: r.account_id, fundId: r.fund_id, micro: Number(r.micro) })),
    events: events.map((r) => ({
      accountId: r.account_id,
      date: dates[Number(r.k)] ?? to,
      // The demo catalogue, independently of the transaction_types table the server reads.
      flow: transactionType(r.trev_ttyp_code).flow,
      category: r.category,
      pence: Number(r.pence),
      feesPence: Number(r.fees),
    })),
    units: unitDeltas.map((r) => ({
      accountId: r.account_id,
      fundId: r.fund_id,
      date: dates[Number(r.k)] ?? to,
      micro: Number(r.micro),
      reRegisteredPence: Number(r.rreg),
    })),
    priceOn: (fundId, date) => prices.get(`${fundId}|${date}`) ?? 0,
    sampleDates: dates,
  });
}
