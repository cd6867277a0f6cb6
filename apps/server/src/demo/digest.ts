/**
 * Prints a digest of the seeded demo tables (row count and SHA-256 per table) so a refactoring of
 * the generator can prove it left the data unchanged: run before and after and compare.
 *   cd apps/server && node --import tsx src/demo/digest.ts [asOf]    (asOf defaults to the tests' 2025-11-20)
 * Password hashes are salted (different on every run), so users.password_hash is left out.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from './seed.ts';

const SALTED_COLUMNS: Record<string, string[]> = { users: ['password_hash'] };

/** Table name → { rows, sha256 } over the rows' JSON sorted as text (independent of insert order). */
export async function digestTables(db: Kysely<Database>): Promise<Record<string, { rows: number; sha256: string }>> {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(db);
  const out: Record<string, { rows: number; sha256: string }> = {};
  for (const { table_name: table } of tables.rows) {
    const drop = SALTED_COLUMNS[table] ?? [];
    const minus = drop.map((c) => sql` - ${sql.lit(c)}`);
    const result = await sql<{ j: string }>`SELECT (to_jsonb(t)${sql.join(minus, sql``)})::text AS j FROM ${sql.table(table)} t ORDER BY 1`.execute(db);
    const hash = createHash('sha256');
    for (const row of result.rows) hash.update(row.j).update('\n');
    out[table] = { rows: result.rows.length, sha256: hash.digest('hex') };
  }
  return out;
}

async function main(): Promise<void> {
  const asOf = process.argv[2] ?? '2025-11-20';
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(handle.db);
    const seed = await seedIfEmpty(handle.db, { asOf });
    const digest = await digestTables(handle.db);
    const all = createHash('sha256');
    for (const [table, { rows, sha256 }] of Object.entries(digest)) {
      console.log(`${table.padEnd(28)} ${String(rows).padStart(8)}  ${sha256}`);
      all.update(`${table}:${sha256}\n`);
    }
    console.log(`${'ALL'.padEnd(28)} ${' '.repeat(8)}  ${all.digest('hex')}`);
    console.error(`(as of ${asOf}, seeded in ${Math.round(seed.millis)} ms)`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
