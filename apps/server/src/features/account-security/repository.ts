/**
 * The account security queries (issue 30 items 4, 5): a user's live sessions and ending them, and
 * a client's visits by advisers from the impersonation audit (migrations 0002, 0024).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
// The audit tables' types are declared by the kernel.
import '../../access/impersonation-audit.ts';

export interface LiveWindow {
  /** Sessions seen after this are not idle. */
  idleCutoff: Date;
  /** Sessions authenticated after this are within the absolute limit. */
  absoluteCutoff: Date;
}

/** The user's live sessions, most recently active first. */
export function liveSessionsOf(db: Kysely<Database>, userId: number, live: LiveWindow) {
  return db
    .selectFrom('sessions')
    .select(['public_id', 'id_hash', 'user_agent', 'client_address', 'authenticated_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('last_seen_at', '>', live.idleCutoff)
    .where('authenticated_at', '>', live.absoluteCutoff)
    .orderBy('last_seen_at', 'desc')
    .orderBy('public_id')
    .execute();
}

/** Deletes the user's session with this public id (not the one given as `keep`); the hashes deleted. */
export async function endSessionOf(db: Kysely<Database>, userId: number, publicId: string, keep: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .where('id_hash', '!=', keep)
    .returning('id_hash')
    .execute();
  return rows.map((row) => row.id_hash);
}

/** Deletes every session of the user except `keep`; the hashes deleted. */
export async function endOtherSessionsOf(db: Kysely<Database>, userId: number, keep: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '!=', keep).returning('id_hash').execute();
  return rows.map((row) => row.id_hash);
}

export interface VisitRow {
  visitId: number;
  forename: string;
  surname: string;
  firmName: string | null;
  startedAt: Date;
  endedAt: Date | null;
  inProgress: boolean;
  pages: string[];
  downloads: { fileName: string; at: string }[];
}

/**
 * A client's visits (START rows), newest first, a page at a time; `adviserUserId` keeps one adviser's
 * own. The end is the visit's STOP; a visit whose session is still live is in progress; one with
 * neither ended by timing out. Pages in the order first shown; downloads oldest first.
 */
export async function visitsOf(
  db: Kysely<Database>,
  clientId: number,
  options: { adviserUserId?: number; offset: number; limit: number; live: LiveWindow },
): Promise<{ rows: VisitRow[]; total: number }> {
  let base = db.selectFrom('impersonation_audit as a').where('a.client_id', '=', clientId).where('a.action', '=', 'START');
  if (options.adviserUserId !== undefined) base = base.where('a.adviser_user_id', '=', options.adviserUserId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('advisers as adv', 'adv.adviser_id', 'a.adviser_id')
      .leftJoin('locations as loc', 'loc.location_id', 'adv.location_id')
      .leftJoin('firms as firm', 'firm.firm_id', 'loc.firm_id')
      .select((eb) => [
        'a.audit_id as visitId',
        'adv.forename',
        'adv.surname',
        'firm.name as firmName',
        'a.occurred_at as startedAt',
        eb
          .selectFrom('impersonation_audit as stop')
          .select((s) => s.fn.min('stop.occurred_at').as('at'))
          .whereRef('stop.visit_id', '=', 'a.audit_id')
          .where('stop.action', '=', 'STOP')
          .as('endedAt'),
        eb
          .exists(
            eb
              .selectFrom('sessions as s')
              .select(sql`1`.as('one'))
              .whereRef('s.user_id', '=', 'a.adviser_user_id')
              .where(sql<boolean>`(s.data->>'impersonationVisitId')::integer = a.audit_id`)
              .where('s.last_seen_at', '>', options.live.idleCutoff)
              .where('s.authenticated_at', '>', options.live.absoluteCutoff),
          )
          .as('inProgress'),
        sql<string[]>`coalesce((
          SELECT array_agg(p.name ORDER BY p.first_at, p.first_id) FROM (
            SELECT name, min(occurred_at) AS first_at, min(activity_id) AS first_id FROM impersonation_activity
            WHERE visit_id = a.audit_id AND kind = 'PAGE' GROUP BY name) p), '{}')`.as('pages'),
        sql<{ fileName: string; at: string }[]>`coalesce((
          SELECT json_agg(json_build_object('fileName', d.name, 'at', d.occurred_at) ORDER BY d.occurred_at, d.activity_id)
          FROM impersonation_activity d WHERE d.visit_id = a.audit_id AND d.kind = 'DOWNLOAD'), '[]'::json)`.as('downloads'),
      ])
      .orderBy('a.occurred_at', 'desc')
      .orderBy('a.audit_id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, endedAt: row.endedAt ? new Date(row.endedAt) : null, inProgress: Boolean(row.inProgress) })),
    total: Number(count.total),
  };
}
