/**
 * `npm run import -- <folder>` (issue 28, docs/import.md): loads a firm's back-office files in ONE
 * transaction. Each entity file is streamed (./read.ts) into a temporary staging table, checked there
 * (duplicate ids, references to rows of this folder or already in the database, reference codes), then
 * upserted by the back office's ids: a row is written only when it differs, so a second run of the
 * same folder changes nothing. Any error anywhere rolls everything back and the run lists them all.
 *
 * Derived data follows in the same transaction: accounts missing from a later accounts file are
 * closed (never deleted), account values follow the holdings, the valuation series is rebuilt from the
 * earliest changed date of the affected accounts only, and one NOTIFY on the cache channel (delivered
 * at commit) makes every server instance drop its cached client resources, sessions and analyses.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withForeignKeysCheckedOnce } from '../db/bulk-insert.ts';
import { rebuildSeries } from '../features/portfolio/series.ts';
import { CHARGE_KIND_OF_CODE } from '../db/migrations/0023-costs-and-charges.ts';
import { ENTITIES } from './format.ts';
import type { Entity, ImportedFees } from './format.ts';
import { entityFile, readEntity } from './read.ts';
import type { CheckedRecord, ImportError } from './read.ts';

type Trx = Transaction<Database>;
type Row = Record<string, unknown>;

/** Clients without an adviser carry this adviser id (schema.ts ClientsTable). */
const NO_ADVISER_ID = 100000085;
const CHUNK = 2000;
const SERIES_BATCH = 200;
const BULK = { rows: 100_000, accounts: 1_000 };

export interface ImportOptions {
  /** The import's "today" (closing removed accounts); default the current UTC date. */
  today?: string;
  log?: (line: string) => void;
  /**
   * A file of at least this many rows, or a series rebuild of this many accounts, is a bulk load,
   * written with its foreign keys checked once at the end (db/bulk-insert.ts); default 100,000 rows
   * and 1,000 accounts.
   */
  bulk?: { rows: number; accounts: number };
}

export interface ImportSummary {
  files: { file: string; rows: number; changed: number; millis: number }[];
  closedAccounts: number;
  seriesAccounts: number;
  seriesRows: number;
  millis: number;
}

export class ImportFailed extends Error {
  constructor(readonly errors: ImportError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
  }
}

/** [file column, table column, table, its key column] */
type Reference = [string, string, keyof Database & string, string];

interface Target {
  table: keyof Database & string;
  keys: string[];
  references: Reference[];
  toRow: (record: CheckedRecord, ctx: Context) => Row;
}

interface Context {
  transactionTypes: Map<string, { description: string; category: string; itrn: string }>;
  itrnTypes: Map<string, { description: string; mappings: Record<string, unknown> }>;
  ownerOrdinals: Map<number, number>;
  /** The PDF path of each document id read (the staged row keeps no file column). */
  documentFiles: Map<number, string>;
}

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const TARGETS: Record<string, Target> = {
  firms: { table: 'firms', keys: ['firm_id'], references: [], toRow: (r) => ({ firm_id: r.firm_id, name: r.name }) },
  locations: {
    table: 'locations',
    keys: ['location_id'],
    references: [['firm_id', 'firm_id', 'firms', 'firm_id']],
    toRow: (r) => ({ location_id: r.location_id, firm_id: r.firm_id, name: r.name, theme_name: r.theme_name }),
  },
  advisers: {
    table: 'advisers',
    keys: ['adviser_id'],
    references: [['location_id', 'location_id', 'locations', 'location_id']],
    toRow: (r) => ({
      adviser_id: r.adviser_id,
      location_id: r.location_id,
      forename: r.forename,
      surname: r.surname,
      email_address: r.email_address,
      phone_number: r.phone_number,
      address_line1: r.address_line1,
      city: r.city,
      postcode: r.postcode,
    }),
  },
  clients: {
    table: 'clients',
    keys: ['client_id'],
    references: [['adviser_id', 'adviser_id', 'advisers', 'adviser_id']],
    toRow: (r) => ({
      client_id: r.client_id,
      adviser_id: r.adviser_id ?? NO_ADVISER_ID,
      title: r.title,
      forename: r.forename,
      surname: r.surname,
      gender: r.gender,
      marital_status: r.marital_status,
      nationalities: r.nationalities ?? [],
      employment_status: r.employment_status,
      date_of_birth: r.date_of_birth,
      country_of_residence: r.country_of_residence,
      tax_identifier_numbers: r.national_insurance_number ? { GB: r.national_insurance_number } : {},
      fsa_category: r.fsa_category,
      home_phone: r.home_phone,
      mobile_phone: r.mobile_phone,
      business_phone: r.business_phone,
    }),
  },
  addresses: {
    table: 'addresses',
    keys: ['address_id'],
    references: [['client_id', 'client_id', 'clients', 'client_id']],
    toRow: (r) => ({
      address_id: r.address_id,
      client_id: r.client_id,
      address_type: r.address_type,
      is_primary: r.is_primary,
      address_line1: r.address_line1,
      address_line2: r.address_line2,
      address_line3: r.address_line3,
      address_line4: null,
      city: r.city,
      country: r.country,
      postcode: r.postcode,
    }),
  },
  email_addresses: {
    table: 'email_addresses',
    keys: ['address_id'],
    references: [['client_id', 'client_id', 'clients', 'client_id']],
    toRow: (r) => ({ address_id: r.address_id, client_id: r.client_id, email_address: r.email_address, primary_type: r.is_primary }),
  },
  bank_accounts: {
    table: 'bank_accounts',
    keys: ['bank_account_id'],
    references: [['client_id', 'client_id', 'clients', 'client_id']],
    toRow: (r) => ({
      bank_account_id: r.bank_account_id,
      client_id: r.client_id,
      account_name: r.account_name,
      account_number: r.account_number,
      sort_code: r.sort_code,
      bank_account_status: r.status ?? 'Active',
    }),
  },
  funds: {
    table: 'funds',
    keys: ['fund_id'],
    references: [],
    toRow: (r) => ({
      fund_id: r.fund_id,
      isin: r.isin,
      long_name: r.long_name,
      short_name: r.short_name,
      asset_class: r.asset_class,
      fund_fact_sheet_available: r.fact_sheet_available,
    }),
  },
  fund_prices: {
    table: 'fund_prices',
    keys: ['fund_id', 'price_date'],
    references: [['fund_id', 'fund_id', 'funds', 'fund_id']],
    toRow: (r) => ({ fund_id: r.fund_id, price_date: r.price_date, price: r.price }),
  },
  fund_charges: {
    table: 'fund_charges',
    keys: ['fund_id', 'effective_date'],
    references: [['fund_id', 'fund_id', 'funds', 'fund_id']],
    toRow: (r) => ({
      fund_id: r.fund_id,
      effective_date: r.effective_date,
      ongoing_charge_percent: r.ongoing_charge_percent,
      transaction_cost_percent: r.transaction_cost_percent,
    }),
  },
  model_portfolios: {
    table: 'model_portfolios',
    keys: ['name'],
    references: [],
    toRow: (r) => ({ name: r.name, short_name: r.short_name }),
  },
  model_portfolio_funds: {
    table: 'model_portfolio_funds',
    keys: ['model_portfolio_name', 'fund_id'],
    references: [
      ['model_portfolio_name', 'model_portfolio_name', 'model_portfolios', 'name'],
      ['fund_id', 'fund_id', 'funds', 'fund_id'],
    ],
    toRow: (r) => ({ model_portfolio_name: r.model_portfolio_name, fund_id: r.fund_id, weight: r.weight }),
  },
  accounts: {
    table: 'accounts',
    keys: ['account_id'],
    references: [['model_portfolio_name', 'model_portfolio_name', 'model_portfolios', 'name']],
    toRow: (r) => ({
      account_id: r.account_id,
      account_number: r.account_number,
      wrapper_type: r.wrapper_type,
      account_type: r.account_type,
      account_status: r.closed_date ? 'Closed' : 'Active',
      alias: r.alias,
      opened_date: r.opened_date,
      closed_date: r.closed_date,
      annual_adviser_fee_percentage: r.annual_adviser_fee_percentage,
      annual_adviser_fee_amount: r.annual_adviser_fee_amount,
      model_portfolio_name: r.model_portfolio_name,
      wrapper_details: r.wrapper_details ?? {},
    }),
  },
  account_charges: {
    table: 'account_charges',
    keys: ['account_id', 'effective_date'],
    references: [['account_id', 'account_id', 'accounts', 'account_id']],
    toRow: (r) => ({
      account_id: r.account_id,
      effective_date: r.effective_date,
      platform_charge_percent: r.platform_charge_percent,
      adviser_ongoing_percent: r.adviser_ongoing_percent,
    }),
  },
  account_owners: {
    table: 'account_owners',
    keys: ['account_id', 'client_id'],
    references: [
      ['account_id', 'account_id', 'accounts', 'account_id'],
      ['client_id', 'client_id', 'clients', 'client_id'],
    ],
    toRow: (r, ctx) => {
      const accountId = r.account_id as number;
      const ordinal = (r.ordinal as number | null) ?? (ctx.ownerOrdinals.get(accountId) ?? 0) + 1;
      ctx.ownerOrdinals.set(accountId, ordinal);
      return { account_id: accountId, client_id: r.client_id, owner_relationship: r.relationship ?? 'OWNER', ordinal };
    },
  },
  transaction_events: {
    table: 'transaction_events',
    keys: ['trev_id'],
    references: [
      ['account_id', 'account_id', 'accounts', 'account_id'],
      ['code', 'trev_ttyp_code', 'transaction_types', 'trev_ttyp_code'],
    ],
    toRow: (r, ctx) => {
      const type = ctx.transactionTypes.get(String(r.code));
      const processed = r.processed_date ?? r.effective_date;
      return {
        trev_id: r.trev_id,
        account_id: r.account_id,
        trev_ttyp_code: r.code,
        trev_ttyp_description: type?.description ?? String(r.code),
        category: type?.category ?? 'ADJUSTMENTS',
        trev_effective_date: r.effective_date,
        trev_processed_date: processed,
        trev_reporting_date: processed,
        trev_amount: r.amount,
        trev_reason: r.reason,
        trev_reference: r.reference,
        trev_transfer_account: r.transfer_account,
        trev_commitment_plan_number: null,
        trev_mappings: {
          EVENT_REASON_CODE: r.reason !== null,
          EVENT_REF: r.reference !== null,
          EVENT_TRANSFER_ACCOUNT: r.transfer_account !== null,
        },
        // The file's {description, amount} as the API's trevFees answer them (spec §3).
        trev_fees: ((r.fees ?? []) as ImportedFees).map((f) => ({
          xptpShortDescription: f.description,
          dtrnDeductionAmount: f.amount,
        })),
        event_status: r.status ?? 'Completed',
        pending: r.pending ?? false,
        model_portfolio_name: null,
        payment_details: null,
        cash_balance: r.cash_balance ?? 0,
        charge_kind: r.charge_kind ?? CHARGE_KIND_OF_CODE[String(r.code)] ?? null,
      };
    },
  },
  investment_transactions: {
    table: 'investment_transactions',
    keys: ['itrn_id'],
    references: [
      ['trev_id', 'trev_id', 'transaction_events', 'trev_id'],
      ['fund_id', 'fund_id', 'funds', 'fund_id'],
      ['code', 'itrn_ttyp_code', 'itrn_types', 'itrn_ttyp_code'],
    ],
    toRow: (r, ctx) => {
      const type = ctx.itrnTypes.get(String(r.code));
      return {
        itrn_id: r.itrn_id,
        trev_id: r.trev_id,
        // Filled from the event once staged (the event's account).
        account_id: null,
        fund_id: r.fund_id,
        itrn_ttyp_code: r.code,
        itrn_ttyp_description: type?.description ?? String(r.code),
        itrn_effective_date: r.effective_date,
        itrn_effective_units: r.units,
        itrn_price_applied: r.price,
        itrn_effective_amount: r.amount,
        itrn_fees: r.fees ?? 0,
        order_status: r.status ?? 'Completed',
        xord_exp_cash_settlement_date: null,
        reversal: false,
        dishonour: false,
        itrn_mappings: type?.mappings ?? {},
      };
    },
  },
  holdings: {
    table: 'holdings',
    keys: ['account_id', 'fund_id'],
    references: [
      ['account_id', 'account_id', 'accounts', 'account_id'],
      ['fund_id', 'fund_id', 'funds', 'fund_id'],
    ],
    toRow: (r) => ({
      account_id: r.account_id,
      fund_id: r.fund_id,
      units: r.units,
      price: r.price,
      value: Math.round((r.units as number) * (r.price as number) * 100) / 100,
      valuation_date: r.valuation_date,
    }),
  },
  memo_assets: {
    table: 'memo_assets',
    keys: ['memo_asset_id'],
    references: [['client_id', 'client_id', 'clients', 'client_id']],
    toRow: (r) => ({
      memo_asset_id: r.memo_asset_id,
      client_id: r.client_id,
      description: r.description,
      plan_number: r.plan_number,
      institution: r.institution,
      approximate_value: r.approximate_value,
      value_effective_date: r.value_effective_date,
    }),
  },
  documents: {
    table: 'correspondences',
    keys: ['document_id'],
    references: [['client_id', 'client_id', 'clients', 'client_id']],
    // first_open_date is never written: a new document is unread, a re-imported one keeps its state.
    toRow: (r, ctx) => (
      ctx.documentFiles.set(r.document_id as number, String(r.file)),
      {
        document_id: r.document_id,
        client_id: r.client_id,
        account_number: r.account_number,
        display_name: r.display_name,
        category: r.category,
        document_type_code: r.document_type_code,
        sent_date: r.sent_date,
      }
    ),
  },
  news: {
    table: 'news_items',
    keys: ['article_id'],
    references: [],
    toRow: (r) => ({ article_id: r.article_id, title: r.title, published_at: r.published_at, content: r.content, links: r.links ?? [] }),
  },
};

const ident = (name: string) => sql.id(name);
const idents = (names: readonly string[]) =>
  sql.join(
    names.map((n) => sql.id(n)),
    sql`, `,
  );
const stageOf = (table: string) => `import_stage_${table}`;

/** Runs the import of `folder`; throws ImportFailed (nothing written) when any file has an error. */
export async function importFolder(db: Kysely<Database>, folder: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const bulk = options.bulk ?? BULK;
  const errors: ImportError[] = [];
  const onError = (e: ImportError) => {
    if (errors.length < 10_000) errors.push(e);
  };
  const found = ENTITIES.map((entity) => ({ entity, file: entityFile(folder, entity) }));
  if (found.every((f) => f.file === null))
    throw new ImportFailed([{ file: folder, line: null, column: null, message: 'holds no import file (docs/import.md)' }]);

  return db.transaction().execute(async (trx) => {
    // A firm's first load stages gigabytes: this transaction's sorts and hashes (the duplicate and
    // reference checks) and its temporary staging tables get room, where PostgreSQL's defaults (4 MB,
    // 8 MB) spill to disk. temp_buffers can change only before a session's first temporary table
    // (an earlier import on the same connection): then it stays as it is.
    await sql`SET LOCAL work_mem = '128MB'`.execute(trx);
    await sql`SAVEPOINT import_temp_buffers`.execute(trx);
    await sql`SET LOCAL temp_buffers = '512MB'`.execute(trx).then(
      () => sql`RELEASE SAVEPOINT import_temp_buffers`.execute(trx),
      () => sql`ROLLBACK TO SAVEPOINT import_temp_buffers`.execute(trx),
    );
    const ctx: Context = {
      transactionTypes: new Map(
        (await trx.selectFrom('transaction_types').select(['trev_ttyp_code', 'description', 'category', 'itrn_ttyp_code']).execute()).map(
          (t) => [t.trev_ttyp_code, { description: t.description, category: t.category, itrn: t.itrn_ttyp_code }],
        ),
      ),
      itrnTypes: new Map(
        (await trx.selectFrom('itrn_types').selectAll().execute()).map((t) => [
          t.itrn_ttyp_code,
          {
            description: t.description,
            mappings: {
              TRX_HIGH_LEVEL: t.trx_high_level,
              TRX_HIGH_LEVEL_ORDINAL: t.trx_high_level_ordinal,
              TRX_LOW_LEVEL: t.trx_low_level,
              TRX_LOW_LEVEL_ORDINAL: t.trx_low_level_ordinal,
              TRX_HISTORY: 'Show',
            },
          },
        ]),
      ),
      ownerOrdinals: new Map(),
      documentFiles: new Map(),
    };
    // Every staging table exists (empty when its file is absent), so references can look into them.
    for (const target of Object.values(TARGETS)) {
      await sql`CREATE TEMP TABLE ${ident(stageOf(target.table))} ON COMMIT DROP AS SELECT * FROM ${ident(target.table)} WITH NO DATA`.execute(
        trx,
      );
      await sql`ALTER TABLE ${ident(stageOf(target.table))} ADD COLUMN _line integer`.execute(trx);
    }

    const summary: ImportSummary = { files: [], closedAccounts: 0, seriesAccounts: 0, seriesRows: 0, millis: 0 };
    /** Per account, the earliest date from which its valuation series must be rebuilt. */
    const seriesFrom = new Map<number, string>();
    const touch = (accountId: number, from: string) => {
      const known = seriesFrom.get(accountId);
      if (!known || from < known) seriesFrom.set(accountId, from);
    };
    const holdingsAccounts = new Set<number>();
    let accountsFilePresent = false;

    for (const { entity, file } of found) {
      if (!file) continue;
      const fileStarted = performance.now();
      const before = errors.length;
      if (entity.name === 'branding') {
        const result = await applyBranding(trx, folder, entity, file, onError);
        summary.files.push({ file: file.name, ...result, millis: performance.now() - fileStarted });
        log(`${file.name}: ${result.rows} rows, ${result.changed} changed (${Math.round(performance.now() - fileStarted)} ms)`);
        continue;
      }
      const target = TARGETS[entity.name];
      if (!target) continue;
      const stage = stageOf(target.table);
      let buffer: Row[] = [];
      // One chunk's insert is in flight while the next chunk is read and checked: the parsing (this
      // process's CPU) and the staging insert (the database's) overlap.
      let inFlight: Promise<unknown> = Promise.resolve();
      const flush = async () => {
        if (buffer.length === 0) return;
        const rows = buffer;
        buffer = [];
        const columns = Object.keys(rows[0] as Row);
        const json = JSON.stringify(rows);
        await inFlight;
        const insert = sql`INSERT INTO ${ident(stage)} (${idents(columns)})
          SELECT ${idents(columns)} FROM jsonb_populate_recordset(NULL::${ident(stage)}, ${json}::jsonb)`.execute(trx);
        insert.catch(() => undefined); // awaited by the next flush or below; not unhandled meanwhile
        inFlight = insert;
      };
      const rows = await readEntity(
        folder,
        entity,
        file,
        async (record, line) => {
          buffer.push({ ...target.toRow(record, ctx), _line: line });
          if (buffer.length >= CHUNK) await flush();
        },
        onError,
      );
      await flush();
      await inFlight;
      // The planner knows nothing of rows written in this transaction (autovacuum cannot see them): a
      // bulk file's staging table and, once written, its table are analysed, or a later query by a
      // list of ids looks like the whole table and is planned as a scan of it (the valuation series
      // of 10,000 clients then scanned 6.5 million unit movements per batch of 200 accounts).
      const bulkFile = rows >= bulk.rows;
      if (entity.name === 'investment_transactions') {
        await sql`UPDATE ${ident(stage)} s SET account_id = e.account_id FROM transaction_events e WHERE e.trev_id = s.trev_id AND s.account_id IS NULL`.execute(
          trx,
        );
        // Events of this folder are in transaction_events already, unless an error stopped the writes:
        // then their account comes from the staging table (the checks below need it).
        if (errors.length > 0)
          await sql`UPDATE ${ident(stage)} s SET account_id = e.account_id FROM ${ident(stageOf('transaction_events'))} e WHERE e.trev_id = s.trev_id AND s.account_id IS NULL`.execute(
            trx,
          );
      }
      if (bulkFile) await sql`ANALYZE ${ident(stage)}`.execute(trx);
      await checkStage(trx, file.name, target, onError);
      if (entity.name === 'documents') await checkDocumentAccounts(trx, file.name, onError);

      let changed = 0;
      // Writes stop at the first error (a foreign key would fail); the checks go on, to list every error.
      if (errors.length === 0) {
        if (entity.name === 'transaction_events' || entity.name === 'investment_transactions' || entity.name === 'fund_prices')
          for (const [accountId, from] of await changedSeries(trx, entity.name)) touch(accountId, from);
        // A bulk file (a firm's first load) is written with its foreign keys checked once at the end
        // (db/bulk-insert.ts): the rows were checked against their parents in staging already.
        // Only a file that adds that many rows is: a daily full export that adds a few takes no lock.
        const added = bulkFile ? await newRows(trx, target) : 0;
        const bulkInsert = added >= bulk.rows;
        if (bulkInsert) log(`${file.name}: ${added} new rows, a bulk load: ${target.table} is locked until the import commits`);
        changed = bulkInsert ? await withForeignKeysCheckedOnce(trx, target.table, () => upsert(trx, target)) : await upsert(trx, target);
        if (bulkInsert) await sql`ANALYZE ${ident(target.table)}`.execute(trx);
        if (entity.name === 'documents') changed += await storeDocumentFiles(trx, folder, ctx.documentFiles);
        if (entity.name === 'holdings') {
          const listed = await sql<{ account_id: number }>`SELECT DISTINCT account_id FROM ${ident(stage)}`.execute(trx);
          for (const r of listed.rows) holdingsAccounts.add(r.account_id);
          // The file replaces the listed accounts' holdings: positions it no longer lists are gone.
          const gone = await sql`DELETE FROM holdings h WHERE h.account_id IN (SELECT account_id FROM ${ident(stage)})
            AND NOT EXISTS (SELECT 1 FROM ${ident(stage)} s WHERE s.account_id = h.account_id AND s.fund_id = h.fund_id)`.execute(trx);
          changed += Number(gone.numAffectedRows ?? 0);
        }
        if (entity.name === 'accounts') accountsFilePresent = true;
      }
      summary.files.push({ file: file.name, rows, changed, millis: performance.now() - fileStarted });
      log(
        `${file.name}: ${rows} rows, ${changed} changed${errors.length > before ? `, ${errors.length - before} errors` : ''} (${Math.round(performance.now() - fileStarted)} ms)`,
      );
    }
    if (errors.length > 0) throw new ImportFailed(errors);

    if (accountsFilePresent) {
      // An account the back office no longer lists is closed, never deleted (its history stays).
      const closed = await sql`UPDATE accounts SET account_status = 'Closed', closed_date = coalesce(closed_date, ${today}::date)
        WHERE account_status <> 'Closed' AND account_id NOT IN (SELECT account_id FROM ${ident(stageOf('accounts'))})`.execute(trx);
      summary.closedAccounts = Number(closed.numAffectedRows ?? 0);
      if (summary.closedAccounts > 0) log(`accounts: ${summary.closedAccounts} no longer listed, closed`);
    }
    if (holdingsAccounts.size > 0) {
      // An account's value, cash and valuation date follow its holdings.
      await sql`UPDATE accounts a SET total_holdings = v.total, cash_balance = v.cash, valuation_date = v.valued
        FROM (SELECT h.account_id, sum(h.value) AS total, coalesce(sum(h.value) FILTER (WHERE f.asset_class = 'Cash'), 0) AS cash,
                     max(h.valuation_date) AS valued
              FROM holdings h JOIN funds f USING (fund_id) WHERE h.account_id = ANY(${[...holdingsAccounts]}::int[]) GROUP BY h.account_id) v
        WHERE a.account_id = v.account_id
          AND (a.total_holdings, a.cash_balance, a.valuation_date) IS DISTINCT FROM (v.total, v.cash, v.valued)`.execute(trx);
    }
    if (seriesFrom.size > 0) {
      const seriesStarted = performance.now();
      summary.seriesAccounts = seriesFrom.size;
      summary.seriesRows = await rebuildAffectedSeries(trx, seriesFrom, bulk.accounts);
      log(
        `valuation series: ${summary.seriesRows} rows for ${seriesFrom.size} accounts (${Math.round(performance.now() - seriesStarted)} ms)`,
      );
    }
    if (summary.files.some((f) => f.changed > 0) || summary.closedAccounts > 0) {
      // Every instance drops what it cached (client resources, sessions, analyses) when this commits.
      const change = JSON.stringify({ from: 'database', change: { portfolio: true, allClients: true, allSessions: true } });
      await sql`SELECT pg_notify('portal_cache', ${change})`.execute(trx);
    }
    summary.millis = performance.now() - started;
    return summary;
  });
}

/** Duplicate ids in the file and references to rows neither in the folder nor in the database. */
async function checkStage(trx: Trx, file: string, target: Target, onError: (e: ImportError) => void): Promise<void> {
  const stage = stageOf(target.table);
  const duplicates = await sql<{ lines: number[] }>`SELECT array_agg(_line ORDER BY _line) AS lines FROM ${ident(stage)}
    GROUP BY ${idents(target.keys)} HAVING count(*) > 1 LIMIT 100`.execute(trx);
  for (const d of duplicates.rows) {
    const [first, ...rest] = d.lines;
    for (const line of rest) onError({ file, line, column: target.keys.join('+'), message: `repeats the id of line ${first}` });
  }
  for (const [fileColumn, column, parent, parentKey] of target.references) {
    const parentStage = (Object.values(TARGETS).some((t) => t.table === parent) ? stageOf(parent) : null) as string | null;
    const missing = await sql<{ _line: number; value: string }>`SELECT s._line, s.${ident(column)}::text AS value FROM ${ident(stage)} s
      WHERE s.${ident(column)} IS NOT NULL
        ${parent === 'advisers' ? sql`AND s.${ident(column)} <> ${NO_ADVISER_ID}` : sql``}
        AND NOT EXISTS (SELECT 1 FROM ${ident(parent)} p WHERE p.${ident(parentKey)} = s.${ident(column)})
        ${parentStage ? sql`AND NOT EXISTS (SELECT 1 FROM ${ident(parentStage)} p WHERE p.${ident(parentKey)} = s.${ident(column)})` : sql``}
      ORDER BY s._line LIMIT 1000`.execute(trx);
    for (const m of missing.rows)
      onError({ file, line: m._line, column: fileColumn, message: `"${m.value}" is not a known ${parent}.${parentKey}` });
  }
}

/** A document's account must be one of its client's accounts. */
async function checkDocumentAccounts(trx: Trx, file: string, onError: (e: ImportError) => void): Promise<void> {
  const stage = stageOf('correspondences');
  const owners = sql`(SELECT o.client_id, a.account_number FROM account_owners o JOIN accounts a USING (account_id)
    UNION SELECT o.client_id, a.account_number FROM ${ident(stageOf('account_owners'))} o JOIN ${ident(stageOf('accounts'))} a USING (account_id))`;
  const wrong = await sql<{ _line: number; account_number: string }>`SELECT s._line, s.account_number FROM ${ident(stage)} s
    WHERE s.account_number IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${owners} x WHERE x.client_id = s.client_id AND x.account_number = s.account_number)
    ORDER BY s._line LIMIT 1000`.execute(trx);
  for (const w of wrong.rows)
    onError({ file, line: w._line, column: 'account_number', message: `"${w.account_number}" is not an account of the document's client` });
}

/** How many staged rows have no row of their key in the table yet. */
async function newRows(trx: Trx, target: Target): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${ident(stageOf(target.table))} s
    WHERE NOT EXISTS (SELECT 1 FROM ${ident(target.table)} t WHERE ${sql.join(
      target.keys.map((k) => sql`t.${ident(k)} = s.${ident(k)}`),
      sql` AND `,
    )})`.execute(trx);
  return result.rows[0]?.n ?? 0;
}

/** Upserts the staged rows by their keys, writing only rows that differ; the number written. */
async function upsert(trx: Trx, target: Target): Promise<number> {
  const stage = stageOf(target.table);
  const columns = (
    await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
      WHERE table_name = ${target.table} AND table_schema = current_schema() ORDER BY ordinal_position`.execute(trx)
  ).rows.map((r) => r.column_name);
  // Every column but those the import never writes (a column toRow leaves out is written NULL).
  const written = columns.filter((c) => c !== 'first_open_date' && !isDerived(target.table, c));
  const updates = written.filter((c) => !target.keys.includes(c));
  const set = updates.length
    ? sql`DO UPDATE SET ${sql.join(
        updates.map((c) => sql`${ident(c)} = EXCLUDED.${ident(c)}`),
        sql`, `,
      )} WHERE (${sql.join(
        updates.map((c) => sql`t.${ident(c)}`),
        sql`, `,
      )}) IS DISTINCT FROM (${sql.join(
        updates.map((c) => sql`EXCLUDED.${ident(c)}`),
        sql`, `,
      )})`
    : sql`DO NOTHING`;
  const result = await sql`INSERT INTO ${ident(target.table)} AS t (${idents(written)})
    SELECT ${idents(written)} FROM ${ident(stage)} ON CONFLICT (${idents(target.keys)}) ${set}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Columns the import never writes: derived from other files, or the client's own state. */
function isDerived(table: string, column: string): boolean {
  if (table === 'accounts') return ['total_holdings', 'cash_balance', 'valuation_date', 'prlk_short_name'].includes(column);
  if (table === 'clients') return ['ad_hoc_fee_auth', 'ad_hoc_fee_auth_updated'].includes(column);
  if (table === 'locations') return ['highlight_colour', 'logo_svg'].includes(column);
  if (table === 'advisers') return ['adviser_outlet_id', 'address_line2', 'address_line3', 'address_line4'].includes(column);
  return false;
}

/** Accounts whose series the staged rows change, with the earliest date changed (old or new). */
async function changedSeries(trx: Trx, entity: string): Promise<[number, string][]> {
  let rows: { account_id: number; from: string }[];
  if (entity === 'transaction_events') {
    rows = (
      await sql<{
        account_id: number;
        from: string;
      }>`SELECT s.account_id, min(least(s.trev_effective_date, coalesce(t.trev_effective_date, s.trev_effective_date)))::text AS from
        FROM ${ident(stageOf('transaction_events'))} s LEFT JOIN transaction_events t ON t.trev_id = s.trev_id
        WHERE t.trev_id IS NULL OR (s.account_id, s.trev_ttyp_code, s.trev_effective_date, s.trev_amount, s.category)
          IS DISTINCT FROM (t.account_id, t.trev_ttyp_code, t.trev_effective_date, t.trev_amount, t.category)
        GROUP BY s.account_id`.execute(trx)
    ).rows;
  } else if (entity === 'investment_transactions') {
    rows = (
      await sql<{
        account_id: number;
        from: string;
      }>`SELECT s.account_id, min(least(s.itrn_effective_date, coalesce(t.itrn_effective_date, s.itrn_effective_date)))::text AS from
        FROM ${ident(stageOf('investment_transactions'))} s LEFT JOIN investment_transactions t ON t.itrn_id = s.itrn_id
        WHERE t.itrn_id IS NULL OR (s.account_id, s.fund_id, s.itrn_ttyp_code, s.itrn_effective_date, s.itrn_effective_units, s.itrn_price_applied)
          IS DISTINCT FROM (t.account_id, t.fund_id, t.itrn_ttyp_code, t.itrn_effective_date, t.itrn_effective_units, t.itrn_price_applied)
        GROUP BY s.account_id`.execute(trx)
    ).rows;
  } else {
    // A changed price moves every account that has held the fund, from that date on.
    rows = (
      await sql<{ account_id: number; from: string }>`WITH changed AS (
          SELECT s.fund_id, min(s.price_date) AS from FROM ${ident(stageOf('fund_prices'))} s
          LEFT JOIN fund_prices p ON p.fund_id = s.fund_id AND p.price_date = s.price_date
          WHERE p.fund_id IS NULL OR p.price IS DISTINCT FROM s.price GROUP BY s.fund_id)
        SELECT i.account_id, min(c.from)::text AS from FROM changed c
        JOIN (SELECT DISTINCT account_id, fund_id FROM investment_transactions) i ON i.fund_id = c.fund_id
        GROUP BY i.account_id`.execute(trx)
    ).rows;
  }
  return rows.map((r) => [r.account_id, r.from]);
}

/** Rebuilds the series of the affected accounts: new ones whole, the others from their earliest change. */
async function rebuildAffectedSeries(trx: Trx, seriesFrom: Map<number, string>, bulkAccounts: number): Promise<number> {
  const ids = [...seriesFrom.keys()];
  const withSeries = new Set(
    (
      await sql<{ account_id: number }>`SELECT DISTINCT account_id FROM valuation_series WHERE account_id = ANY(${ids}::int[])`.execute(trx)
    ).rows.map((r) => r.account_id),
  );
  const groups = new Map<string | null, number[]>();
  for (const [accountId, from] of seriesFrom) {
    const key = withSeries.has(accountId) ? from : null;
    groups.set(key, [...(groups.get(key) ?? []), accountId]);
  }
  const rebuild = async () => {
    let rows = 0;
    for (const [from, accounts] of groups)
      for (let i = 0; i < accounts.length; i += SERIES_BATCH) rows += await rebuildSeries(trx, accounts.slice(i, i + SERIES_BATCH), from);
    return rows;
  };
  return ids.length >= bulkAccounts ? withForeignKeysCheckedOnce(trx, 'valuation_series', rebuild) : rebuild();
}

/** Stores each staged document's PDF (by its SHA-256: unchanged files are not rewritten). */
async function storeDocumentFiles(trx: Trx, folder: string, files: Map<number, string>): Promise<number> {
  const staged = await sql<{
    document_id: number;
    _line: number;
  }>`SELECT document_id, _line FROM ${ident(stageOf('correspondences'))}`.execute(trx);
  if (staged.rows.length === 0) return 0;
  const existing = new Map(
    (
      await trx
        .selectFrom('document_files')
        .select(['document_id', 'sha256'])
        .where(
          'document_id',
          'in',
          staged.rows.map((r) => r.document_id),
        )
        .execute()
    ).map((r) => [r.document_id, r.sha256]),
  );
  let changed = 0;
  for (const { document_id } of staged.rows) {
    const path = files.get(document_id);
    if (!path) continue;
    const content = readFileSync(join(folder, path));
    const sha256 = createHash('sha256').update(content).digest('hex');
    if (existing.get(document_id) === sha256) continue;
    await trx
      .insertInto('document_files')
      .values({ document_id, sha256, content })
      .onConflict((oc) => oc.column('document_id').doUpdateSet({ sha256, content }))
      .execute();
    changed += 1;
  }
  return changed;
}

/** branding.jsonl: each line brands one location (or, without location_id, every location). */
async function applyBranding(
  trx: Trx,
  folder: string,
  entity: Entity,
  file: { path: string; name: string; kind: 'csv' | 'jsonl' },
  onError: (e: ImportError) => void,
): Promise<{ rows: number; changed: number }> {
  const lines: { record: CheckedRecord; line: number }[] = [];
  const rows = await readEntity(folder, entity, file, (record, line) => void lines.push({ record, line }), onError);
  const known = new Set((await trx.selectFrom('locations').select('location_id').execute()).map((l) => l.location_id));
  for (const { record, line } of lines)
    if (record.location_id !== null && !known.has(record.location_id as number))
      onError({
        file: file.name,
        line,
        column: 'location_id',
        message: `"${String(record.location_id)}" is not a known locations.location_id`,
      });
  let changed = 0;
  // Lines without a location first, so a line for one location overrides the firm-wide one.
  const ordered = [...lines.filter((l) => l.record.location_id === null), ...lines.filter((l) => l.record.location_id !== null)];
  for (const { record } of ordered) {
    let update = trx
      .updateTable('locations')
      .set({ highlight_colour: str(record.highlight_colour), logo_svg: str(record.logo_svg) })
      .where((eb) =>
        eb.or([
          eb('highlight_colour', 'is distinct from', str(record.highlight_colour)),
          eb('logo_svg', 'is distinct from', str(record.logo_svg)),
        ]),
      );
    if (record.location_id !== null) update = update.where('location_id', '=', record.location_id as number);
    const result = await update.executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return { rows, changed };
}
