/**
 * The session plugin's queries (plugins/session.ts holds the decisions): live rows with their users,
 * sliding the idle timeout, and starting and ending sessions. Rows are keyed by the id's SHA-256.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { SESSION_USER_COLUMNS } from '../access/repository.ts';

/**
 * The live rows (with their users) of these id hashes: seen after `idleCutoff`, authenticated after
 * `absoluteCutoff`, user not locked. `impersonation_allowed` is false for an adviser's session whose
 * impersonated client is no longer one of the adviser's firm (moved by an import): the same rule as
 * starting an impersonation (features/adviser visibleClient), checked again whenever the row is read
 * (every request on PostgreSQL, within the session cache's 5 s on PGlite; review I6).
 */
export function liveSessionRows(db: Kysely<Database>, idHashes: string[], idleCutoff: Date, absoluteCutoff: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'sessions.id_hash',
      'sessions.created_at',
      'sessions.authenticated_at',
      'sessions.last_seen_at',
      'sessions.data',
      ...SESSION_USER_COLUMNS,
      sql<boolean>`(sessions.data->>'impersonatedClientId') IS NULL OR EXISTS (
        SELECT 1 FROM clients c
        JOIN advisers ca ON ca.adviser_id = c.adviser_id
        JOIN locations cl ON cl.location_id = ca.location_id
        JOIN advisers agent ON agent.adviser_id = users.adviser_id
        JOIN locations al ON al.location_id = agent.location_id
        WHERE c.client_id = (sessions.data->>'impersonatedClientId')::int AND cl.firm_id = al.firm_id)`.as('impersonation_allowed'),
    ])
    .where('sessions.id_hash', 'in', idHashes)
    .where('sessions.last_seen_at', '>', idleCutoff)
    .where('sessions.authenticated_at', '>', absoluteCutoff)
    .where('users.locked_at', 'is', null)
    .execute();
}

/** Slides the idle timeout; false when the session is no longer live (ended elsewhere, user locked). */
export async function touchSession(db: Kysely<Database>, idHash: string, now: Date, idleCutoff: Date, absoluteCutoff: Date) {
  const row = await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .from('users')
    .whereRef('users.user_id', '=', 'sessions.user_id')
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.last_seen_at', '>', idleCutoff)
    .where('sessions.authenticated_at', '>', absoluteCutoff)
    .where('users.locked_at', 'is', null)
    .returning('sessions.id_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a session's row; whether there was one. */
export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<boolean> {
  const removed = await db.deleteFrom('sessions').where('id_hash', '=', idHash).executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** Drops the sessions idle since before `before` (they can no longer be used). */
export async function deleteIdleSessions(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('sessions').where('last_seen_at', '<', before).execute();
}

export async function insertSession(
  db: Kysely<Database>,
  row: {
    idHash: string;
    userId: number;
    now: Date;
    data: string;
    authenticatedAt?: Date;
    userAgent?: string | null;
    clientAddress?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: row.idHash,
      user_id: row.userId,
      created_at: row.now,
      authenticated_at: row.authenticatedAt ?? row.now,
      last_seen_at: row.now,
      data: row.data,
      user_agent: row.userAgent ?? null,
      client_address: row.clientAddress ?? null,
    })
    .execute();
}
