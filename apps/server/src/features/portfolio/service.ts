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
import { fromSeries, type SeriesPoint } from './series-read.ts';
import { SERIES_CATEGORIES, categoryColumn, ensureSeries } from './series.ts';

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

/** Once per database: a data directory seeded before the series existed gets it built on first use. */
const ready = new WeakMap<Kysely<Database>, Promise<void>>();
function seriesReady(db: Kysely<Database>): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = ensureSeries(db);
    ready.set(db, done);
    done.catch(() => ready.delete(db));
  }
  return done;
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
  // Running sums by category only at the first and last sample (the chart needs value and net).
  const rows = await sql<SeriesPoint>`
    SELECT s.k::int AS k, a.id AS account_id, v.value_pence, v.money_in, v.money_out, v.adjustments, v.transfers, v.events,
      CASE WHEN s.k = 1 OR s.k = ${last + 1} THEN ARRAY[${sql.join(categoryColumns)}]::text[] END AS categories
    FROM unnest(${sql.val(dates)}::date[]) WITH ORDINALITY AS s(d, k)
    CROSS JOIN unnest(${sql.val(ids)}::int[]) AS a(id)
    LEFT JOIN LATERAL (
      SELECT * FROM valuation_series v WHERE v.account_id = a.id AND v.day <= s.d ORDER BY v.day DESC LIMIT 1
    ) v ON true`.execute(db);
  return fromSeries(accounts, dates, rows.rows);
}
