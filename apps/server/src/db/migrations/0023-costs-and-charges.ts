/**
 * Costs and charges (issue 32): what the returns waterfall and the costs-and-charges page need beside
 * the events themselves.
 *
 * - fund_charges: each fund's ongoing charges figure (OCF) and transaction-cost estimate, in percent a
 *   year, from an effective date on (a fund's row in force on a day is the latest on or before it).
 * - account_charges: each account's platform charge and ongoing adviser charge, in percent a year, from
 *   an effective date on.
 * - transaction_events.charge_kind: which kind of charge a charge event is (platform, adviser ongoing,
 *   adviser initial, adviser ad-hoc, investment management, dealing); null for every other event.
 *   Existing events are tagged from their code (PLAT, ADVO, ADVI, IMFE).
 *
 * The new tables announce their writes on the cache channel as the other portfolio tables do (0015).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export const CHARGE_KINDS = ['platform', 'adviserOngoing', 'adviserInitial', 'adviserAdHoc', 'investmentManagement', 'dealing'] as const;

/** The kind of the charge events the existing codes stand for. */
export const CHARGE_KIND_OF_CODE: Record<string, (typeof CHARGE_KINDS)[number]> = {
  PLAT: 'platform',
  ADVO: 'adviserOngoing',
  ADVI: 'adviserInitial',
  IMFE: 'investmentManagement',
};

const NEW_TABLES = ['fund_charges', 'account_charges'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE fund_charges (
    fund_id integer NOT NULL REFERENCES funds (fund_id) ON DELETE CASCADE,
    effective_date date NOT NULL,
    ongoing_charge_percent numeric(7, 4) NOT NULL CHECK (ongoing_charge_percent >= 0 AND ongoing_charge_percent < 100),
    transaction_cost_percent numeric(7, 4) NOT NULL CHECK (transaction_cost_percent > -100 AND transaction_cost_percent < 100),
    PRIMARY KEY (fund_id, effective_date))`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TABLE account_charges (
    account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    effective_date date NOT NULL,
    platform_charge_percent numeric(7, 4) NOT NULL CHECK (platform_charge_percent >= 0 AND platform_charge_percent < 100),
    adviser_ongoing_percent numeric(7, 4) NOT NULL CHECK (adviser_ongoing_percent >= 0 AND adviser_ongoing_percent < 100),
    PRIMARY KEY (account_id, effective_date))`,
    )
    .execute(db);
  await sql
    .raw(
      `ALTER TABLE transaction_events ADD COLUMN charge_kind text
       CHECK (charge_kind IN (${CHARGE_KINDS.map((k) => `'${k}'`).join(', ')}))`,
    )
    .execute(db);
  const cases = Object.entries(CHARGE_KIND_OF_CODE)
    .map(([code, kind]) => `WHEN '${code}' THEN '${kind}'`)
    .join(' ');
  await sql
    .raw(
      `UPDATE transaction_events SET charge_kind = CASE trev_ttyp_code ${cases} END
       WHERE trev_ttyp_code IN (${Object.keys(CHARGE_KIND_OF_CODE)
         .map((c) => `'${c}'`)
         .join(', ')})`,
    )
    .execute(db);
  await sql
    .raw('CREATE INDEX transaction_events_charges ON transaction_events (account_id, trev_effective_date) WHERE charge_kind IS NOT NULL')
    .execute(db);
  for (const table of NEW_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_portfolio_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION portal_portfolio_changed()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS transaction_events_charges').execute(db);
  await sql.raw('ALTER TABLE transaction_events DROP COLUMN IF EXISTS charge_kind').execute(db);
  await sql.raw('DROP TABLE IF EXISTS account_charges').execute(db);
  await sql.raw('DROP TABLE IF EXISTS fund_charges').execute(db);
}
