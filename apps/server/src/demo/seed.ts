/**
 * The demo-data generator: on first start (empty database) it builds firms, advisers, clients,
 * logins and accounts from ./cast.ts, asks the simulation for every account's history, and writes
 * it all in ONE transaction with large multi-row inserts. Deterministic: the same seed and as-of date
 * give the same rows. Idempotent: an app_meta marker (checked under an advisory lock) makes a second
 * run do nothing.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Database, NewRow } from '../db/schema.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { ADVISERS, DEMO_ADVISER, DEMO_PASSWORD, FIRMS, LOCATIONS, UNREGISTERED_CLIENT_ID, UNREGISTERED_CODE, buildClientSeeds } from './cast.ts';
import type { AccountSeed, ClientSeed } from './cast.ts';
import { createMarket, isaAnnualLimit, isaSubscriptionsByTaxYear, simulateAccount, sumByTaxYear, taxYearStartYear } from './market-source.ts';
import type { Market } from './market-source.ts';
import type { AccountPlan, AccountSimulation } from './model.ts';
import { addDays, addMonths, createRandom, isWeekday, round2 } from './prng.ts';
import type { Random } from './prng.ts';
import { buildDocuments, buildNews } from './documents.ts';

export const SEED_VERSION = 1;
const DEMO_SEED = 20060103;
const MARKET_FROM = '2006-01-01';

export interface SeedOptions {
  /** The demo's "today" (YYYY-MM-DD): histories run to the previous trading day. */
  asOf: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  millis: number;
  counts: Record<string, number>;
}

export const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('base64url');

/** Seeds the demo data unless it is already there. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const existing = await db.selectFrom('app_meta').select('key').where('key', '=', 'demo_seed').executeTakeFirst();
  if (existing) return { seeded: false, millis: performance.now() - started, counts: {} };
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

function nextBusinessDay(date: string): string {
  let d = date;
  while (!isWeekday(d)) d = addDays(d, 1);
  return d;
}

const at = (date: string, time = '09:14:00') => new Date(`${date}T${time}Z`);

interface Rows {
  accounts: NewRow<'accounts'>[];
  owners: NewRow<'account_owners'>[];
  regular: NewRow<'regular_payments'>[];
  events: NewRow<'transaction_events'>[];
  itrns: NewRow<'investment_transactions'>[];
  holdings: NewRow<'holdings'>[];
}

/** Pension contributions counted against the annual allowance; drawdown income paid out. */
const PENSION_INPUT_CODES = ['LSCN', 'RPPM', 'CHQP', 'TXLS', 'EMPC'];
const INCOME_CODES = ['DDIP', 'RWDR', 'NINC', 'WDAH'];

function wrapperDetails(seed: AccountSeed, sim: AccountSimulation, asOf: string): Record<string, unknown> {
  const year = taxYearStartYear(asOf);
  switch (seed.kind) {
    case 'Isa':
      return { airdAnnualLimit: isaAnnualLimit(year), totalSubscriptionCTY: isaSubscriptionsByTaxYear(sim).get(year) ?? 0, replaceableWithdrawals: 0, returnedReplaceableWithdrawals: 0 };
    case 'Pension':
      return { airdAnnualLimit: 60000, totalSubscriptionCTY: sumByTaxYear(sim, PENSION_INPUT_CODES, 'positive').get(year) ?? 0, replaceableWithdrawals: null, returnedReplaceableWithdrawals: null };
    case 'Drawdown':
      return { drawdownType: 'Flexi-access', accountIncomeCTY: round2(-(sumByTaxYear(sim, INCOME_CODES).get(year) ?? 0)), maxIncomeAmount: null, taxCode: '1257L', reviewFrequency: null, nextReviewDate: null };
    case 'GIA':
      return {};
  }
}

function buildAccounts(clients: ClientSeed[], market: Market, asOf: string, random: Random, bankOf: Map<number, { sortCode: string; accountNumber: string }>): Rows {
  const rows: Rows = { accounts: [], owners: [], regular: [], events: [], itrns: [], holdings: [] };
  let accountId = 700000;
  for (const client of clients) {
    const numbers = client.accounts.map((_, i) => String(50000000 + (accountId + 1 + i) * 7));
    for (const [index, seed] of client.accounts.entries()) {
      accountId += 1;
      const accountNumber = numbers[index] as string;
      const linked = numbers.find((n) => n !== accountNumber);
      const bank = bankOf.get(client.clientId) ?? { sortCode: '401234', accountNumber: '00000000' };
      const hasAdviser = client.adviserId !== 100000085;
      const fee = hasAdviser ? random.pick([0.5, 0.75, 1]) : 0;
      const modelPortfolioName = hasAdviser ? random.pick(['Cautious 3', 'Balanced 5', 'Growth 7']) : null;
      const plan: AccountPlan = {
        accountNumber,
        wrapperType: seed.kind,
        accountType: seed.kind,
        openedDate: seed.openedDate,
        closedDate: seed.closedDate,
        asOf,
        initialLumpSum: seed.initialLumpSum,
        monthlyContribution: seed.monthlyContribution,
        monthlyWithdrawal: seed.monthlyWithdrawal,
        annualAdviserFeePercentage: fee,
        ...(seed.targetEvents ? { targetEvents: seed.targetEvents } : {}),
        seed: accountId * 7919,
        sortCode: bank.sortCode,
        bankAccountNumber: bank.accountNumber,
        modelPortfolioName,
        // Each account's trevIds/itrnIds are idBase + 1… (distinct per account), stable across runs.
        idBase: (accountId - 700000) * 1_000_000,
        ...(linked ? { linkedAccountNumber: linked } : {}),
      };
      const sim = simulateAccount(plan, market);
      const owners = [client.clientId, ...(seed.jointWith ?? []).map((i) => clients[i]?.clientId).filter((id): id is number => id !== undefined)];
      rows.accounts.push({
        account_id: accountId,
        account_number: accountNumber,
        wrapper_type: seed.kind,
        account_type: seed.kind,
        account_status: seed.closedDate ? 'Closed' : 'Active',
        alias: seed.alias,
        opened_date: seed.openedDate,
        closed_date: seed.closedDate,
        annual_adviser_fee_percentage: fee || null,
        annual_adviser_fee_amount: fee ? round2((sim.totalValue * fee) / 100) : null,
        prlk_short_name: hasAdviser ? 'KWP' : null,
        model_portfolio_name: modelPortfolioName,
        wrapper_details: JSON.stringify(wrapperDetails(seed, sim, asOf)),
        total_holdings: sim.totalValue,
        cash_balance: sim.cashBalance,
        valuation_date: sim.valuationDate,
      });
      owners.forEach((clientId, i) => rows.owners.push({ account_id: accountId, client_id: clientId, owner_relationship: 'OWNR', ordinal: i + 1 }));
      if (!seed.closedDate) {
        const day = Number(seed.openedDate.slice(8, 10));
        let next = `${asOf.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;
        if (next <= asOf) next = addMonths(next, 1);
        next = nextBusinessDay(next);
        const regular = (direction: 'CONTRIBUTION' | 'WITHDRAWAL', amount: number) =>
          rows.regular.push({ account_id: accountId, direction, type: direction === 'CONTRIBUTION' ? 'Regular payment' : 'Regular withdrawal', amount, frequency: 'Monthly', next_contribution_date: next, bank_sort_code: bank.sortCode, bank_account_number: bank.accountNumber });
        if (seed.monthlyContribution > 0) regular('CONTRIBUTION', seed.monthlyContribution);
        if (seed.monthlyWithdrawal > 0) regular('WITHDRAWAL', seed.monthlyWithdrawal);
      }
      for (const e of sim.events) {
        rows.events.push({
          trev_id: e.trevId,
          account_id: accountId,
          trev_ttyp_code: e.trevTtypCode,
          trev_ttyp_description: e.trevTtypDescription,
          category: e.category,
          trev_effective_date: e.trevEffectiveDate,
          trev_processed_date: e.trevProcessedDate,
          trev_reporting_date: e.trevReportingDate,
          trev_amount: e.trevAmount,
          trev_reason: e.trevReason,
          trev_reference: e.trevReference,
          trev_transfer_account: e.trevTransferAccount,
          trev_commitment_plan_number: e.trevCommitmentPlanNumber,
          trev_mappings: JSON.stringify(e.trevMappings),
          trev_fees: JSON.stringify(e.trevFees),
          event_status: e.eventStatus,
          pending: e.pending,
          model_portfolio_name: e.modelPortfolioName,
          payment_details: e.paymentDetails ? JSON.stringify(e.paymentDetails) : null,
          cash_balance: e.cashBalance,
        });
        for (const t of e.investmentTransactions) {
          rows.itrns.push({
            itrn_id: t.itrnId,
            trev_id: e.trevId,
            account_id: accountId,
            fund_id: t.fundId,
            itrn_ttyp_code: t.itrnTtypCode,
            itrn_ttyp_description: t.itrnTtypDescription,
            itrn_effective_date: t.itrnEffectiveDate,
            itrn_effective_units: t.itrnEffectiveUnits,
            itrn_price_applied: t.itrnPriceApplied,
            itrn_effective_amount: t.itrnEffectiveAmount,
            itrn_fees: t.itrnFees,
            order_status: t.orderStatus,
            xord_exp_cash_settlement_date: t.xordExpCashSettlementDate,
            reversal: t.reversal,
            dishonour: t.dishonour,
            itrn_mappings: JSON.stringify(t.itrnMappings),
          });
        }
      }
      for (const h of sim.holdings) {
        rows.holdings.push({ account_id: accountId, fund_id: h.fundId, units: h.units, price: h.price, value: h.value, valuation_date: sim.valuationDate });
      }
    }
  }
  return rows;
}

async function writeDemo(trx: Transaction<Database>, options: SeedOptions, passwordHash: string): Promise<Record<string, number>> {
  const { asOf } = options;
  const random = createRandom(DEMO_SEED);
  const clients = buildClientSeeds(random);
  const market = createMarket({ seed: DEMO_SEED, from: MARKET_FROM, to: addDays(asOf, -1) });
  const counts: Record<string, number> = {};
  const put = async <T extends keyof Database & string>(table: T, rows: NewRow<T>[]) => {
    const t = performance.now();
    counts[table] = (counts[table] ?? 0) + (await bulkInsert(trx, table, rows));
    if (rows.length > 1000) options.log?.(`seed: ${rows.length} ${table} in ${Math.round(performance.now() - t)} ms`);
  };

  await put('firms', FIRMS.map((f) => ({ firm_id: f.firmId, name: f.name })));
  await put('locations', LOCATIONS.map((l) => ({ location_id: l.locationId, firm_id: l.firmId, name: l.name, theme_name: l.themeName, highlight_colour: l.highlightColour, logo_svg: l.logoSvg })));
  await put('advisers', ADVISERS.map((a) => ({
    adviser_id: a.adviserId, adviser_outlet_id: a.adviserOutletId, location_id: a.locationId, forename: a.forename, surname: a.surname,
    email_address: a.email, phone_number: a.phone, address_line1: a.addressLine1, address_line2: null, address_line3: null, address_line4: null, city: a.city, postcode: a.postcode,
  })));
  await put('clients', clients.map((c) => ({
    client_id: c.clientId, adviser_id: c.adviserId, forename: c.forename, surname: c.surname, title: c.title, gender: c.gender,
    marital_status: random.pick(['Married', 'Single', 'Divorced', 'Widowed', 'Civil partnership']), nationalities: ['GB'],
    employment_status: c.dateOfBirth < '1960' ? 'Retired' : random.pick(['Employed', 'Self-employed', 'Employed']),
    date_of_birth: c.dateOfBirth, country_of_residence: 'GB',
    tax_identifier_numbers: JSON.stringify({ GB: `${random.pick(['AB', 'JT', 'NP', 'WX', 'CE'])}${String(random.int(100000, 999999))}${random.pick(['A', 'B', 'C', 'D'])}` }),
    fsa_category: 'Retail', home_phone: `01632 ${String(random.int(100000, 999999))}`, mobile_phone: `07700 ${String(random.int(900000, 900999))}`, business_phone: null,
    ad_hoc_fee_auth: false, ad_hoc_fee_auth_updated: null,
  })));

  // Logins: every client with a login also logs in with its client reference.
  const users: NewRow<'users'>[] = [];
  const aliases: NewRow<'user_aliases'>[] = [];
  let userId = 0;
  for (const c of clients) {
    if (!c.login) continue;
    userId += 1;
    users.push({
      user_id: userId, username: c.login.username, client_id: c.clientId, adviser_id: null, password_hash: passwordHash, roles: c.login.roles,
      terms_accepted: c.login.termsAccepted, last_login: c.login.lastLoginDaysAgo === null ? null : at(addDays(asOf, -c.login.lastLoginDaysAgo)),
      created_at: at(addDays(asOf, -400)),
    });
    aliases.push({ alias: c.login.username.toLowerCase(), user_id: userId }, { alias: String(c.clientId), user_id: userId });
  }
  userId += 1;
  users.push({ user_id: userId, username: DEMO_ADVISER.username, client_id: null, adviser_id: DEMO_ADVISER.adviserId, password_hash: passwordHash, roles: DEMO_ADVISER.roles, terms_accepted: true, last_login: at(addDays(asOf, -1)), created_at: at(addDays(asOf, -400)) });
  aliases.push({ alias: DEMO_ADVISER.username, user_id: userId });
  await put('users', users);
  await put('user_aliases', aliases);
  // Identity columns were given explicit values: move their sequences past them.
  await sql`SELECT setval(pg_get_serial_sequence('users', 'user_id'), (SELECT max(user_id) FROM users))`.execute(trx);
  await put('registration_codes', [{ client_id: UNREGISTERED_CLIENT_ID, username: String(UNREGISTERED_CLIENT_ID), purpose: 'REGISTER', code_hash: hashCode(UNREGISTERED_CODE), created_at: at(addDays(asOf, -3)), expires_at: at(addDays(asOf, 3650)), used_at: null }]);

  // Per client: bank accounts, addresses, e-mail addresses, memo assets, documents.
  const bankOf = new Map<number, { sortCode: string; accountNumber: string }>();
  const banks: NewRow<'bank_accounts'>[] = [];
  const addresses: NewRow<'addresses'>[] = [];
  const emails: NewRow<'email_addresses'>[] = [];
  const memo: NewRow<'memo_assets'>[] = [];
  const streets = ['Church Lane', 'Station Road', 'Victoria Street', 'The Green', 'Mill Lane', 'Kings Road', 'Orchard Way', 'High Street'];
  const towns: [string, string][] = [['Harrogate', 'HG1 2RQ'], ['Cheltenham', 'GL50 1AA'], ['Bath', 'BA1 1SU'], ['York', 'YO1 7HH'], ['Chester', 'CH1 2HU'], ['Winchester', 'SO23 9LJ'], ['Ludlow', 'SY8 1AY']];
  for (const c of clients) {
    const sortCode = `40${String(random.int(1000, 9999))}`;
    const accountNumber = String(random.int(10000000, 99999999));
    bankOf.set(c.clientId, { sortCode, accountNumber });
    const n = c.clientId - 1000000000;
    banks.push({ bank_account_id: n * 10 + 1, client_id: c.clientId, account_name: `${c.title} ${c.forename.charAt(0)} ${c.surname}`, account_number: accountNumber, sort_code: sortCode, bank_account_status: 'Active' });
    if (c.rich) banks.push({ bank_account_id: n * 10 + 2, client_id: c.clientId, account_name: `${c.title} ${c.forename.charAt(0)} ${c.surname}`, account_number: '31926819', sort_code: '309634', bank_account_status: 'Inactive' });
    const [city, postcode] = random.pick(towns);
    addresses.push({ address_id: n * 10 + 1, client_id: c.clientId, address_type: 'Residential', is_primary: true, address_line1: `${random.int(1, 120)} ${random.pick(streets)}`, address_line2: null, address_line3: null, address_line4: null, city, country: 'United Kingdom', postcode });
    if (c.rich) addresses.push({ address_id: n * 10 + 2, client_id: c.clientId, address_type: 'Correspondence', is_primary: false, address_line1: 'Flat 4', address_line2: '19 Marine Parade', address_line3: null, address_line4: null, city: 'Brighton', country: 'United Kingdom', postcode: 'BN2 1TL' });
    emails.push({ address_id: n * 10 + 1, client_id: c.clientId, email_address: c.login?.username ?? `${c.forename}.${c.surname}@example.org`.toLowerCase(), primary_type: true });
    if (c.rich) {
      emails.push({ address_id: n * 10 + 2, client_id: c.clientId, email_address: 'alice.morgan.work@example.org', primary_type: false });
      memo.push(
        { memo_asset_id: n * 10 + 1, client_id: c.clientId, description: 'Workplace pension', plan_number: 'AV-88213-7', institution: 'Aviva', approximate_value: 48250, value_effective_date: addDays(asOf, -120) },
        { memo_asset_id: n * 10 + 2, client_id: c.clientId, description: 'Premium Bonds', plan_number: '512KX0937', institution: 'NS&I', approximate_value: 25000, value_effective_date: addDays(asOf, -30) },
        { memo_asset_id: n * 10 + 3, client_id: c.clientId, description: 'Buy-to-let flat, Leeds', plan_number: null, institution: null, approximate_value: null, value_effective_date: null },
      );
    }
  }
  await put('bank_accounts', banks);
  await put('addresses', addresses);
  await put('email_addresses', emails);
  await put('memo_assets', memo);

  await put('funds', market.funds.map((f) => ({ fund_id: f.fundId, isin: f.isin, long_name: f.longName, short_name: f.shortName, asset_class: f.assetClass, fund_fact_sheet_available: f.fundFactSheetAvailable })));
  await put('fund_prices', market.prices.map((p) => ({ fund_id: p.fundId, price_date: p.date, price: p.price })));

  const simulated = performance.now();
  const rows = buildAccounts(clients, market, asOf, random, bankOf);
  options.log?.(`seed: simulated ${rows.accounts.length} accounts (${rows.events.length} events) in ${Math.round(performance.now() - simulated)} ms`);
  await put('accounts', rows.accounts);
  await put('account_owners', rows.owners);
  await put('regular_payments', rows.regular);
  await put('transaction_events', rows.events);
  await put('investment_transactions', rows.itrns);
  await put('holdings', rows.holdings);

  const accountsOf = new Map<number, string[]>();
  for (const o of rows.owners) {
    const number = rows.accounts.find((a) => a.account_id === o.account_id)?.account_number;
    if (number) accountsOf.set(o.client_id, [...(accountsOf.get(o.client_id) ?? []), number]);
  }
  await put('correspondences', buildDocuments(clients, accountsOf, asOf, random));
  await put('news_items', buildNews(asOf));

  await trx.insertInto('app_meta').values({ key: 'demo_seed', value: JSON.stringify({ version: SEED_VERSION, asOf, seed: DEMO_SEED }) }).execute();
  return counts;
}
