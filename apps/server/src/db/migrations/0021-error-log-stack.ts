/**
 * The error log without a Sentry DSN (issue 29 item 4): each browser report keeps its stack and the
 * release that served the page, so an entry a client quotes by its code points at our code.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE client_error_log ADD COLUMN stack text, ADD COLUMN release text').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE client_error_log DROP COLUMN IF EXISTS stack, DROP COLUMN IF EXISTS release').execute(db);
}
