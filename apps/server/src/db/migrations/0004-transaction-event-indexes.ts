/**
 * Indexes of the transactions call (spec §7): events of an account by each date type it filters on
 * (processed, reporting; effective is in 0001) and investment transactions by execution date.
 * trev_id closes each index so the keyset order (date, trevId) is served without a sort.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const up_statements = [
  `CREATE INDEX transaction_events_processed ON transaction_events (account_id, trev_processed_date, trev_id)`,
  `CREATE INDEX transaction_events_reporting ON transaction_events (account_id, trev_reporting_date, trev_id)`,
  `CREATE INDEX investment_transactions_execution ON investment_transactions (account_id, itrn_effective_date, trev_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['investment_transactions_execution', 'transaction_events_reporting', 'transaction_events_processed']) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
}
