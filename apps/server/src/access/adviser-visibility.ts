/**
 * An adviser's (agent's) reach: the firm of its own location and the locations of that firm. "Visible"
 * always means a location of the firm the agent's own location belongs to (the same rule as
 * canReadClient in access.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface VisibleLocation {
  locationId: number;
  name: string;
}

/** The firm of the agent's own location (null: unknown adviser). */
export function firmOf(db: Kysely<Database>, adviserId: number) {
  return db
    .selectFrom('advisers as agent')
    .innerJoin('locations as agent_location', 'agent_location.location_id', 'agent.location_id')
    .select('agent_location.firm_id')
    .where('agent.adviser_id', '=', adviserId);
}

export async function visibleLocations(db: Kysely<Database>, adviserId: number, locationId?: number): Promise<VisibleLocation[]> {
  let query = db
    .selectFrom('locations')
    .select(['location_id', 'name'])
    .where('firm_id', 'in', firmOf(db, adviserId))
    .orderBy('name')
    .orderBy('location_id');
  if (locationId !== undefined) query = query.where('location_id', '=', locationId);
  const rows = await query.execute();
  return rows.map((r) => ({ locationId: r.location_id, name: r.name }));
}
