/**
 * The login throttle (hardening issue 14): consecutive failures per account — or per unknown
 * username, so both behave alike — replacing the lock any stranger could set with a growing delay.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE login_throttle (
    throttle_key text PRIMARY KEY,
    failures integer NOT NULL,
    last_failed_at timestamptz NOT NULL)`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX login_throttle_last_failed ON login_throttle (last_failed_at)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS login_throttle').execute(db);
}
