/**
 * Staff set their own password (issue 28 item 3): an adviser or support agent created by
 * `npm run admin -- user add` gets a reset code by e-mail and chooses a password on /reset with it,
 * as a client does with a forgotten password. Staff have no client, so a RESET code may have none;
 * a registration (REGISTER) code is always for a client.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE registration_codes ALTER COLUMN client_id DROP NOT NULL').execute(db);
  await sql
    .raw(`ALTER TABLE registration_codes ADD CONSTRAINT registration_codes_client CHECK (client_id IS NOT NULL OR purpose = 'RESET')`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DELETE FROM registration_codes WHERE client_id IS NULL').execute(db);
  await sql.raw('ALTER TABLE registration_codes DROP CONSTRAINT IF EXISTS registration_codes_client').execute(db);
  await sql.raw('ALTER TABLE registration_codes ALTER COLUMN client_id SET NOT NULL').execute(db);
}
