/**
 * Reads the analysis from the valuation series (./series.ts): one indexed probe per account and sample
 * date, then differences of running sums (./series-read.ts). No replay of history at request time.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { londonToday } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Memo } from '../../plugins/caches/memo.ts';
import { sampling, type AnalysisOutput } from './analysis.ts';
import { fromSeries, type ChartPoint, type SeriesPoint } from './series-read.ts';
import { SERIES_CATEGORIES, categoryColumn, seriesReady } from './series.ts';

export interface PortfolioAccountRef {
  accountId: number;
  accountNumber: string;
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
  const [chart, ends] = await Promise.all([
    sql<ChartPoint>`
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
