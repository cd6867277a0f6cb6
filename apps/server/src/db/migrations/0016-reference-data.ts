/**
 * Reference data in the database (issues 28 and 34): the transaction type catalogue (event codes with
 * their analysis category and how their cash counts in spec §5's flows; investment-transaction codes
 * with the filter panel's TRX_HIGH_LEVEL / TRX_LOW_LEVEL mappings) seeded here, and the model portfolios
 * with their fund weights, which the import (or the demo seed) fills. Request-time code reads these
 * tables, never the demo simulation.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** [code, description, high level, its ordinal, low level, its ordinal] */
const ITRN_TYPES: [string, string, string, number, string, number][] = [
  ['LSCN', 'Lump sum contribution', 'Payments in', 1, 'Lump sum', 1],
  ['ARPP', 'Regular payment', 'Payments in', 1, 'Regular payment', 2],
  ['TAXL', 'Tax relief', 'Payments in', 1, 'Tax relief', 3],
  ['EMPC', 'Employer payment', 'Payments in', 1, 'Employer payment', 4],
  ['CHQP', 'Cheque payment', 'Payments in', 1, 'Cheque payment', 5],
  ['RWDR', 'Regular withdrawal', 'Withdrawals', 2, 'Regular withdrawal', 1],
  ['DDIP', 'Drawdown income payment', 'Withdrawals', 2, 'Drawdown income', 2],
  ['WDAH', 'Ad-hoc withdrawal', 'Withdrawals', 2, 'Ad-hoc withdrawal', 3],
  ['NINC', 'Natural income payment', 'Withdrawals', 2, 'Natural income', 4],
  ['BUY', 'Buy', 'Trades', 3, 'Buy', 1],
  ['SELL', 'Sell', 'Trades', 3, 'Sell', 2],
  ['SWBY', 'Switch in', 'Trades', 3, 'Switch in', 3],
  ['SWSL', 'Switch out', 'Trades', 3, 'Switch out', 4],
  ['DIST', 'Income distribution', 'Income', 4, 'Distribution', 1],
  ['INTR', 'Interest', 'Income', 4, 'Interest', 2],
  ['REBT', 'Fund manager rebate', 'Income', 4, 'Fund manager rebate', 3],
  ['ADVI', 'Initial adviser fee', 'Fees and charges', 5, 'Advice fee (initial)', 1],
  ['ADVO', 'Ongoing adviser fee', 'Fees and charges', 5, 'Advice fee (ongoing)', 2],
  ['PLAT', 'Platform charge', 'Fees and charges', 5, 'Platform charge', 3],
  ['IMFE', 'Investment management fee', 'Fees and charges', 5, 'Investment management fee', 4],
  ['TFCP', 'Transfer in', 'Transfers', 6, 'Transfer in', 1],
  ['IATR', 'Inter-account transfer', 'Transfers', 6, 'Inter-account transfer', 2],
  ['RREG', 'Re-registration', 'Transfers', 6, 'Re-registration', 3],
  ['BISA', 'Bed and ISA', 'Transfers', 6, 'Bed and ISA', 4],
  ['ADJC', 'Adjustment', 'Adjustments', 7, 'Adjustment', 1],
  ['AEMA', 'Adviser e-mail authority', 'Adjustments', 7, 'Internal', 2],
  ['AEFA', 'Adviser fee authority', 'Adjustments', 7, 'Internal', 2],
  ['BUCD', 'Buy cash debit (contra)', 'Adjustments', 7, 'Internal', 2],
  ['BUYD', 'Buy dealt (contra)', 'Adjustments', 7, 'Internal', 2],
  ['EEYA', 'End of year accrual', 'Adjustments', 7, 'Internal', 2],
  ['IEEA', 'Income equalisation entry', 'Adjustments', 7, 'Internal', 2],
  ['WDCR', 'Withdrawal credit (contra)', 'Adjustments', 7, 'Internal', 2],
  ['PFCC', 'Platform fee calculation credit', 'Adjustments', 7, 'Internal', 2],
  ['PFDC', 'Platform fee calculation debit', 'Adjustments', 7, 'Internal', 2],
  ['FNCH', 'Fund name change', 'N/A', 99, 'Fund name change', 1],
];

/** [code, description, analysis category, flow, main itrn code, excluded from the portal] */
const TRANSACTION_TYPES: [string, string, string, string, string, boolean][] = [
  ['LSCN', 'Lump sum contribution', 'LUMP_SUMS', 'contribution', 'LSCN', false],
  ['RPPM', 'Regular payment', 'REGULAR_PAYMENTS_AND_WITHDRAWALS', 'contribution', 'ARPP', false],
  ['CHQP', 'Cheque payment', 'LUMP_SUMS', 'contribution', 'CHQP', false],
  ['TXLS', 'Pension tax relief', 'PENSION_TAX_RELIEF', 'taxRelief', 'TAXL', false],
  ['TFCP', 'Transfer in', 'CASH_TRANSFERS', 'transferIn', 'TFCP', false],
  ['EMPC', 'Employer payment', 'EMPLOYER_PAYMENTS', 'employer', 'EMPC', false],
  ['BUY', 'Buy', 'TRADES', 'trade', 'BUY', false],
  ['SELL', 'Sell', 'TRADES', 'trade', 'SELL', false],
  ['SWCH', 'Rebalance switch', 'TRADES', 'trade', 'SWBY', false],
  ['DIST', 'Income distribution', 'INCOME_AND_INTEREST_DISTRIBUTIONS', 'distribution', 'DIST', false],
  ['INTR', 'Interest', 'INCOME_AND_INTEREST_DISTRIBUTIONS', 'interest', 'INTR', false],
  ['REBT', 'Fund manager rebate', 'REBATES', 'rebate', 'REBT', false],
  ['ADVI', 'Initial adviser fee', 'ADVISER_CHARGES', 'fee', 'ADVI', false],
  ['ADVO', 'Ongoing adviser fee', 'ADVISER_CHARGES', 'fee', 'ADVO', false],
  ['PLAT', 'Platform charge', 'PLATFORM_CHARGES', 'fee', 'PLAT', false],
  ['IMFE', 'Investment management fee', 'INVESTMENT_MANAGEMENT_FEES', 'fee', 'IMFE', false],
  ['RWDR', 'Regular withdrawal', 'REGULAR_PAYMENTS_AND_WITHDRAWALS', 'withdrawal', 'RWDR', false],
  ['DDIP', 'Drawdown income payment', 'REGULAR_PAYMENTS_AND_WITHDRAWALS', 'withdrawal', 'DDIP', false],
  ['WDAH', 'Ad-hoc withdrawal', 'LUMP_SUMS', 'withdrawal', 'WDAH', false],
  ['NINC', 'Natural income payment', 'NATURAL_INCOME', 'withdrawal', 'NINC', false],
  ['IATR', 'Inter-account transfer', 'INTER_ACCOUNT_TRANSFERS', 'interAccount', 'IATR', false],
  ['BISA', 'Bed and ISA transfer', 'INTER_ACCOUNT_TRANSFERS', 'interAccount', 'BISA', false],
  ['RREG', 'Re-registration', 'RE_REGISTRATIONS', 'reRegistration', 'RREG', false],
  ['ADJC', 'Adjustment', 'ADJUSTMENTS', 'adjustment', 'ADJC', false],
  ['FNCH', 'Fund name change', 'ADJUSTMENTS', 'none', 'FNCH', false],
  ['AEMA', 'Adviser e-mail authority', 'ADJUSTMENTS', 'adjustment', 'AEMA', true],
  ['BUCD', 'Buy cash debit (contra)', 'ADJUSTMENTS', 'adjustment', 'BUCD', true],
  ['BUYD', 'Buy dealt (contra)', 'ADJUSTMENTS', 'adjustment', 'BUYD', true],
  ['EEYA', 'End of year accrual', 'ADJUSTMENTS', 'adjustment', 'EEYA', true],
  ['IEEA', 'Income equalisation entry', 'ADJUSTMENTS', 'adjustment', 'IEEA', true],
  ['WDCR', 'Withdrawal credit (contra)', 'ADJUSTMENTS', 'adjustment', 'WDCR', true],
  ['AEFA', 'Adviser fee authority', 'ADJUSTMENTS', 'adjustment', 'AEFA', true],
  ['PFCC', 'Platform fee calculation credit', 'ADJUSTMENTS', 'adjustment', 'PFCC', true],
  ['PFDC', 'Platform fee calculation debit', 'ADJUSTMENTS', 'adjustment', 'PFDC', true],
];

const FLOWS = [
  'contribution',
  'taxRelief',
  'transferIn',
  'employer',
  'withdrawal',
  'distribution',
  'interest',
  'rebate',
  'fee',
  'adjustment',
  'interAccount',
  'reRegistration',
  'trade',
  'none',
];

const literal = (value: string | number | boolean) => (typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value));
const values = (rows: (string | number | boolean)[][]) => rows.map((r) => `(${r.map(literal).join(', ')})`).join(',\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE itrn_types (
    itrn_ttyp_code text PRIMARY KEY,
    description text NOT NULL,
    trx_high_level text NOT NULL,
    trx_high_level_ordinal integer NOT NULL,
    trx_low_level text NOT NULL,
    trx_low_level_ordinal integer NOT NULL)`,
    `CREATE TABLE transaction_types (
    trev_ttyp_code text PRIMARY KEY,
    description text NOT NULL,
    category text NOT NULL,
    flow text NOT NULL CHECK (flow IN (${FLOWS.map(literal).join(', ')})),
    itrn_ttyp_code text NOT NULL REFERENCES itrn_types,
    excluded boolean NOT NULL)`,
    `INSERT INTO itrn_types VALUES ${values(ITRN_TYPES)}`,
    `INSERT INTO transaction_types VALUES ${values(TRANSACTION_TYPES)}`,
    `CREATE TABLE model_portfolios (
    name text PRIMARY KEY,
    short_name text NOT NULL)`,
    `CREATE TABLE model_portfolio_funds (
    model_portfolio_name text NOT NULL REFERENCES model_portfolios ON UPDATE CASCADE ON DELETE CASCADE,
    fund_id integer NOT NULL REFERENCES funds,
    weight numeric(9, 6) NOT NULL CHECK (weight > 0 AND weight <= 1),
    PRIMARY KEY (model_portfolio_name, fund_id))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['model_portfolio_funds', 'model_portfolios', 'transaction_types', 'itrn_types'])
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
