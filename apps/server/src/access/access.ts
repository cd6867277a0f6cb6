/**
 * Who may read what — in one place. A client reads only itself (its joint accounts come with its own
 * resource). An adviser (agent, with the `sonata-agent` role) reads a client of its firm only while
 * impersonating it: the impersonated client is then the session's effective client, so the agent
 * reads exactly that client's data (and, by the read-only guard, changes nothing).
 */
import type { Kysely } from 'kysely';
import { ROLE_AGENT } from '@portal/api';
import type { Database } from '../db/schema.ts';
import type { ActiveSession } from './session-types.ts';

export type Access = 'allowed' | 'forbidden';

/** The client whose portal this session shows: the client itself, or the one an adviser impersonates. */
export function effectiveClientId(session: ActiveSession): number | null {
  if (session.user.clientId !== null) return session.user.clientId;
  // Only an agent's session can carry an impersonated client, and only while it holds the agent role.
  return isAgent(session) && session.user.roles.includes(ROLE_AGENT) ? (session.data.impersonatedClientId ?? null) : null;
}

export function isAgent(session: ActiveSession): boolean {
  return session.user.clientId === null && session.user.adviserId !== null;
}

/** An adviser viewing a client: every mutating call is refused (plugins/read-only.ts). */
export function isImpersonating(session: ActiveSession | null): boolean {
  return session !== null && isAgent(session) && session.data.impersonatedClientId != null;
}

/** The roles that decide what the portal shows: the impersonated client's while impersonating, else the user's own. */
export function effectiveRoles(session: ActiveSession): string[] {
  return isImpersonating(session) ? (session.data.impersonatedClientRoles ?? []) : session.user.roles;
}

/**
 * Whether the session may read client `clientId`: only the session's effective client — the client
 * itself, or the one a `sonata-agent` adviser is impersonating (audited; features/adviser). An
 * adviser's own session reads no client data: it picks a client and impersonates it first.
 * Async and given the database so callers need not change if a rule ever needs a lookup.
 */
export async function canReadClient(_db: Kysely<Database>, session: ActiveSession, clientId: number): Promise<Access> {
  return effectiveClientId(session) === clientId ? 'allowed' : 'forbidden';
}
