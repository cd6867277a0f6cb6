/**
 * `npm run import` (issue 28) on the example firm (examples/firm): the rows it implies, a second run
 * that changes nothing, and a broken copy refused with every error and nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/index.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { CHARGE_KIND_OF_CODE } from '../src/db/migrations/0023-costs-and-charges.ts';
import { ImportFailed, importFolder } from '../src/import/load.ts';
import type { ImportError } from '../src/import/read.ts';

const EXAMPLE = join(REPO_ROOT, 'examples/firm');
const TABLES = [
  'firms',
  'locations',
  'advisers',
  'clients',
  'addresses',
  'email_addresses',
  'bank_accounts',
  'funds',
  'fund_prices',
  'fund_charges',
  'model_portfolios',
  'model_portfolio_funds',
  'accounts',
  'account_owners',
  'account_charges',
  'transaction_events',
  'investment_transactions',
  'holdings',
  'memo_assets',
  'correspondences',
  'document_files',
  'news_items',
  'valuation_series',
  'users',
];

/** Row count and an MD5 of every row of every table. */
async function snapshot(handle: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const r = await sql<{ n: string; sum: string }>`SELECT count(*)::text AS n,
      md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${sql.id(table)} t`.execute(handle.db);
    out[table] = `${r.rows[0]?.n} ${r.rows[0]?.sum}`;
  }
  return out;
}

const csvLines = (file: string) => readFileSync(join(EXAMPLE, file), 'utf8').trim().split('\n').length - 1;

let handle: DatabaseHandle;
let afterFirst: Record<string, string>;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(handle.db);
  await importFolder(handle.db, EXAMPLE);
  afterFirst = await snapshot(handle);
}, 240_000);
afterAll(async () => handle?.close());

describe('import of examples/firm', () => {
  it('writes the rows the files imply', async () => {
    const count = async (
      table:
        | 'clients'
        | 'accounts'
        | 'transaction_events'
        | 'investment_transactions'
        | 'holdings'
        | 'correspondences'
        | 'fund_charges'
        | 'account_charges',
    ) =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('clients')).toBe(csvLines('clients.csv'));
    expect(await count('accounts')).toBe(csvLines('accounts.csv'));
    expect(await count('transaction_events')).toBe(csvLines('transaction_events.csv'));
    expect(await count('investment_transactions')).toBe(csvLines('investment_transactions.csv'));
    expect(await count('holdings')).toBe(csvLines('holdings.csv'));
    expect(await count('correspondences')).toBe(csvLines('documents.csv'));
    // Issue 32: the charges reference data, and each charge event's kind from its code when not given.
    expect(await count('fund_charges')).toBe(csvLines('fund_charges.csv'));
    expect(await count('account_charges')).toBe(csvLines('account_charges.csv'));
    const kinds = await handle.db.selectFrom('transaction_events').select(['trev_ttyp_code', 'charge_kind']).execute();
    for (const k of kinds) expect(k.charge_kind, k.trev_ttyp_code).toBe(CHARGE_KIND_OF_CODE[k.trev_ttyp_code] ?? null);
    // No user is created: clients are invited (npm run admin -- invite).
    expect(await handle.db.selectFrom('users').select('user_id').execute()).toEqual([]);

    // An account's value is its holdings' (units × price to the penny), its cash the cash fund's.
    const holdings = readFileSync(join(EXAMPLE, 'holdings.csv'), 'utf8').trim().split('\n').slice(1);
    const expected = new Map<number, number>();
    for (const line of holdings) {
      const [account, , units, price] = line.split(',').map(Number) as [number, number, number, number];
      expected.set(account, (expected.get(account) ?? 0) + Math.round(units * price * 100));
    }
    const accounts = await handle.db.selectFrom('accounts').select(['account_id', 'total_holdings', 'account_status']).execute();
    for (const a of accounts) expect(Math.round(Number(a.total_holdings) * 100)).toBe(expected.get(a.account_id));
    // The valuation series ends at the account's value (the last price date is the valuation date).
    const last = await sql<{ account_id: number; value_pence: string }>`SELECT DISTINCT ON (account_id) account_id, value_pence::text
      FROM valuation_series ORDER BY account_id, day DESC`.execute(handle.db);
    expect(last.rows).toHaveLength(accounts.length);
    for (const r of last.rows) expect(Number(r.value_pence)).toBe(expected.get(r.account_id));

    // The joint account has two owners; documents are unread and carry their PDF; branding applied.
    const joint = await handle.db
      .selectFrom('account_owners')
      .select('account_id')
      .groupBy('account_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(joint).toHaveLength(1);
    const docs = await handle.db
      .selectFrom('correspondences')
      .leftJoin('document_files', 'document_files.document_id', 'correspondences.document_id')
      .select(['first_open_date', 'sha256'])
      .execute();
    expect(docs.every((d) => d.first_open_date === null && d.sha256 !== null)).toBe(true);
    const branded = await handle.db
      .selectFrom('locations')
      .select(['location_id', 'highlight_colour', 'logo_svg'])
      .orderBy('location_id')
      .execute();
    expect(branded.map((l) => [l.location_id, l.highlight_colour, l.logo_svg?.startsWith('<svg')])).toEqual([
      [10, '#0b5d6b', true],
      [11, null, undefined],
    ]);
    // Model portfolios answer from the imported weights.
    const weights = await handle.db
      .selectFrom('model_portfolio_funds')
      .select((eb) => eb.fn.sum<string>('weight').as('w'))
      .where('model_portfolio_name', '=', 'Balanced 5')
      .executeTakeFirstOrThrow();
    expect(Number(weights.w)).toBe(1);
  });

  it('changes nothing when the same folder is imported again', async () => {
    const summary = await importFolder(handle.db, EXAMPLE);
    expect(summary.files.filter((f) => f.changed > 0)).toEqual([]);
    expect(summary.seriesAccounts).toBe(0);
    expect(await snapshot(handle)).toEqual(afterFirst);
  });

  it('writes the same rows as a bulk load (foreign keys checked once), and a failed bulk load restores its keys', async () => {
    const keys = async (db: DatabaseHandle['db']) =>
      (
        await sql<{ key: string }>`SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS key
          FROM pg_constraint WHERE contype = 'f' ORDER BY 1`.execute(db)
      ).rows.map((r) => r.key);
    const everyFileBulk = { rows: 1, accounts: 1 };
    const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateToLatest(fresh.db);
      const before = await keys(fresh.db);
      const lines: string[] = [];
      await importFolder(fresh.db, EXAMPLE, { bulk: everyFileBulk, log: (line) => lines.push(line) });
      expect(lines).toContain(
        `transaction_events.csv: ${csvLines('transaction_events.csv')} new rows, a bulk load: transaction_events is locked until the import commits`,
      );
      expect(await snapshot(fresh)).toEqual(afterFirst);
      expect(await keys(fresh.db)).toEqual(before);
    } finally {
      await fresh.close();
    }

    // A corrected folder whose last file is cut short: the events and units are written (keys
    // dropped) before the holdings fail, and the rollback brings back every row and every key.
    const cut = mkdtempSync(join(tmpdir(), 'portal-import-bulk-'));
    try {
      cpSync(EXAMPLE, cut, { recursive: true });
      const events = readFileSync(join(cut, 'transaction_events.csv'), 'utf8').split('\n');
      events[4] = (events[4] as string).replace(/,20(\d\d)-(\d\d)-(\d\d),/, ',2010-$2-$3,');
      // and one new event (a bulk file is one that adds rows: the keys are dropped only then)
      events.splice(5, 0, (events[5] as string).replace(/^\d+,/, '99999901,'));
      writeFileSync(join(cut, 'transaction_events.csv'), events.join('\n'));
      const holdings = readFileSync(join(cut, 'holdings.csv'), 'utf8');
      writeFileSync(join(cut, 'holdings.csv'), holdings.slice(0, holdings.length - 20));
      const before = await keys(handle.db);
      const lines: string[] = [];
      await expect(importFolder(handle.db, cut, { bulk: everyFileBulk, log: (line) => lines.push(line) })).rejects.toBeInstanceOf(
        ImportFailed,
      );
      // Only the file that adds a row was a bulk load.
      expect(lines.filter((line) => line.includes('a bulk load'))).toEqual([
        'transaction_events.csv: 1 new rows, a bulk load: transaction_events is locked until the import commits',
      ]);
      expect(await keys(handle.db)).toEqual(before);
      expect(await snapshot(handle)).toEqual(afterFirst);
    } finally {
      rmSync(cut, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses a broken copy, listing every error with file and line, and leaves every table as it was', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'portal-import-broken-'));
    try {
      cpSync(EXAMPLE, broken, { recursive: true });
      const events = readFileSync(join(broken, 'transaction_events.csv'), 'utf8').split('\n');
      // Line 5 (4th record): an impossible date, and a changed amount that would otherwise be written.
      events[4] = (events[4] as string).replace(/,20\d\d-\d\d-\d\d,/, ',2025-02-30,');
      writeFileSync(join(broken, 'transaction_events.csv'), events.join('\n'));
      // An account for a client nobody knows.
      appendFileSync(join(broken, 'account_owners.csv'), '1001,9999999,OWNER,3\n');
      const ownerLine = csvLines('account_owners.csv') + 2;
      // A truncated file: the holdings stop in the middle of a line.
      const holdings = readFileSync(join(broken, 'holdings.csv'), 'utf8');
      writeFileSync(join(broken, 'holdings.csv'), holdings.slice(0, holdings.length - 20));
      // And a correction that would be written, were the folder good.
      const clients = readFileSync(join(broken, 'clients.csv'), 'utf8').replace('Amelia', 'Amélie');
      writeFileSync(join(broken, 'clients.csv'), clients);

      let errors: ImportError[] = [];
      await importFolder(handle.db, broken).catch((e: unknown) => {
        if (!(e instanceof ImportFailed)) throw e;
        errors = e.errors;
      });
      const brief = errors.map((e) => `${e.file}:${e.line} ${e.column ?? ''}`);
      expect(brief).toContain('transaction_events.csv:5 effective_date');
      expect(brief).toContain(`account_owners.csv:${ownerLine} client_id`);
      expect(errors.some((e) => e.file === 'holdings.csv' && e.line === csvLines('holdings.csv') + 1)).toBe(true);
      expect(await snapshot(handle)).toEqual(afterFirst);

      // The command says the same and exits non-zero (on a database of its own).
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-cli-'));
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/import.ts', broken], {
          cwd: REPO_ROOT,
          env: { ...process.env, DATABASE_URL: '', PORTAL_DATA_DIR: dataDir, INIT_CWD: REPO_ROOT },
          timeout: 180_000,
        });
        const stderr = run.stderr.toString();
        expect(run.status).toBe(1);
        expect(stderr).toContain('transaction_events.csv:5 effective_date: "2025-02-30" is not a date (YYYY-MM-DD)');
        expect(stderr).toContain(`account_owners.csv:${ownerLine} client_id: "9999999" is not a known clients.client_id`);
        expect(stderr).toMatch(/holdings\.csv:\d+: has a different number of fields/);
        expect(stderr).toContain('nothing was changed');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 240_000);

  it("checks the JSON columns' shapes: fees of another shape are refused with nothing changed; right ones are written as the API's trevFees", async () => {
    const copy = mkdtempSync(join(tmpdir(), 'portal-import-fees-'));
    try {
      cpSync(EXAMPLE, copy, { recursive: true });
      const lines = readFileSync(join(copy, 'transaction_events.csv'), 'utf8').trim().split('\n');
      const withFees = (fees: string) =>
        [`${lines[0]},fees`, ...lines.slice(1).map((line, i) => `${line},${i === 2 ? fees : ''}`)].join('\n') + '\n';
      // The API's own field names are not the file's: refused, at its line and column, and nothing written.
      writeFileSync(
        join(copy, 'transaction_events.csv'),
        withFees('"[{""xptpShortDescription"":""Dealing"",""dtrnDeductionAmount"":1.5}]"'),
      );
      let errors: ImportError[] = [];
      await importFolder(handle.db, copy).catch((e: unknown) => {
        if (!(e instanceof ImportFailed)) throw e;
        errors = e.errors;
      });
      expect(errors.map((e) => `${e.file}:${e.line} ${e.column ?? ''}`)).toEqual(['transaction_events.csv:4 fees']);
      expect(errors[0]?.message).toContain('JSON array of {description, amount}');
      expect(await snapshot(handle)).toEqual(afterFirst);

      writeFileSync(join(copy, 'transaction_events.csv'), withFees('"[{""description"":""Dealing charge"",""amount"":1.5}]"'));
      await importFolder(handle.db, copy);
      const trevId = Number((lines[3] as string).split(',')[0]);
      const row = await handle.db
        .selectFrom('transaction_events')
        .select('trev_fees')
        .where('trev_id', '=', trevId)
        .executeTakeFirstOrThrow();
      expect(row.trev_fees).toEqual([{ xptpShortDescription: 'Dealing charge', dtrnDeductionAmount: 1.5 }]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 240_000);
});
