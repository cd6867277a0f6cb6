/**
 * Who may read an account: the session's effective client (the client itself, or the one an adviser
 * impersonates — see effectiveClientId) reads the accounts it owns, joint ones included. Anyone else,
 * and a session with no effective client, is refused. Unknown accounts are refused the same way, so
 * a client cannot probe which account numbers exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ActiveSession } from './session-types.ts';
import { effectiveClientId } from './access.ts';

export interface ReadableAccount {
  accountId: number;
  accountNumber: string;
  /** The effective client that may read it. */
  clientId: number;
}

/**
 * The account (by number or by id) if the session's effective client holds it, else null. One
 * indexed lookup (accounts.account_number unique / primary key, account_owners primary key).
 */
export async function readableAccount(
  db: Kysely<Database>,
  session: ActiveSession,
  which: { accountNumber: string } | { accountId: number },
): Promise<ReadableAccount | null> {
  const clientId = effectiveClientId(session);
  if (clientId === null) return null;
  let query = db
    .selectFrom('accounts')
    .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
    .select(['accounts.account_id', 'accounts.account_number'])
    .where('account_owners.client_id', '=', clientId);
  query =
    'accountNumber' in which
      ? query.where('accounts.account_number', '=', which.accountNumber)
      : query.where('accounts.account_id', '=', which.accountId);
  const row = await query.executeTakeFirst();
  return row ? { accountId: row.account_id, accountNumber: row.account_number, clientId } : null;
}

/** Whether the session may read account `accountNumber`: the account when it may, else null. */
export function canReadAccount(db: Kysely<Database>, session: ActiveSession, accountNumber: string): Promise<ReadableAccount | null> {
  return readableAccount(db, session, { accountNumber });
}

/** The accounts a client holds (own and joint), ordered like the client resource: open first, then by opening. */
export async function heldAccounts(
  db: Kysely<Database>,
  clientId: number,
): Promise<Array<{ accountId: number; accountNumber: string; accountStatus: string }>> {
  const rows = await db
    .selectFrom('account_owners')
    .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
    .select(['accounts.account_id', 'accounts.account_number', 'accounts.account_status'])
    .where('account_owners.client_id', '=', clientId)
    .orderBy('accounts.account_status')
    .orderBy('accounts.opened_date')
    .execute();
  return rows.map((r) => ({ accountId: r.account_id, accountNumber: r.account_number, accountStatus: r.account_status }));
}

/** The accounts the effective client holds (own and joint), ordered like the client resource. */
export async function readableAccounts(
  db: Kysely<Database>,
  session: ActiveSession,
): Promise<{ clientId: number; accounts: { accountId: number; accountNumber: string; accountStatus: string }[] } | null> {
  const clientId = effectiveClientId(session);
  if (clientId === null) return null;
  return { clientId, accounts: await heldAccounts(db, clientId) };
}
