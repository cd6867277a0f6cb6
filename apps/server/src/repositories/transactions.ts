/**
 * Transaction events of an account (spec §7): one page of events filtered by a date type and range
 * and by excluded type codes, each with its investment transactions json-aggregated in the same
 * statement; keyset paging on (effective date, trevId) so a deep page costs what the first does.
 */
import { expressionBuilder, sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { NO_ADVISER_ID, endpoints } from '@portal/api';
import type { AccountClients, AccountIdentity, Adviser, TransactionEventResource, TransactionEventsPage, TransactionEventsQuery } from '@portal/api';
import type { Database } from '../db/schema.ts';

type DateType = TransactionEventsQuery['dateType'];

/** The filter dates: the UTC calendar days of the instants sent (the end is sent at end of day). */
export const utcDay = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

export const excludedCodes = (list: string | undefined): string[] => (list ? [...new Set(list.split(','))] : []);

/** A link to the events call with this query (and page/cursor), the shape the portal follows. */
export function transactionEventsHref(accountNumber: string, query: Partial<TransactionEventsQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['dateType', 'dateFrom', 'dateTo', 'excludedTtypeCodes', 'size', 'page', 'after'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${endpoints.transactionEvents(accountNumber)}${qs ? `?${qs}` : ''}`;
}

export const accountAdviserHref = (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/adviser`;

export async function loadAccountIdentity(db: Kysely<Database>, accountId: number, query: Partial<TransactionEventsQuery>): Promise<AccountIdentity | null> {
  const row = await db
    .selectFrom('accounts')
    .select(['account_id', 'account_number', 'wrapper_type', 'account_type', 'account_status', 'alias'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const n = row.account_number;
  const events: Partial<TransactionEventsQuery> = { ...query };
  return {
    accountId: row.account_id,
    accountNumber: n,
    wrapperType: row.wrapper_type,
    accountType: row.account_type,
    accountStatus: row.account_status,
    alias: row.alias,
    _links: {
      self: { href: endpoints.accountById(row.account_id) },
      accountDetails: { href: `/nui/nbs/accounts/${encodeURIComponent(n)}/accountDetails` },
      transactionEvents: { href: transactionEventsHref(n, events) },
      cashBalances: { href: endpoints.cashBalances(n) },
      clients: { href: endpoints.accountClients(n) },
    },
  };
}

function inDateRange(accountId: number, dateType: DateType, from: string, to: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'transaction_events'>();
  switch (dateType) {
    case 'EFFECTIVE_EVENT':
      return eb.between('transaction_events.trev_effective_date', from, to);
    case 'PROCESSED':
      return eb.between('transaction_events.trev_processed_date', from, to);
    case 'REPORTING':
      return eb.between('transaction_events.trev_reporting_date', from, to);
    case 'EFFECTIVE':
      // Execution date: when the event's investment transactions were executed.
      return eb(
        'transaction_events.trev_id',
        'in',
        eb
          .selectFrom('investment_transactions as exec')
          .select('exec.trev_id')
          .where('exec.account_id', '=', accountId)
          .where('exec.itrn_effective_date', '>=', from)
          .where('exec.itrn_effective_date', '<=', to),
      );
  }
}

function filtered(db: Kysely<Database>, accountId: number, q: TransactionEventsQuery) {
  const excluded = excludedCodes(q.excludedTtypeCodes);
  let query = db
    .selectFrom('transaction_events')
    .where('transaction_events.account_id', '=', accountId)
    .where(inDateRange(accountId, q.dateType, utcDay(q.dateFrom), utcDay(q.dateTo)));
  if (excluded.length > 0) query = query.where('transaction_events.trev_ttyp_code', 'not in', excluded);
  return query;
}

interface ItrnJson {
  itrn_id: number;
  itrn_ttyp_code: string;
  itrn_ttyp_description: string;
  itrn_effective_date: string;
  itrn_effective_units: number;
  itrn_price_applied: number;
  itrn_effective_amount: number;
  itrn_fees: number;
  order_status: string | null;
  xord_exp_cash_settlement_date: string | null;
  reversal: boolean;
  dishonour: boolean;
  itrn_mappings: TransactionEventResource['accountTransactions'][number]['investmentTransactions'][number]['itrnMappings'];
  long_name: string;
  isin: string;
  short_name: string | null;
}

export async function loadTransactionEventsPage(db: Kysely<Database>, account: { accountId: number; accountNumber: string }, q: TransactionEventsQuery): Promise<TransactionEventsPage> {
  const excluded = excludedCodes(q.excludedTtypeCodes);
  let rowsQuery = filtered(db, account.accountId, q)
    .selectAll('transaction_events')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('investment_transactions as i')
          .innerJoin('funds', 'funds.fund_id', 'i.fund_id')
          .select([
            'i.itrn_id', 'i.itrn_ttyp_code', 'i.itrn_ttyp_description', 'i.itrn_effective_date', 'i.itrn_effective_units',
            'i.itrn_price_applied', 'i.itrn_effective_amount', 'i.itrn_fees', 'i.order_status', 'i.xord_exp_cash_settlement_date',
            'i.reversal', 'i.dishonour', 'i.itrn_mappings', 'funds.long_name', 'funds.isin', 'funds.short_name',
          ])
          .whereRef('i.trev_id', '=', 'transaction_events.trev_id')
          .$if(excluded.length > 0, (s) => s.where('i.itrn_ttyp_code', 'not in', excluded))
          .orderBy('i.itrn_id'),
      ).as('itrns'),
    )
    .orderBy('transaction_events.trev_effective_date', 'desc')
    .orderBy('transaction_events.trev_id', 'desc')
    .limit(q.size);
  if (q.after) {
    const [date, id] = q.after.split('_') as [string, string];
    rowsQuery = rowsQuery.where(sql<SqlBool>`(transaction_events.trev_effective_date, transaction_events.trev_id) < (${date}::date, ${Number(id)})`);
  } else if (q.page > 0) {
    rowsQuery = rowsQuery.offset(q.page * q.size);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    filtered(db, account.accountId, q).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  const totalPages = Math.ceil(total / q.size);
  const events: TransactionEventResource[] = rows.map((r) => ({
    trevId: r.trev_id,
    trevTtypCode: r.trev_ttyp_code,
    trevTtypDescription: r.trev_ttyp_description,
    trevEffectiveDate: r.trev_effective_date,
    trevProcessedDate: r.trev_processed_date,
    trevReportingDate: r.trev_reporting_date,
    trevAmount: r.trev_amount,
    trevReason: r.trev_reason,
    trevReference: r.trev_reference,
    trevTransferAccount: r.trev_transfer_account,
    trevCommitmentPlanNumber: r.trev_commitment_plan_number,
    trevMappings: r.trev_mappings as TransactionEventResource['trevMappings'],
    trevFees: r.trev_fees as TransactionEventResource['trevFees'],
    eventStatus: r.event_status,
    pending: r.pending,
    modelPortfolioName: r.model_portfolio_name,
    paymentDetails: r.payment_details as TransactionEventResource['paymentDetails'],
    accountTransactions: [
      {
        investmentTransactions: (r.itrns as unknown as ItrnJson[]).map((i) => ({
          itrnId: i.itrn_id,
          itrnTtypCode: i.itrn_ttyp_code,
          itrnTtypDescription: i.itrn_ttyp_description,
          itrnEffectiveDate: i.itrn_effective_date,
          itrnEffectiveUnits: Number(i.itrn_effective_units),
          itrnPriceApplied: Number(i.itrn_price_applied),
          itrnEffectiveAmount: Number(i.itrn_effective_amount),
          itrnFees: Number(i.itrn_fees),
          orderStatus: i.order_status,
          xordExpCashSettlementDate: i.xord_exp_cash_settlement_date,
          reversal: i.reversal,
          dishonour: i.dishonour,
          fund: { longName: i.long_name, isin: i.isin, shortName: i.short_name },
          itrnMappings: i.itrn_mappings,
        })),
      },
    ],
  }));
  const links: TransactionEventsPage['_links'] = { self: { href: transactionEventsHref(account.accountNumber, q) } };
  const last = events[events.length - 1];
  if (last && (q.page + 1) * q.size < total) {
    links.next = { href: transactionEventsHref(account.accountNumber, { ...q, page: q.page + 1, after: `${last.trevEffectiveDate}_${last.trevId}` }) };
  }
  return { _embedded: { transactionEventResourceList: events }, _links: links, page: { size: q.size, totalElements: total, totalPages, number: q.page } };
}

export async function loadCashBalances(db: Kysely<Database>, accountId: number): Promise<{ trevId: number; balance: number }[]> {
  const rows = await db.selectFrom('transaction_events').select(['trev_id', 'cash_balance']).where('account_id', '=', accountId).orderBy('trev_id').execute();
  return rows.map((r) => ({ trevId: r.trev_id, balance: r.cash_balance }));
}

/** The account's owners in order, each with a link to its adviser when it has one. */
export async function loadAccountClients(db: Kysely<Database>, account: { accountId: number; accountNumber: string }): Promise<AccountClients> {
  const rows = await db
    .selectFrom('account_owners')
    .innerJoin('clients', 'clients.client_id', 'account_owners.client_id')
    .select(['clients.client_id', 'clients.forename', 'clients.surname', 'clients.adviser_id', 'account_owners.owner_relationship'])
    .where('account_owners.account_id', '=', account.accountId)
    .orderBy('account_owners.ordinal')
    .execute();
  return {
    clients: rows.map((r, i) => ({
      clientId: r.client_id,
      forename: r.forename,
      surname: r.surname,
      ownerRelationship: r.owner_relationship,
      _links: {
        self: { href: endpoints.client(r.client_id) },
        // The account's adviser is the first owner's (spec §7): only that owner carries the link.
        ...(i === 0 && r.adviser_id !== NO_ADVISER_ID ? { adviser: { href: accountAdviserHref(account.accountNumber) } } : {}),
      },
    })),
  };
}

/** The adviser of the account's first owner, or null when that owner has none. */
export async function loadAccountAdviser(db: Kysely<Database>, accountId: number): Promise<Adviser | null> {
  const row = await db
    .selectFrom('account_owners')
    .innerJoin('clients', 'clients.client_id', 'account_owners.client_id')
    .leftJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .selectAll('advisers')
    .where('account_owners.account_id', '=', accountId)
    .orderBy('account_owners.ordinal')
    .limit(1)
    .executeTakeFirst();
  // Left join: the FIRST owner decides, even when a later owner has an adviser.
  if (!row || row.adviser_id === null || row.adviser_id === NO_ADVISER_ID || row.location_id === null) return null;
  return {
    adviserId: row.adviser_id,
    adviserOutletId: row.adviser_outlet_id,
    forename: row.forename ?? '',
    surname: row.surname ?? '',
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    addressLine3: row.address_line3,
    addressLine4: row.address_line4,
    city: row.city,
    postcode: row.postcode,
    location: { locationId: row.location_id },
  };
}
