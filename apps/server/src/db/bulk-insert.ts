/**
 * Fast bulk inserts for seeding: one `INSERT … SELECT FROM unnest($1::type[], $2::type[], …)` per
 * chunk — a handful of array parameters instead of tens of thousands of placeholders, which both
 * PGlite and PostgreSQL parse and plan far faster. Column types come from the catalogue; tables with
 * array-typed columns fall back to multi-row VALUES.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewRow } from './schema.ts';

const CHUNK_ROWS = 10_000;
const typeCache = new Map<string, Map<string, string>>();

async function columnTypes(db: Kysely<Database>, table: string): Promise<Map<string, string>> {
  const cached = typeCache.get(table);
  if (cached) return cached;
  const result = await sql<{ column_name: string; udt_name: string }>`
    SELECT column_name, udt_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  const types = new Map(result.rows.map((r) => [r.column_name, r.udt_name]));
  typeCache.set(table, types);
  return types;
}

const toParam = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

const PLAIN = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One column of a chunk as an array parameter. A column of numbers or ISO dates is written as the
 * array literal itself (`{1,2,3}`): pg's generic array serialiser escapes every element as a string,
 * a third of the time of a valuation series rebuild. Anything else goes through pg.
 */
function arrayParam(rows: Record<string, unknown>[], column: string): unknown {
  const values = rows.map((r) => r[column]);
  const plain = values.every((v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && PLAIN.test(v)));
  return plain ? `{${values.join(',')}}` : values.map(toParam);
}

export async function bulkInsert<T extends keyof Database & string>(
  db: Transaction<Database> | Kysely<Database>,
  table: T,
  rows: NewRow<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0] as object);
  const types = await columnTypes(db, table);
  const udts = columns.map((c) => {
    const udt = types.get(c);
    if (!udt) throw new Error(`${table}.${c}: no such column`);
    return udt;
  });
  if (udts.some((u) => u.startsWith('_'))) {
    const chunk = Math.max(1, Math.floor(30_000 / columns.length));
    for (let i = 0; i < rows.length; i += chunk)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + chunk) as never)
        .execute();
    return rows.length;
  }
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const slice = rows.slice(i, i + CHUNK_ROWS) as Record<string, unknown>[];
    // jsonb travels as text (already JSON strings) and is cast after unnesting.
    const arrays = columns.map(
      (c) =>
        sql`${arrayParam(slice, c)}::${sql.raw(udts[columns.indexOf(c)] === 'jsonb' ? 'text' : (udts[columns.indexOf(c)] as string))}[]`,
    );
    const selects = columns.map((c, k) => (udts[k] === 'jsonb' ? sql`u.${sql.ref(c)}::jsonb` : sql`u.${sql.ref(c)}`));
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      SELECT ${sql.join(selects)} FROM unnest(${sql.join(arrays)}) AS u(${sql.join(columns.map((c) => sql.ref(c)))})`.execute(db);
  }
  return rows.length;
}

/**
 * Runs `load` with `table`'s foreign keys dropped, then adds them back: in the caller's transaction,
 * so a failure restores them. PostgreSQL checks a foreign key with a trigger per inserted row, most
 * of a bulk insert's time (648,000 unit movements: 12.7 s with their three keys, 2.0 s without);
 * adding a key back checks every row in one join. ALTER TABLE locks the table (ACCESS EXCLUSIVE) and
 * its parents' writes until commit, so this is for bulk loads (a firm's first import), not a trickle.
 */
export async function withForeignKeysCheckedOnce<T>(
  trx: Transaction<Database>,
  table: keyof Database & string,
  load: () => Promise<T>,
): Promise<T> {
  const keys = (
    await sql<{ name: string; definition: string }>`SELECT conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE conrelid = ${table}::regclass AND contype = 'f' ORDER BY conname`.execute(trx)
  ).rows;
  for (const key of keys) await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(trx);
  const result = await load();
  if (keys.length > 0)
    await sql`ALTER TABLE ${sql.table(table)} ${sql.join(keys.map((key) => sql`ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`))}`.execute(
      trx,
    );
  return result;
}
