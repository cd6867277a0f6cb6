/**
 * The offer of two-step login after a client's sign-in (issue 30): when they answered 'Not now', so
 * the offer comes back only after MFA_OFFER_PAUSE_DAYS.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users ADD COLUMN mfa_offer_declined_at timestamptz').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS mfa_offer_declined_at').execute(db);
}
