/**
 * The client's own settings (issue 11): the delivery options offered per document type (reference
 * data, written here because every environment needs it, demo or not) and each client's chosen
 * delivery per document type. The ad-hoc fee authority (clients.ad_hoc_fee_auth, _updated) and the
 * memo asset ids already exist in 0001.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** The document types of the documents feature (correspondences.document_type_code), in display order. */
const DOCUMENT_TYPES: [code: string, description: string, defaultOption: string][] = [
  ['VAL', 'Valuations', 'ONLINE'],
  ['CNT', 'Contract notes', 'ONLINE'],
  ['STM', 'Annual statements', 'ONLINE'],
  ['TAX', 'Tax certificates', 'BOTH'],
  ['MISC', 'General correspondence', 'POST'],
];

const DELIVERY_OPTIONS: [code: string, description: string][] = [
  ['ONLINE', 'Online'],
  ['POST', 'Post'],
  ['BOTH', 'Online and post'],
];

/** Which options each type offers: contract notes are online or post only (one copy of each trade). */
const OFFERED: Record<string, string[]> = {
  VAL: ['ONLINE', 'POST', 'BOTH'],
  CNT: ['ONLINE', 'POST'],
  STM: ['ONLINE', 'POST', 'BOTH'],
  TAX: ['ONLINE', 'POST', 'BOTH'],
  MISC: ['ONLINE', 'POST', 'BOTH'],
};

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

// One statement per entry: PGlite's extended protocol runs a single statement per query.
const up_statements = [
  `CREATE TABLE delivery_options (
    option_code text PRIMARY KEY,
    description text NOT NULL,
    sort_order integer NOT NULL)`,
  `CREATE TABLE document_types (
    document_type_code text PRIMARY KEY,
    description text NOT NULL,
    sort_order integer NOT NULL,
    default_option_code text NOT NULL REFERENCES delivery_options)`,
  `CREATE TABLE document_type_delivery_options (
    document_type_code text NOT NULL REFERENCES document_types,
    option_code text NOT NULL REFERENCES delivery_options,
    PRIMARY KEY (document_type_code, option_code))`,
  // The pair's foreign key makes an option the type does not offer impossible to store.
  `CREATE TABLE client_delivery_preferences (
    client_id integer NOT NULL REFERENCES clients ON DELETE CASCADE,
    document_type_code text NOT NULL,
    option_code text NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (client_id, document_type_code),
    FOREIGN KEY (document_type_code, option_code) REFERENCES document_type_delivery_options)`,
  `INSERT INTO delivery_options (option_code, description, sort_order) VALUES ${DELIVERY_OPTIONS.map(
    ([code, description], i) => `(${literal(code)}, ${literal(description)}, ${i + 1})`,
  ).join(', ')}`,
  `INSERT INTO document_types (document_type_code, description, sort_order, default_option_code) VALUES ${DOCUMENT_TYPES.map(
    ([code, description, option], i) => `(${literal(code)}, ${literal(description)}, ${i + 1}, ${literal(option)})`,
  ).join(', ')}`,
  `INSERT INTO document_type_delivery_options (document_type_code, option_code) VALUES ${Object.entries(OFFERED)
    .flatMap(([type, options]) => options.map((option) => `(${literal(type)}, ${literal(option)})`))
    .join(', ')}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['client_delivery_preferences', 'document_type_delivery_options', 'document_types', 'delivery_options']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
