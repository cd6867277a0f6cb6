/**
 * Integrity check of a closed PGlite data directory with PostgreSQL's amcheck: every B-tree index is
 * structurally sound and holds exactly its table's live tuples (heapallindexed), and every table's
 * heap is valid. Returns one line per finding (none when the directory is sound).
 */
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';

export async function amcheckFindings(dataDir: string): Promise<string[]> {
  const pg = new PGlite({ dataDir, extensions: { amcheck } });
  const findings: string[] = [];
  try {
    await pg.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await pg.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE am.amname = 'btree' AND n.nspname = 'public' AND c.relpersistence = 'p' ORDER BY 1`,
    );
    for (const { name } of indexes.rows) {
      // bt_index_parent_check takes a stronger lock and also checks parent/child agreement.
      await pg
        .query(`SELECT bt_index_parent_check($1::regclass, heapallindexed => true, rootdescend => true)`, [name])
        .catch((error: Error) => {
          findings.push(`${name}: ${error.message}`);
        });
    }
    const tables = await pg.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 1`,
    );
    for (const { name } of tables.rows) {
      const { rows } = await pg.query<{ blkno: number; msg: string }>(`SELECT blkno, msg FROM verify_heapam($1::regclass)`, [name]);
      for (const row of rows) findings.push(`${name} block ${row.blkno}: ${row.msg}`);
    }
    if (indexes.rows.length === 0 || tables.rows.length === 0) findings.push('no tables or indexes found to check');
  } finally {
    // Dropped again: the server's own database carries no test extension.
    await pg.exec('DROP EXTENSION IF EXISTS amcheck').catch(() => undefined);
    await pg.close();
  }
  return findings;
}
