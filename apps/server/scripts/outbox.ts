/**
 * Prints the newest e-mails of the outbox (reset codes, when no SMTP_URL is configured), so a
 * person running the demo can read them:
 *
 *   node --import tsx apps/server/scripts/outbox.ts [--to address] [--limit n]
 *
 * With DATABASE_URL it reads PostgreSQL directly. Otherwise it reads the PGlite data directory
 * (PORTAL_DATA_DIR, default <repo>/.data) through a throwaway COPY: PGlite is single-process, and
 * opening the directory the running server holds could corrupt it.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { latestOutbox } from '../src/plugins/mail/mailer.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, limit: { type: 'string', default: '5' } } });
const limit = Math.max(1, Math.min(100, Number(values.limit) || 5));

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  let copy: string | null = null;
  if (!databaseUrl) {
    const dataDir = resolve(process.env.PORTAL_DATA_DIR ?? resolve(REPO_ROOT, '.data'));
    if (!existsSync(dataDir)) throw new Error(`No database at ${dataDir}: start the server once (npm start) or set PORTAL_DATA_DIR.`);
    copy = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
    cpSync(dataDir, copy, { recursive: true });
  }
  const handle = await openDatabase(
    databaseUrl ? { kind: 'postgres', connectionString: databaseUrl, poolSize: 1 } : { kind: 'pglite', dataDir: copy },
  );
  try {
    const rows = await latestOutbox(handle.db, { to: values.to, limit });
    if (rows.length === 0) console.log(values.to ? `No e-mails to ${values.to}.` : 'The outbox is empty.');
    for (const row of rows.reverse()) {
      console.log(
        `--- #${row.message_id} ${row.created_at.toISOString()}\nTo: ${row.to_address}\nSubject: ${row.subject}\n\n${row.body}\n`,
      );
    }
  } finally {
    await handle.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
