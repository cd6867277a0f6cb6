/**
 * Print page states held in the database (issue 29 item 2): the print browser reads its state by
 * uuid once, and whichever instance answers that read finds it — behind a balancer the POST and the
 * read may reach different instances. Text, not jsonb: the state is only stored and handed back.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE print_states (
    uuid uuid PRIMARY KEY,
    state text NOT NULL,
    expires_at timestamptz NOT NULL)`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX print_states_expires ON print_states (expires_at)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS print_states').execute(db);
}
