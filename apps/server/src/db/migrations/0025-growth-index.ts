/**
 * The growth index (issue 32: returns within the analysis budget whatever the history). The time-weighted
 * return links one factor a day, so over twenty years it read thousands of series rows per request. The
 * factors' logarithms are kept as running sums instead, and a period's linked growth is the difference
 * of two rows:
 *
 * - valuation_series gains, per account and day, the day's external flow (`flow_pence`: the change of
 *   money in − money out + adjustments + transfers), the running sum of ln(daily factor) over the days
 *   with money invested (`growth_log`), and the running count of days whose factor was not positive
 *   (`growth_breaks`: a period holding one is computed row by row instead).
 * - combined_series holds the same for a set of accounts taken together (a client's Combined: the days
 *   of any member, each member's value carried forward), keyed by the set in combined_series_sets, with
 *   the running net money in/out (`net_pence`) so the analysis chart of a Combined reads one row a sample.
 *   Both are rebuilt by features/portfolio/series.ts in the transaction that rebuilds a member's rows.
 *
 * Existing data directories get the columns filled by the series' rebuild on first use (series marker
 * version 2).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE valuation_series
    ADD COLUMN flow_pence bigint NOT NULL DEFAULT 0,
    ADD COLUMN growth_log double precision NOT NULL DEFAULT 0,
    ADD COLUMN growth_breaks integer NOT NULL DEFAULT 0`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE combined_series_sets (
    set_id serial PRIMARY KEY,
    account_ids integer[] NOT NULL UNIQUE CHECK (cardinality(account_ids) > 1))`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE combined_series (
    set_id integer NOT NULL REFERENCES combined_series_sets (set_id) ON DELETE CASCADE,
    day date NOT NULL,
    value_pence bigint NOT NULL,
    flow_pence bigint NOT NULL,
    net_pence bigint NOT NULL,
    growth_log double precision NOT NULL,
    growth_breaks integer NOT NULL,
    PRIMARY KEY (set_id, day))`,
    )
    .execute(db);
  // The days with a flow (the money-weighted return's dated flows), found without walking the others.
  await sql.raw('CREATE INDEX valuation_series_flow_days ON valuation_series (account_id, day) WHERE flow_pence <> 0').execute(db);
  await sql.raw('CREATE INDEX combined_series_flow_days ON combined_series (set_id, day) WHERE flow_pence <> 0').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS valuation_series_flow_days').execute(db);
  await sql.raw('DROP TABLE IF EXISTS combined_series').execute(db);
  await sql.raw('DROP TABLE IF EXISTS combined_series_sets').execute(db);
  await sql
    .raw(
      'ALTER TABLE valuation_series DROP COLUMN IF EXISTS flow_pence, DROP COLUMN IF EXISTS growth_log, DROP COLUMN IF EXISTS growth_breaks',
    )
    .execute(db);
}
