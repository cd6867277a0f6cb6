/**
 * The portfolio's rules: which accounts an accounts key stands for, the dates a performance or analysis
 * call covers (ends clamped to the valuation date, yesterday), and the analysis read from the valuation
 * series (./series.ts): one indexed probe per account and sample date, then differences of running sums
 * (./series-read.ts). No replay of history at request time.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  COMBINED_ACCOUNT_KEY,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_RANGE_KEY,
  addDays,
  analysisPeriod,
  defaultAnalysisRangeId,
  resolveDefaultAccount,
  resolveRangeKey,
} from '@portal/domain';
import { londonToday } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import type { Memo } from '../../plugins/caches/memo.ts';
import { sampling, type AnalysisOutput } from './analysis.ts';
import { combinedSetOf, indexedReturnsSummary } from './growth-index.ts';
import { combineDays, computeReturns, returnsOf, type Returns } from './returns.ts';
import { fromSeries, type ChartPoint, type SeriesPoint } from './series-read.ts';
import { SERIES_CATEGORIES, categoryColumn, seriesReady } from './series.ts';

export interface PortfolioAccountRef {
  accountId: number;
  accountNumber: string;
}

/** The accounts an accounts key stands for among `held` ('Combined' = all of them), or null. */
export function selectAccounts<T extends { accountNumber: string }>(accountsKey: string, held: readonly T[]): T[] | null {
  if (accountsKey === COMBINED_ACCOUNT_KEY) return [...held];
  const one = held.find((a) => a.accountNumber === accountsKey);
  return one ? [one] : null;
}

/**
 * The performance call's dates: the end is clamped to the valuation date (the day before `today`), and a
 * start after that end reads as the empty period starting the day after it.
 */
export function performanceDates(today: string, dateFrom: string, requestedTo: string) {
  const valuationDate = addDays(today, -1);
  const dateTo = requestedTo < valuationDate ? requestedTo : valuationDate;
  return { valuationDate, dateTo, from: dateFrom <= dateTo ? dateFrom : addDays(dateTo, 1) };
}

/**
 * The analysis call's accounts and period (spec §7): the default account resolved among the held ones
 * (400 when ambiguous, 404 when not held), the default range by the accounts' age, the range ending at
 * the valuation date (400 for an unknown range), and a start after the end read as an empty period.
 */
export function analysisSelection<T extends { accountNumber: string; accountStatus: string }>(
  held: readonly T[],
  requested: { accountsKey: string; dateRangeId: string },
  today: string,
) {
  const accountsKey = resolveDefaultAccount(requested.accountsKey, held);
  if (accountsKey === DEFAULT_ACCOUNT_KEY) throw errors.badRequest('The default account is ambiguous: choose an account or Combined.');
  const accounts = selectAccounts(accountsKey, held);
  if (!accounts) throw errors.notFound('No such account in this portfolio.');
  const rangeKey = requested.dateRangeId === DEFAULT_RANGE_KEY ? defaultAnalysisRangeId(held) : requested.dateRangeId;
  const range = resolveRangeKey(rangeKey, today);
  if (!range) throw errors.badRequest('Unknown date range.');
  const period = analysisPeriod(range, addDays(today, -1));
  const from = period.startDate <= period.endDate ? period.startDate : addDays(period.endDate, 1);
  return { accountsKey, accounts, rangeKey, startDate: range.startDate, endDate: period.endDate, from };
}

/**
 * The portfolio's 'today': the demo data's as-of date (its histories end the day before), or the
 * London date when the data carries none. The as-of date never changes, so routes pass the app's
 * memo (fastify.caches.demoAsOf) and read it once.
 */
export async function portfolioToday(db: Kysely<Database>, now: Date, memo?: Memo<string | null>): Promise<string> {
  const read = () =>
    db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'demo_seed')
      .executeTakeFirst()
      .then((row) => {
        const value = row?.value as { asOf?: unknown } | undefined;
        return typeof value?.asOf === 'string' ? value.asOf : null;
      });
  const asOf = await (memo ? memo.get(read) : read());
  const today = londonToday(now);
  return asOf !== null && asOf < today ? asOf : today;
}

/**
 * The analysis of `accounts` over [from, to] (from ≤ to) from the valuation series: per account the
 * row in force at each sample date (the latest on or before it), so the cost is the sample count,
 * whatever the length of the history. Opening/closing and the period's sums are differences of the
 * first and last sample's running sums.
 */
export async function loadAnalysis(
  db: Kysely<Database>,
  accounts: readonly PortfolioAccountRef[],
  from: string,
  to: string,
  maxPoints?: number,
): Promise<AnalysisOutput> {
  await seriesReady(db);
  const { dates } = sampling(from, to, maxPoints);
  const last = dates.length - 1;
  const ids = accounts.length === 0 ? [-1] : accounts.map((a) => a.accountId);
  const categoryColumns = SERIES_CATEGORIES.map((c) => sql.ref(`v.${categoryColumn(c)}`));
  const accountsOf = sql`CROSS JOIN unnest(${sql.val(ids)}::int[]) AS a(id)`;
  const samples = sql`unnest(${sql.val(dates)}::date[]) WITH ORDINALITY AS s(d, k) ${accountsOf}`;
  const endSamples = sql`unnest(${sql.val([dates[0], dates[last]])}::date[], ${sql.val([1, last + 1])}::int[]) AS s(d, k) ${accountsOf}`;
  const inForce = (columns: ReturnType<typeof sql.raw>) =>
    sql`LEFT JOIN LATERAL (SELECT ${columns} FROM valuation_series v WHERE v.account_id = a.id AND v.day <= s.d ORDER BY v.day DESC LIMIT 1) v ON true`;
  // The chart: value and net money in/out summed over the accounts in SQL (one row per sample);
  // every running sum only at the first and last sample, per account.
  // A Combined whose combined series is kept (./growth-index.ts) reads one row a sample instead of one per account.
  const setId = await combinedSetOf(db, ids);
  const [chart, ends] = await Promise.all([
    setId !== null
      ? sql<ChartPoint>`
      SELECT s.k::int AS k, coalesce(v.value_pence, 0)::bigint AS value, coalesce(v.net_pence, 0)::bigint AS net
      FROM unnest(${sql.val(dates)}::date[]) WITH ORDINALITY AS s(d, k)
      LEFT JOIN LATERAL (SELECT value_pence, net_pence FROM combined_series v WHERE v.set_id = ${setId} AND v.day <= s.d ORDER BY v.day DESC LIMIT 1) v ON true`.execute(
          db,
        )
      : sql<ChartPoint>`
      SELECT s.k::int AS k, coalesce(sum(v.value_pence), 0)::bigint AS value, coalesce(sum(v.net), 0)::bigint AS net
      FROM ${samples} ${inForce(sql.raw('value_pence, money_in - money_out + adjustments + transfers AS net'))}
      GROUP BY s.k`.execute(db),
    sql<SeriesPoint>`
      SELECT s.k::int AS k, a.id AS account_id, v.value_pence, v.money_in, v.money_out, v.adjustments, v.transfers, v.events,
        ARRAY[${sql.join(categoryColumns)}]::text[] AS categories
      FROM ${endSamples} ${inForce(sql.raw('*'))}`.execute(db),
  ]);
  return fromSeries(accounts, dates, ends.rows, chart.rows);
}

/**
 * The time- and money-weighted returns of `accounts` over [from, to] (./returns.ts): from the growth
 * index (./growth-index.ts: two rows and the days with a flow, whatever the history) when it can
 * answer, otherwise by loadReturnsBySummary.
 */
export async function loadReturns(
  db: Kysely<Database>,
  accounts: readonly PortfolioAccountRef[],
  from: string,
  to: string,
): Promise<Returns> {
  await seriesReady(db);
  const ids = accounts.length === 0 ? [-1] : accounts.map((a) => a.accountId);
  const indexed = await indexedReturnsSummary(db, ids, from, to);
  if (indexed) return returnsOf(indexed, to);
  return loadReturnsBySummary(db, ids, from, to);
}

/**
 * The returns summarised in the database from the period's series rows: each account's series row in
 * force the day before (value and running net money in/out),
 * the period's rows turned into per-day changes of the selection, its value carried by a running sum,
 * the daily factors linked as a sum of logarithms; only the days with a flow come back. Moving a long
 * period's thousands of rows out of the database cost ten times the analysis (bench/series.bench.ts).
 * A day whose factor is not positive (a value at or below zero) cannot be taken as a logarithm: then
 * the rows are read and linked here instead (./returns.ts computeReturns, the same arithmetic).
 */
export async function loadReturnsBySummary(db: Kysely<Database>, ids: readonly number[], from: string, to: string): Promise<Returns> {
  const eve = addDays(from, -1);
  const net = sql.raw('money_in - money_out + adjustments + transfers');
  const { rows } = await sql<{
    opening: string | number;
    first_day: string | null;
    log_growth: number | null;
    not_positive: string | number;
    closing: string | number | null;
    flows: [string, string | number, string | number][] | null;
  }>`
    WITH o AS (
      SELECT a.id, coalesce(v.value_pence, 0) AS value, coalesce(v.net, 0) AS net
      FROM unnest(${sql.val(ids)}::int[]) AS a(id)
      LEFT JOIN LATERAL (SELECT value_pence, ${net} AS net FROM valuation_series v
        WHERE v.account_id = a.id AND v.day <= ${eve}::date ORDER BY v.day DESC LIMIT 1) v ON true),
    opening AS (SELECT coalesce(sum(value), 0)::bigint AS value FROM o),
    r AS (
      SELECT v.day,
        v.value_pence - coalesce(lag(v.value_pence) OVER w, o.value) AS dv,
        ${net} - coalesce(lag(${net}) OVER w, o.net) AS dn
      FROM valuation_series v JOIN o ON o.id = v.account_id
      WHERE v.account_id = ANY(${sql.val(ids)}::int[]) AND v.day >= ${from}::date AND v.day <= ${to}::date
      WINDOW w AS (PARTITION BY v.account_id ORDER BY v.day)),
    d AS (
      SELECT day, sum(dv) AS dv, sum(dn) AS flow, (SELECT value FROM opening) + sum(sum(dv)) OVER (ORDER BY day) AS value
      FROM r GROUP BY day),
    m AS (
      SELECT CASE WHEN (SELECT value FROM opening) > 0 THEN ${from}::date
        ELSE (SELECT min(day) FROM d WHERE flow > 0 OR value > 0) END AS first_day),
    f AS (
      SELECT d.day, d.flow, d.value,
        CASE WHEN d.day = m.first_day AND (SELECT value FROM opening) <= 0 THEN 0 ELSE d.value - d.dv END
          + greatest(d.flow, 0) AS invested
      FROM d, m WHERE d.day >= m.first_day)
    SELECT (SELECT value FROM opening) AS opening, (SELECT first_day::text FROM m) AS first_day,
      sum(ln((value + greatest(-flow, 0))::float8 / invested::float8)) FILTER (WHERE invested > 0 AND value + greatest(-flow, 0) > 0) AS log_growth,
      count(*) FILTER (WHERE invested > 0 AND value + greatest(-flow, 0) <= 0) AS not_positive,
      (SELECT value FROM d ORDER BY day DESC LIMIT 1) AS closing,
      json_agg(json_build_array(day::text, flow, value) ORDER BY day) FILTER (WHERE flow <> 0) AS flows
    FROM f`.execute(db);
  const s = rows[0]!;
  if (Number(s.not_positive) > 0) return loadReturnsByRows(db, ids, from, to);
  const openingPence = Number(s.opening);
  return returnsOf(
    {
      openingPence,
      firstDay: s.first_day,
      growth: Math.exp(s.log_growth ?? 0),
      flowDays: (s.flows ?? []).map(([day, flow, value]) => ({ day, flowPence: Number(flow), valuePence: Number(value) })),
      closingPence: s.closing === null ? openingPence : Number(s.closing),
    },
    to,
  );
}

/** The returns from every series row of the period, linked in ./returns.ts (loadReturns's fallback). */
export async function loadReturnsByRows(db: Kysely<Database>, ids: readonly number[], from: string, to: string): Promise<Returns> {
  const eve = addDays(from, -1);
  const net = sql.raw('money_in - money_out + adjustments + transfers');
  const [openings, rows] = await Promise.all([
    sql<{ account_id: number; value: string | number; net: string | number }>`
      SELECT a.id AS account_id, coalesce(v.value_pence, 0) AS value, coalesce(v.net, 0) AS net
      FROM unnest(${sql.val(ids)}::int[]) AS a(id)
      LEFT JOIN LATERAL (SELECT value_pence, ${net} AS net FROM valuation_series v
        WHERE v.account_id = a.id AND v.day <= ${eve}::date ORDER BY v.day DESC LIMIT 1) v ON true`.execute(db),
    sql<{ account_id: number; day: string; value: string | number; net: string | number }>`
      SELECT account_id, day::text AS day, value_pence AS value, ${net} AS net FROM valuation_series
      WHERE account_id = ANY(${sql.val(ids)}::int[]) AND day >= ${from}::date AND day <= ${to}::date
      ORDER BY day, account_id`.execute(db),
  ]);
  const opening = new Map(openings.rows.map((o) => [o.account_id, { valuePence: Number(o.value), netPence: Number(o.net) }]));
  const { openingPence, days } = combineDays(
    opening,
    rows.rows.map((r) => ({ accountId: r.account_id, day: r.day, valuePence: Number(r.value), netPence: Number(r.net) })),
  );
  return computeReturns(openingPence, days, from, to);
}

/**
 * The period's initial and ad-hoc adviser charges per account number (pence, negative as booked),
 * from the charge events' kinds (migration 0023; the partial index on charge events serves it).
 */
export async function loadOneOffAdviserCharges(
  db: Kysely<Database>,
  accounts: readonly PortfolioAccountRef[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .selectFrom('transaction_events')
    .select(['account_id', sql<string>`round(sum(trev_amount) * 100)::bigint`.as('pence')])
    .where(
      'account_id',
      'in',
      accounts.map((a) => a.accountId),
    )
    .where('charge_kind', 'in', ['adviserInitial', 'adviserAdHoc'])
    .where('trev_effective_date', '>=', from)
    .where('trev_effective_date', '<=', to)
    .groupBy('account_id')
    .execute();
  const numberOf = new Map(accounts.map((a) => [a.accountId, a.accountNumber]));
  return new Map(rows.map((r) => [numberOf.get(r.account_id) ?? '', Number(r.pence)]));
}
