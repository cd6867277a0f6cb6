/**
 * The demo-data generator: on first start (empty database) it takes the people from ./cast.ts, turns
 * them into rows (./people-rows.ts), asks the simulation for every account's history
 * (./account-rows.ts) and documents (./documents.ts), and writes it all in ONE transaction with large
 * multi-row inserts. Deterministic: the same seed and as-of date
 * give the same rows. Idempotent: an app_meta marker (checked under an advisory lock) makes a second
 * run do nothing.
 */
import { fundChargeRows } from './charges.ts';
import { addDays } from '@portal/domain';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database, NewRow } from '../db/schema.ts';
import { hashPassword } from '../access/passwords.ts';
import { SERIES_MARKER, SERIES_VERSION, rebuildSeries } from '../features/portfolio/series.ts';
import { DEMO_CODE_SECRET, hashCode as hmacCode } from '../shared/code-hash.ts';
import { buildAccounts } from './account-rows.ts';
import { DEMO_PASSWORD, UNREGISTERED_CODE, buildClientSeeds } from './cast.ts';
import { buildDocuments, buildNews } from './documents.ts';
import type { DocumentAccount } from './documents.ts';
import { createMarket } from './market-source.ts';
import { backfillDemoModelPortfolios, demoModelPortfolioRows } from './model-portfolios.ts';
import { buildPeopleRows } from './people-rows.ts';
import { buildPreferences } from './preferences.ts';
import { seedDemoStaffFactors } from './staff-factors.ts';
import { createRng } from './simulation/random.ts';

export const SEED_VERSION = 1;
const DEMO_SEED = 20060103;
const MARKET_FROM = '2006-01-01';

export interface SeedOptions {
  /** The demo's "today" (YYYY-MM-DD): histories run to the previous trading day. */
  asOf: string;
  log?: (message: string) => void;
  /** The server's code secret (PORTAL_CODE_SECRET); the demo secret when not given. */
  codeSecret?: string;
}

export interface SeedResult {
  seeded: boolean;
  millis: number;
  counts: Record<string, number>;
}

/** A code as stored: keyed with the server's secret (shared/code-hash.ts). */
export const hashCode = (code: string, secret = DEMO_CODE_SECRET) => hmacCode(code, secret);

/** Seeds the demo data unless it is already there. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const existing = await db.selectFrom('app_meta').select('key').where('key', '=', 'demo_seed').executeTakeFirst();
  if (existing) {
    // Seeded before the model portfolios were reference rows (migration 0016): add them.
    if (await backfillDemoModelPortfolios(db)) options.log?.('demo model portfolios written (reference data, migration 0016)');
    // Seeded before advisers and support agents had to hold a second factor (issue 30): give the demo's theirs.
    if (await seedDemoStaffFactors(db, options.codeSecret ?? DEMO_CODE_SECRET, new Date()))
      options.log?.('demo adviser and support agent given their second factors');
    return { seeded: false, millis: performance.now() - started, counts: {} };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction().execute(async (trx) => {
    // Two instances starting together: the second waits here, then sees the marker and stops.
    await sql`SELECT pg_advisory_xact_lock(20060103)`.execute(trx);
    const again = await trx.selectFrom('app_meta').select('key').where('key', '=', 'demo_seed').executeTakeFirst();
    if (again) return null;
    // The generator's rows are consistent by construction: skip per-row foreign-key triggers for
    // this transaction when allowed (superuser: always on PGlite). Halves the bulk-insert time.
    const role = await sql<{ rolsuper: boolean }>`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`.execute(trx);
    if (role.rows[0]?.rolsuper) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    return writeDemo(trx, options, passwordHash);
  });
  // Fresh statistics, so the planner uses the indexes from the first request on.
  if (counts) await sql`ANALYZE`.execute(db);
  const millis = performance.now() - started;
  if (counts) options.log?.(`demo data seeded in ${Math.round(millis)} ms: ${JSON.stringify(counts)}`);
  return { seeded: counts !== null, millis, counts: counts ?? {} };
}

async function writeDemo(trx: Transaction<Database>, options: SeedOptions, passwordHash: string): Promise<Record<string, number>> {
  const { asOf } = options;
  // One generator, one sub-stream per part: a change in how one part draws leaves the others alone.
  const root = createRng(DEMO_SEED);
  const castRandom = root.fork('cast');
  const peopleRandom = root.fork('people');
  const accountsRandom = root.fork('accounts');
  const documentsRandom = root.fork('documents');
  const preferencesRandom = root.fork('preferences');
  const clients = buildClientSeeds(castRandom);
  const market = createMarket({ seed: DEMO_SEED, from: MARKET_FROM, to: addDays(asOf, -1) });
  const counts: Record<string, number> = {};
  const put = async <T extends keyof Database & string>(table: T, rows: NewRow<T>[]) => {
    const t = performance.now();
    counts[table] = (counts[table] ?? 0) + (await bulkInsert(trx, table, rows));
    if (rows.length > 1000) options.log?.(`seed: ${rows.length} ${table} in ${Math.round(performance.now() - t)} ms`);
  };

  const people = buildPeopleRows(
    clients,
    { asOf, passwordHash, registrationCodeHash: hashCode(UNREGISTERED_CODE, options.codeSecret) },
    peopleRandom,
  );
  await put('firms', people.firms);
  await put('locations', people.locations);
  await put('advisers', people.advisers);
  // The delivery options each document type offers are reference data (migration 0010).
  const offered = await trx.selectFrom('document_type_delivery_options').select(['document_type_code', 'option_code']).execute();
  const preferences = buildPreferences(clients, offered, asOf, preferencesRandom);
  await put(
    'clients',
    people.clients.map((c) => {
      const since = preferences.feeAuthority.get(c.client_id);
      return since ? { ...c, ad_hoc_fee_auth: true, ad_hoc_fee_auth_updated: since } : c;
    }),
  );
  await put('client_delivery_preferences', preferences.deliveries);
  await put('users', people.users);
  await put('user_aliases', people.aliases);
  // Identity columns were given explicit values: move their sequences past them.
  await sql`SELECT setval(pg_get_serial_sequence('users', 'user_id'), (SELECT max(user_id) FROM users))`.execute(trx);
  await put('registration_codes', people.registrationCodes);
  await seedDemoStaffFactors(trx, options.codeSecret ?? DEMO_CODE_SECRET, new Date(`${asOf}T00:00:00Z`));
  await put('bank_accounts', people.banks);
  await put('addresses', people.addresses);
  await put('email_addresses', people.emails);
  await put('memo_assets', people.memo);

  await put(
    'funds',
    market.funds.map((f) => ({
      fund_id: f.fundId,
      isin: f.isin,
      long_name: f.longName,
      short_name: f.shortName,
      asset_class: f.assetClass,
      fund_fact_sheet_available: f.fundFactSheetAvailable,
    })),
  );
  const models = demoModelPortfolioRows(market);
  await put('model_portfolios', models.models);
  await put('model_portfolio_funds', models.funds);
  await put(
    'fund_prices',
    market.prices.map((p) => ({ fund_id: p.fundId, price_date: p.date, price: p.price })),
  );
  await put(
    'fund_charges',
    fundChargeRows(
      market.funds,
      market.prices.reduce((d, p) => (p.date < d ? p.date : d), asOf),
    ),
  );

  const simulated = performance.now();
  const rows = buildAccounts(clients, market, asOf, accountsRandom, people.bankOf);
  options.log?.(
    `seed: simulated ${rows.accounts.length} accounts (${rows.events.length} events) in ${Math.round(performance.now() - simulated)} ms`,
  );
  await put('accounts', rows.accounts);
  await put('account_owners', rows.owners);
  await put('regular_payments', rows.regular);
  await put('transaction_events', rows.events);
  await put('investment_transactions', rows.itrns);
  await put('holdings', rows.holdings);
  await put('account_charges', rows.charges);
  // The valuation series the analysis reads (issue 18), built from the rows just written.
  const seriesStarted = performance.now();
  counts.valuation_series = await rebuildSeries(
    trx,
    rows.accounts.map((a) => a.account_id as number),
  );
  await trx
    .insertInto('app_meta')
    .values({ key: SERIES_MARKER, value: JSON.stringify({ version: SERIES_VERSION }) })
    .execute();
  options.log?.(`seed: valuation series (${counts.valuation_series} rows) in ${Math.round(performance.now() - seriesStarted)} ms`);

  const accountsOf = new Map<number, DocumentAccount[]>();
  for (const o of rows.owners) {
    const a = rows.accounts.find((x) => x.account_id === o.account_id);
    if (a)
      accountsOf.set(o.client_id, [
        ...(accountsOf.get(o.client_id) ?? []),
        { accountNumber: a.account_number, openedDate: a.opened_date, closedDate: a.closed_date ?? null },
      ]);
  }
  await put('correspondences', buildDocuments(clients, accountsOf, asOf, documentsRandom));
  await put('news_items', buildNews(asOf));

  await trx
    .insertInto('app_meta')
    .values({ key: 'demo_seed', value: JSON.stringify({ version: SEED_VERSION, asOf, seed: DEMO_SEED }) })
    .execute();
  return counts;
}
