/**
 * Prints a digest of the seeded demo tables (row count and SHA-256 per table) so a refactoring of
 * the generator can prove it left the data unchanged: run before and after and compare.
 *   cd apps/server && node --import tsx src/demo/digest.ts [asOf]    (asOf defaults to the tests' 2025-11-20)
 * Password hashes are salted and sealed secrets have a random IV (different on every run): users.password_hash
 * and mfa_totp.secret_sealed are left out.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from './seed.ts';

const SALTED_COLUMNS: Record<string, string[]> = { users: ['password_hash'], mfa_totp: ['secret_sealed'] };

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
    const result = await sql<{
      j: string;
    }>`SELECT (to_jsonb(t)${sql.join(minus, sql``)})::text AS j FROM ${sql.table(table)} t ORDER BY 1`.execute(db);
    const hash = createHash('sha256');
    for (const row of result.rows) hash.update(row.j).update('\n');
    out[table] = { rows: result.rows.length, sha256: hash.digest('hex') };
  }
  return out;
}

/** The README's demo-login claims, as figures (see the demo-login table). */
export async function readmeFacts(db: Kysely<Database>): Promise<Record<string, number>> {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    'demo.client unread documents': await one(
      sql<{ n: number }>`SELECT count(*) AS n FROM correspondences WHERE client_id = 1000010001 AND first_open_date IS NULL`,
    ),
    'demo.client accounts (incl. joint and closed)': await one(
      sql<{ n: number }>`SELECT count(*) AS n FROM account_owners WHERE client_id = 1000010001`,
    ),
    'demo.client memo assets': await one(sql<{ n: number }>`SELECT count(*) AS n FROM memo_assets WHERE client_id = 1000010001`),
    'solo.client accounts': await one(sql<{ n: number }>`SELECT count(*) AS n FROM account_owners WHERE client_id = 1000010003`),
    'big.client events in its largest account': await one(sql<{ n: number }>`
      SELECT max(c) AS n FROM (SELECT count(*) AS c FROM transaction_events e JOIN account_owners o ON o.account_id = e.account_id WHERE o.client_id = 1000010005 GROUP BY e.account_id) x`),
    'demo.adviser clients (firm 1 locations)': await one(sql<{ n: number }>`
      SELECT count(*) AS n FROM clients c JOIN advisers a ON a.adviser_id = c.adviser_id JOIN locations l ON l.location_id = a.location_id WHERE l.firm_id = 1`),
    'clients of the other firm': await one(sql<{ n: number }>`
      SELECT count(*) AS n FROM clients c JOIN advisers a ON a.adviser_id = c.adviser_id JOIN locations l ON l.location_id = a.location_id WHERE l.firm_id = 2`),
    'clients at location 40000026 (none expected)': await one(sql<{ n: number }>`
      SELECT count(*) AS n FROM clients c JOIN advisers a ON a.adviser_id = c.adviser_id WHERE a.location_id = 40000026`),
  };
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
    for (const [fact, n] of Object.entries(await readmeFacts(handle.db))) console.log(`${fact.padEnd(48)} ${n}`);
    console.error(`(as of ${asOf}, seeded in ${Math.round(seed.millis)} ms)`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
