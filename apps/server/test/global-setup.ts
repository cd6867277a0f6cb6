/**
 * Seeds the demo database ONCE per test run, then every test file opens its own copy:
 * - PGlite (default): migrate + seed in memory, dump the data directory to a tarball in os.tmpdir();
 *   each file loads it into a fresh in-memory PGlite (≈ 1 s instead of a full seed).
 * - PostgreSQL (TEST_DATABASE_URL): migrate + seed a uniquely named template database; each file
 *   creates its own database from that template; everything this run created is dropped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/index.ts';
import { seedIfEmpty } from '../src/demo/seed.ts';
import { TEST_AS_OF } from './constants.ts';
import type { TestDatabaseInfo } from './constants.ts';

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

interface Prepared {
  info: TestDatabaseInfo;
  teardown: () => Promise<void>;
}

/**
 * Both projects of vitest.config.ts (the isolated unit tests and the app tests) name this setup: the
 * database is prepared once for the run and removed after the last project's teardown.
 */
const shared = globalThis as { portalTestDatabase?: Promise<Prepared>; portalTestDatabaseUsers?: number };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.portalTestDatabaseUsers = (shared.portalTestDatabaseUsers ?? 0) + 1;
  shared.portalTestDatabase ??= prepare();
  const { info, teardown } = await shared.portalTestDatabase;
  project.provide('testDatabase', info);
  return async () => {
    shared.portalTestDatabaseUsers = (shared.portalTestDatabaseUsers ?? 1) - 1;
    if (shared.portalTestDatabaseUsers > 0) return;
    delete shared.portalTestDatabase;
    await teardown();
  };
}

async function prepare(): Promise<Prepared> {
  const started = performance.now();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const prefix = `portal_test_${process.pid}_${Date.now().toString(36)}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({ kind: 'postgres', connectionString: withDatabase(url, template), poolSize: 2 });
    await migrateToLatest(handle.db);
    const seed = await seedIfEmpty(handle.db, { asOf: TEST_AS_OF });
    await handle.close();
    console.log(
      `[global-setup] PostgreSQL template ${template} seeded in ${Math.round(seed.millis)} ms (setup ${Math.round(performance.now() - started)} ms)`,
    );
    // The fault tests restart the cluster: a connection kept open would die meanwhile (an unheard error
    // crashes the run), so the teardown opens a fresh one.
    await admin.end();
    const info: TestDatabaseInfo = { kind: 'postgres', adminUrl: url, template, prefix };
    return {
      info,
      teardown: async () => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
        for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(handle.db);
  const seed = await seedIfEmpty(handle.db, { asOf: TEST_AS_OF });
  // Every test file loads this copy (about 1 s per 100 MB): after a checkpoint only the WAL segments from
  // its redo point on are needed; the rest (100 of the 184 MB) are segments kept for reuse.
  await sql`CHECKPOINT`.execute(handle.db);
  const { rows } = await sql<{ first: string; last: string }>`
    SELECT pg_walfile_name((pg_control_checkpoint()).redo_lsn) AS first, pg_walfile_name(pg_current_wal_lsn()) AS last`.execute(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const file = join(dir, 'seeded.tar');
  const { first, last } = rows[0]!;
  const tar = withoutEntries(new Uint8Array(await dump.arrayBuffer()), (name) => {
    const segment = /^\/?pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    return segment !== undefined && (segment < first || segment > last);
  });
  writeFileSync(file, tar);
  console.log(
    `[global-setup] PGlite seeded in ${Math.round(seed.millis)} ms (setup ${Math.round(performance.now() - started)} ms), dump ${file}`,
  );
  return { info: { kind: 'pglite', dumpFile: file }, teardown: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A tar archive without the entries `drop` names: each entry is a 512-byte header (name in bytes 0–99,
 * size in octal in 124–135) and its data padded to 512; the two zero blocks at the end stay.
 */
function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!drop(text(offset, 100))) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(tar.subarray(offset));
  return Buffer.concat(kept);
}
