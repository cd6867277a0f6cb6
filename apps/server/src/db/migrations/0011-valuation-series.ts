/**
 * The valuation series (issue 18): per account and day, the value, cash and the running sums the
 * analysis and performance read (money in/out, adjustments, transfers, event count, and one column per
 * analysis category). A row is kept only for a day on which something changed; readers take the
 * latest row on or before a date. Built by features/portfolio/series.ts when data is written.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Category columns, in ANALYSIS_CATEGORIES order less GAIN_LOSS (derived), named c_<category>. */
const CATEGORY_COLUMNS = [
  'c_lump_sums',
  'c_regular_payments_and_withdrawals',
  'c_pension_tax_relief',
  'c_employer_payments',
  'c_cash_transfers',
  'c_re_registrations',
  'c_natural_income',
  'c_income_and_interest_distributions',
  'c_rebates',
  'c_adviser_charges',
  'c_platform_charges',
  'c_investment_management_fees',
  'c_adjustments',
  'c_inter_account_transfers',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE valuation_series (
    account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    day date NOT NULL,
    value_pence bigint NOT NULL, cash_pence bigint NOT NULL,
    money_in bigint NOT NULL, money_out bigint NOT NULL, adjustments bigint NOT NULL, transfers bigint NOT NULL,
    events integer NOT NULL,
    ${CATEGORY_COLUMNS.map((c) => `${c} bigint NOT NULL`).join(', ')},
    PRIMARY KEY (account_id, day))`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS valuation_series').execute(db);
}
