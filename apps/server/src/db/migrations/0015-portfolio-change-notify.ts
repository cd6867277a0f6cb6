/**
 * Tells every server instance when portfolio data changes, whoever changes it (the demo seed, a
 * nightly batch, a back-dated event): a statement-level trigger on the tables the valuation series
 * and the analysis are read from NOTIFYs the cache channel (plugins/caches.ts) with the change
 * `{ portfolio: true }`, so the instances drop their cached analyses. pg_notify folds identical
 * messages of one transaction into one, so a bulk load sends one message per transaction.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** The tables whose writes change an analysis or a performance answer. */
export const PORTFOLIO_TABLES = ['valuation_series', 'transaction_events', 'investment_transactions', 'fund_prices', 'funds'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION portal_portfolio_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', '{"from":"database","change":{"portfolio":true}}');
  RETURN NULL;
END $$`,
    )
    .execute(db);
  for (const table of PORTFOLIO_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_portfolio_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION portal_portfolio_changed()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PORTFOLIO_TABLES) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_portfolio_changed ON ${table}`).execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS portal_portfolio_changed()').execute(db);
}
