/**
 * A firm's own data (issue 28): the PDF of an imported document (served as it is instead of the
 * rendered demo statement), and the audit of every administration command (`npm run admin`) with who
 * ran it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE document_files (
    document_id integer PRIMARY KEY REFERENCES correspondences ON DELETE CASCADE,
    sha256 text NOT NULL,
    content bytea NOT NULL)`,
    `CREATE TABLE admin_audit (
    audit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ran_at timestamptz NOT NULL DEFAULT now(),
    ran_by text NOT NULL,
    action text NOT NULL,
    target text,
    detail jsonb NOT NULL DEFAULT '{}')`,
    'CREATE INDEX admin_audit_ran_at ON admin_audit (ran_at)',
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_audit', 'document_files']) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
