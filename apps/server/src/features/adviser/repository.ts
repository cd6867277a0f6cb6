/**
 * What an adviser (agent) may see of its firm's locations: their advisers and clients. "Visible" always
 * means a location of the firm the agent's own location belongs to (access/adviser-visibility.ts).
 */
import type { Kysely } from 'kysely';
import { firmOf } from '../../access/adviser-visibility.ts';
import type { Database } from '../../db/schema.ts';

export interface LocationAdviserRow {
  adviserId: number;
  forename: string;
  surname: string;
  clientId: number | null;
  clientForename: string | null;
  clientSurname: string | null;
}

/** Every adviser of the given locations with each of its clients (one row per pair; advisers without clients once). */
export async function advisersWithClients(
  db: Kysely<Database>,
  locationIds: readonly number[],
): Promise<Map<number, LocationAdviserRow[]>> {
  const byLocation = new Map<number, LocationAdviserRow[]>(locationIds.map((id) => [id, []]));
  if (locationIds.length === 0) return byLocation;
  const rows = await db
    .selectFrom('advisers')
    .leftJoin('clients', 'clients.adviser_id', 'advisers.adviser_id')
    .select([
      'advisers.location_id',
      'advisers.adviser_id',
      'advisers.forename',
      'advisers.surname',
      'clients.client_id',
      'clients.forename as client_forename',
      'clients.surname as client_surname',
    ])
    .where('advisers.location_id', 'in', locationIds)
    .orderBy('advisers.surname')
    .orderBy('advisers.adviser_id')
    .execute();
  for (const r of rows) {
    byLocation.get(r.location_id)?.push({
      adviserId: r.adviser_id,
      forename: r.forename,
      surname: r.surname,
      clientId: r.client_id,
      clientForename: r.client_forename,
      clientSurname: r.client_surname,
    });
  }
  return byLocation;
}

/** The client's user roles, if the client is one the agent may see (undefined: not visible or unknown). */
export async function visibleClient(
  db: Kysely<Database>,
  adviserId: number,
  clientId: number,
): Promise<{ clientId: number; roles: string[] } | undefined> {
  const row = await db
    .selectFrom('clients')
    .innerJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .innerJoin('locations', 'locations.location_id', 'advisers.location_id')
    .leftJoin('users', 'users.client_id', 'clients.client_id')
    .select(['clients.client_id', 'users.roles'])
    .where('clients.client_id', '=', clientId)
    .where('locations.firm_id', 'in', firmOf(db, adviserId))
    .executeTakeFirst();
  return row ? { clientId: row.client_id, roles: row.roles ?? [] } : undefined;
}
