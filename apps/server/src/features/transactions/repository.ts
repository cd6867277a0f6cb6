/**
 * Transaction events of an account (spec §7): the filter (a date type and range, excluded type
 * codes), keyset paging on (effective date, trevId) so a deep page costs what the first does, the
 * page links, and the account's identity, owners and adviser. The page text is built in
 * transactions-json.ts.
 */
import { expressionBuilder, sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { NO_ADVISER_ID, href, resourceLinks, routes } from '@portal/api';
import type { AccountClients, AccountIdentity, TransactionEventsPage, TransactionEventsQuery } from '@portal/api';
import type { Database } from '../../db/schema.ts';

type DateType = TransactionEventsQuery['dateType'];

/** The filter dates: the UTC calendar days of the instants sent (the end is sent at end of day). */
export const utcDay = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

export const excludedCodes = (list: string | undefined): string[] => (list ? [...new Set(list.split(','))] : []);

/** A link to the events call with this query (and page/cursor), the shape the portal follows. */
export function transactionEventsHref(accountNumber: string, query: Partial<TransactionEventsQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['dateType', 'dateFrom', 'dateTo', 'excludedTtypeCodes', 'payments', 'size', 'page', 'after', 'total'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  const path = href(routes.transactionEvents, { accountNumber });
  return qs ? `${path}?${qs}` : path;
}

export const accountAdviserHref = (accountNumber: string) => resourceLinks.accountAdviser(accountNumber);

export async function loadAccountIdentity(
  db: Kysely<Database>,
  accountId: number,
  query: Partial<TransactionEventsQuery>,
): Promise<AccountIdentity | null> {
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
      self: { href: resourceLinks.accountById(row.account_id) },
      accountDetails: { href: resourceLinks.accountDetails(n) },
      transactionEvents: { href: transactionEventsHref(n, events) },
      cashBalances: { href: resourceLinks.cashBalances(n) },
      clients: { href: resourceLinks.accountRelationships(n) },
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
  // The coarse income-history cut (money paid out); the domain's isIncomePayment applies the finer rule.
  if (q.payments === 'only') query = query.where('transaction_events.payment_details', 'is not', null);
  return query;
}

/** The filtered events of one page, newest first: keyset after a cursor, else offset by page number. */
export function eventsPageQuery(db: Kysely<Database>, accountId: number, q: TransactionEventsQuery) {
  let query = filtered(db, accountId, q)
    .orderBy('transaction_events.trev_effective_date', 'desc')
    .orderBy('transaction_events.trev_id', 'desc')
    .limit(q.size);
  if (q.after) {
    const [date, id] = q.after.split('_') as [string, string];
    query = query.where(
      sql<SqlBool>`(transaction_events.trev_effective_date, transaction_events.trev_id) < (${date}::date, ${Number(id)})`,
    );
  } else if (q.page > 0) {
    query = query.offset(q.page * q.size);
  }
  return query;
}

/** How many events the query matches (page.totalElements). */
export async function countEvents(db: Kysely<Database>, accountId: number, q: TransactionEventsQuery): Promise<number> {
  const row = await filtered(db, accountId, q)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * self, and next while events remain: the next link carries the last event as a keyset cursor and
 * the first page's count, so later pages neither skip nor repeat events and skip counting (the
 * page count is that of the history as it was when paging began).
 */
export function pageLinks(
  accountNumber: string,
  q: TransactionEventsQuery,
  total: number,
  lastKey: string | null,
): TransactionEventsPage['_links'] {
  const links: TransactionEventsPage['_links'] = { self: { href: transactionEventsHref(accountNumber, q) } };
  if (lastKey && (q.page + 1) * q.size < total)
    links.next = { href: transactionEventsHref(accountNumber, { ...q, page: q.page + 1, after: lastKey, total }) };
  return links;
}

/**
 * The account's owners in order, the first with a link to its adviser when it has one. Only the owner
 * whose resource the caller reads (`readerClientId`) carries a `self` link: a joint owner's would lead
 * to a resource the caller cannot read (security review I4).
 */
export async function loadAccountClients(
  db: Kysely<Database>,
  account: { accountId: number; accountNumber: string },
  readerClientId: number | null,
): Promise<AccountClients> {
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
        ...(r.client_id === readerClientId ? { self: { href: resourceLinks.client(r.client_id) } } : {}),
        // The account's adviser is the first owner's (spec §7): only that owner carries the link.
        ...(i === 0 && r.adviser_id !== NO_ADVISER_ID ? { adviser: { href: accountAdviserHref(account.accountNumber) } } : {}),
      },
    })),
  };
}
