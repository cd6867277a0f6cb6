/**
 * The rules of the transaction calls (spec §2, §7): every call needs an account the effective client
 * owns (403 otherwise, unknown and not-owned alike); the transaction data also needs the transactions
 * role, except the payments-only events (payments=only, the income history: spec §2 gates only
 * Transactions); the owners and their adviser are account relationships, read without the role.
 */
import type { Kysely } from 'kysely';
import type { AccountClients, Adviser } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { effectiveClientId } from '../../access/access.ts';
import { readableAccount } from '../../access/account-access.ts';
import type { ReadableAccount } from '../../access/account-access.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { requireTransactionsRole } from '../../access/transactions-role.ts';
import { loadAccountAdviser } from '../../shared/account-adviser.ts';
import { loadAccountClients } from './repository.ts';

/** Whether a call with this query needs the transactions role: all but the payments-only events. */
export const roleRequiredFor = (query: { payments?: string }) => query.payments !== 'only';

/** The account behind the request, or 403 (unknown and not-owned alike); 403 without the role when it is required. */
export async function accountFor(
  db: Kysely<Database>,
  session: ActiveSession,
  which: { accountNumber: string } | { accountId: number },
  roleRequired: boolean,
): Promise<ReadableAccount> {
  if (roleRequired) await requireTransactionsRole(db, session);
  const found = await readableAccount(db, session, which);
  if (!found) throw errors.forbidden();
  return found;
}

/** The account's adviser, or 404 when its first owner has none. */
export async function accountAdviser(db: Kysely<Database>, accountId: number): Promise<Adviser> {
  const adviser = await loadAccountAdviser(db, accountId);
  if (!adviser) throw errors.notFound('The account has no adviser.');
  return adviser;
}

/**
 * The account's owners: only the owner whose resource the session reads carries a `self` link (a
 * joint owner's would lead to a resource the caller cannot read: security review I4).
 */
export function accountOwners(db: Kysely<Database>, session: ActiveSession, account: ReadableAccount): Promise<AccountClients> {
  return loadAccountClients(db, account, effectiveClientId(session));
}
