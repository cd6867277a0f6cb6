/**
 * The transactions role (spec §6 'sonata-client-transaction'): the transaction calls answer only
 * sessions whose EFFECTIVE roles hold it — the client's own roles, or, for an adviser impersonating
 * a client, that client's roles (the adviser's own roles never grant a client role).
 */
import type { Kysely } from 'kysely';
import { ROLE_CLIENT_TRANSACTION } from '@portal/api';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import type { ActiveSession } from './session-types.ts';
import { findClientRoles } from './repository.ts';

export async function effectiveRoles(db: Kysely<Database>, session: ActiveSession): Promise<readonly string[]> {
  if (session.user.clientId !== null) return session.user.roles;
  const impersonated = session.data.impersonatedClientId;
  if (impersonated == null) return [];
  return (await findClientRoles(db, impersonated)) ?? [];
}

/** 403 RoleRequired unless the session's effective roles hold the transactions role. */
export async function requireTransactionsRole(db: Kysely<Database>, session: ActiveSession): Promise<void> {
  if (!(await effectiveRoles(db, session)).includes(ROLE_CLIENT_TRANSACTION)) throw new HttpError(403, 'RoleRequired');
}
