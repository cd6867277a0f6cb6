/**
 * The UserSession of an adviser impersonating a client (spec §3, §4): the client's id, name, roles
 * and adviser location (so the Library link and the firm theme follow the client), the adviser's own
 * username, adviserId and roles kept apart, and isReadOnly.
 */
import type { Kysely } from 'kysely';
import type { SessionPreferences, UserSession } from '@portal/api';
import type { Database } from '../db/schema.ts';
import { errors } from '../http-error.ts';

/** Reads a client's preferences for a session answer (the preferences feature's, wired by app.ts). */
export type PreferencesReader = (db: Kysely<Database>, clientId: number) => Promise<SessionPreferences>;

export interface AgentProfile {
  username: string;
  roles: string[];
  adviserId: number;
}

export async function impersonatedUserSession(
  db: Kysely<Database>,
  agent: AgentProfile,
  clientId: number,
  clientRoles: string[],
  lastLogin: string | null,
  sessionPreferences: PreferencesReader,
): Promise<UserSession> {
  const client = await db
    .selectFrom('clients')
    .leftJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .select(['clients.client_id', 'clients.forename', 'clients.surname', 'advisers.location_id'])
    .where('clients.client_id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw errors.notFound('No such client.');
  return {
    id: client.client_id,
    username: agent.username,
    // Agents are treated as having accepted terms (spec §4).
    termsAccepted: true,
    roles: clientRoles,
    lastLogin,
    isLoggedIn: true,
    currentUser: { forename: client.forename, surname: client.surname, clientId: client.client_id },
    userLocationId: client.location_id,
    adviserId: agent.adviserId,
    adviserRoles: agent.roles,
    impersonatedClient: { clientId: client.client_id, roles: clientRoles },
    // The client's own preferences, shown read-only.
    preferences: await sessionPreferences(db, client.client_id),
    isReadOnly: true,
  };
}
