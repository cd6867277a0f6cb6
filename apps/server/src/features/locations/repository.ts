/** Locations and their themes (firm highlight colour and logo). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findLocation(db: Kysely<Database>, locationId: number) {
  return db.selectFrom('locations').selectAll().where('location_id', '=', locationId).executeTakeFirst();
}

/** The location whose theme a user sees: an agent's own, or a client's adviser's (null: none). */
export async function themeLocationIdOf(
  db: Kysely<Database>,
  user: { clientId: number | null; adviserId: number | null },
): Promise<number | null> {
  if (user.clientId !== null) {
    const row = await db
      .selectFrom('clients')
      .innerJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
      .select('advisers.location_id')
      .where('clients.client_id', '=', user.clientId)
      .executeTakeFirst();
    return row?.location_id ?? null;
  }
  if (user.adviserId !== null) {
    const row = await db.selectFrom('advisers').select('location_id').where('adviser_id', '=', user.adviserId).executeTakeFirst();
    return row?.location_id ?? null;
  }
  return null;
}
