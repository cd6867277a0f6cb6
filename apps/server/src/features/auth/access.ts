/**
 * Who may read what — in one place. A client reads only itself (its joint accounts come with its own
 * resource). An adviser (agent) reads clients whose adviser works at a location of the agent's firm;
 * while impersonating, the impersonated client is the session's effective client, so the agent reads
 * exactly that client's data (and, by the read-only guard, changes nothing).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ActiveSession } from '../../plugins/session-types.ts';

export type Access = 'allowed' | 'forbidden';

/** The client whose portal this session shows: the client itself, or the one an adviser impersonates. */
export function effectiveClientId(session: ActiveSession): number | null {
  if (session.user.clientId !== null) return session.user.clientId;
  // Only an agent's session can carry an impersonated client.
  return isAgent(session) ? (session.data.impersonatedClientId ?? null) : null;
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
 * Whether the session may read client `clientId`. For an agent an unknown client is 'allowed' so the
 * caller answers 404 (the agent could otherwise see it); for a client any other id is 'forbidden'.
 */
export async function canReadClient(db: Kysely<Database>, session: ActiveSession, clientId: number): Promise<Access> {
  const own = effectiveClientId(session);
  if (own !== null) return own === clientId ? 'allowed' : 'forbidden';
  if (!isAgent(session) || session.user.adviserId === null) return 'forbidden';
  const row = await db
    .selectFrom('clients')
    .leftJoin('advisers as client_adviser', 'client_adviser.adviser_id', 'clients.adviser_id')
    .leftJoin('locations as client_location', 'client_location.location_id', 'client_adviser.location_id')
    .select((eb) => [
      'clients.client_id',
      eb
        .exists(
          eb
            .selectFrom('advisers as agent')
            .innerJoin('locations as agent_location', 'agent_location.location_id', 'agent.location_id')
            .whereRef('agent_location.firm_id', '=', 'client_location.firm_id')
            .where('agent.adviser_id', '=', session.user.adviserId)
            .select('agent.adviser_id'),
        )
        .as('same_firm'),
    ])
    .where('clients.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return 'allowed';
  return row.same_firm ? 'allowed' : 'forbidden';
}
