/**
 * What the print service reads: whether an account belongs to the client being printed, and the
 * adviser of the front pages — for an account its first owner's (spec §7: the account's clients
 * call and the adviser link of its first client), for Combined the client's own.
 */
import type { Kysely } from 'kysely';
import { NO_ADVISER_ID, type PrintAccount } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { loadAccountAdviser } from '../../shared/account-adviser.ts';

export interface PrintAdviser {
  name: string;
  outletId: number | null;
}

/** The account's id when `clientId` owns it (solely or jointly), else null. */
export async function ownedAccountId(db: Kysely<Database>, clientId: number, accountNumber: string): Promise<number | null> {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
    .select('accounts.account_id')
    .where('accounts.account_number', '=', accountNumber)
    .where('account_owners.client_id', '=', clientId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

export async function accountPrintAdviser(db: Kysely<Database>, accountId: number): Promise<PrintAdviser | null> {
  const adviser = await loadAccountAdviser(db, accountId);
  return adviser ? { name: `${adviser.forename} ${adviser.surname}`.trim(), outletId: adviser.adviserOutletId } : null;
}

export async function clientPrintAdviser(db: Kysely<Database>, clientId: number): Promise<PrintAdviser | null> {
  const row = await db
    .selectFrom('clients')
    .innerJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .select(['advisers.adviser_id', 'advisers.forename', 'advisers.surname', 'advisers.adviser_outlet_id'])
    .where('clients.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row || row.adviser_id === NO_ADVISER_ID) return null;
  return { name: `${row.forename} ${row.surname}`.trim(), outletId: row.adviser_outlet_id };
}

/** The client's name as the front pages print it ('forename surname'), from the server's own record (review L5). */
export async function printClientName(db: Kysely<Database>, clientId: number): Promise<string> {
  const row = await db.selectFrom('clients').select(['forename', 'surname']).where('client_id', '=', clientId).executeTakeFirst();
  return row ? `${row.forename} ${row.surname}`.trim() : '';
}

/** An account's wrapper type, for its label ('ISA 123456'). */
export async function accountWrapperType(db: Kysely<Database>, accountId: number): Promise<string | null> {
  const row = await db.selectFrom('accounts').select('wrapper_type').where('account_id', '=', accountId).executeTakeFirst();
  return row?.wrapper_type ?? null;
}

/** The client's accounts as the printed summary and costs read them (the client resource's fields and order). */
export async function printAccounts(db: Kysely<Database>, clientId: number): Promise<Array<PrintAccount & { accountId: number }>> {
  const rows = await db
    .selectFrom('account_owners')
    .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
    .select([
      'accounts.account_id',
      'accounts.account_number',
      'accounts.wrapper_type',
      'accounts.account_type',
      'accounts.account_status',
      'accounts.total_holdings',
      'accounts.annual_adviser_fee_percentage',
      'accounts.annual_adviser_fee_amount',
    ])
    .where('account_owners.client_id', '=', clientId)
    .orderBy('accounts.account_status')
    .orderBy('accounts.opened_date')
    .execute();
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((a) => ({
    accountId: a.account_id,
    accountNumber: a.account_number,
    wrapperType: a.wrapper_type,
    accountType: a.account_type,
    accountStatus: a.account_status,
    totalHoldings: num(a.total_holdings),
    annualAdviserFeePercentage: num(a.annual_adviser_fee_percentage),
    annualAdviserFeeAmount: num(a.annual_adviser_fee_amount),
  }));
}
