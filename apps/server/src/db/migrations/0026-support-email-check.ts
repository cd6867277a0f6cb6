/**
 * Live support's e-mail check (security review M8): before a visitor's conversation opens, a one-use
 * code is e-mailed to the address they gave. Only its HMAC is kept (shared/code-hash.ts), with its
 * visitor key's hash, its expiry and the wrong attempts; the conversation row is written only when the
 * right code comes back, so the agents' queue never holds an unchecked visitor.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE support_email_checks (
    check_id serial PRIMARY KEY,
    visitor_hash text NOT NULL,
    visitor_name text NOT NULL,
    email text NOT NULL,
    code_hash text NOT NULL,
    failed_attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz)`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX support_email_checks_visitor ON support_email_checks (visitor_hash, check_id)').execute(db);
  await sql.raw('CREATE INDEX support_email_checks_email ON support_email_checks (lower(email), created_at)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS support_email_checks').execute(db);
}
