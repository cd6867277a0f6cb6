/**
 * What an adviser (agent) may see — its firm's locations, their advisers and clients — and the
 * impersonation audit log. "Visible" always means: a location of the firm the agent's own location
 * belongs to (the same rule as canReadClient in auth/access.ts).
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ImpersonationAuditTable {
  audit_id: Generated<number>;
  adviser_user_id: number;
  adviser_id: number;
  client_id: number;
  action: 'START' | 'STOP';
  occurred_at: Date;
  client_address: string | null;
  /** A STOP row: the START row (the visit) it ends (migration 0024); null on START rows and older STOPs. */
  visit_id: number | null;
}

/** What an adviser did during a visit (migration 0024): the pages shown and the files downloaded. */
export interface ImpersonationActivityTable {
  activity_id: Generated<string>;
  visit_id: number;
  kind: 'PAGE' | 'DOWNLOAD';
  name: string;
  occurred_at: Date;
}

// The audit tables are this feature's own (migrations 0002, 0024); declared here so schema.ts stays untouched.
declare module '../../db/schema.ts' {
  interface Database {
    impersonation_audit: ImpersonationAuditTable;
    impersonation_activity: ImpersonationActivityTable;
  }
}

export interface VisibleLocation {
  locationId: number;
  name: string;
}

export interface LocationAdviserRow {
  adviserId: number;
  forename: string;
  surname: string;
  clientId: number | null;
  clientForename: string | null;
  clientSurname: string | null;
}

/** The firm of the agent's own location (null: unknown adviser). */
function firmOf(db: Kysely<Database>, adviserId: number) {
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

/** Records a START or STOP; a STOP names the visit (START row) it ends. The row's id (a START's is the visit's id). */
export async function recordImpersonation(
  db: Kysely<Database>,
  entry: {
    adviserUserId: number;
    adviserId: number;
    clientId: number;
    action: 'START' | 'STOP';
    at: Date;
    clientAddress: string | null;
    visitId?: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('impersonation_audit')
    .values({
      adviser_user_id: entry.adviserUserId,
      adviser_id: entry.adviserId,
      client_id: entry.clientId,
      action: entry.action,
      occurred_at: entry.at,
      client_address: entry.clientAddress,
      visit_id: entry.action === 'STOP' ? (entry.visitId ?? null) : null,
    })
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  return row.audit_id;
}

/** Records a page shown or a file downloaded during a visit. */
export async function recordImpersonationActivity(
  db: Kysely<Database>,
  entry: { visitId: number; kind: 'PAGE' | 'DOWNLOAD'; name: string; at: Date },
): Promise<void> {
  await db
    .insertInto('impersonation_activity')
    .values({ visit_id: entry.visitId, kind: entry.kind, name: entry.name.slice(0, 200), occurred_at: entry.at })
    .execute();
}
