/**
 * What a start without demo mode checks (issue 28): a database that holds the demo people is refused
 * (their password is published in the README), and an empty one is said to be empty, with how to load
 * a firm's data. Neither creates anything.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The app_meta key the demo seed writes (demo/seed.ts): its presence means demo people are here. */
export const DEMO_SEED_MARKER = 'demo_seed';

/** Why this start must stop, or null. Demo data is served in demo mode only. */
export async function demoStartRefusal(db: Kysely<Database>, options: { demo: boolean }): Promise<string | null> {
  if (options.demo) return null;
  const marker = await db.selectFrom('app_meta').select('key').where('key', '=', DEMO_SEED_MARKER).executeTakeFirst();
  if (!marker) return null;
  return (
    'this database holds the demo data (demo people with a published password) and demo mode is off. ' +
    "Start with PORTAL_DEMO=1 to serve the demo, or point the server at a database holding a firm's data (docs/import.md)."
  );
}

/** A log line when nobody could log in yet (no user at all), or null. */
export async function emptyDatabaseNotice(db: Kysely<Database>): Promise<string | null> {
  const anyUser = await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const anyClient = await db.selectFrom('clients').select('client_id').limit(1).executeTakeFirst();
  return anyClient
    ? 'the database holds clients but no user yet: invite them with `npm run admin -- invite --all-new`, and add advisers with `npm run admin -- user add` (docs/import.md)'
    : "the database is empty: load a firm's data with `npm run import -- <folder>` (the format is in docs/import.md; examples/firm is an example), " +
        'then invite its clients with `npm run admin -- invite --all-new`. For the demo data start with PORTAL_DEMO=1.';
}
