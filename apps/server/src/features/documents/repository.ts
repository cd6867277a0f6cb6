/**
 * The documents' queries (Kysely): a filtered page of a client's documents, one document, its
 * first opening, and the figures a PDF prints (holdings on a date, the trades of a date, a tax
 * year's income) read from the simulated history stored at seed time.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CorrespondenceFilterValues, CorrespondencePage } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { pageLinks, sentWindow, toCorrespondence } from '../../shared/correspondence.ts';

export async function loadCorrespondencePage(
  db: Kysely<Database>,
  clientId: number,
  page: number,
  size: number,
  filters: CorrespondenceFilterValues = {},
): Promise<CorrespondencePage> {
  const { from, before } = sentWindow(filters);
  let filtered = db.selectFrom('correspondences').where('client_id', '=', clientId);
  if (filters.category) filtered = filtered.where('category', '=', filters.category);
  if (filters.accountNumber) filtered = filtered.where('account_number', '=', filters.accountNumber);
  if (from) filtered = filtered.where('sent_date', '>=', from);
  if (before) filtered = filtered.where('sent_date', '<', before);
  const [rows, summary] = await Promise.all([
    filtered
      .select(['document_id', 'display_name', 'category', 'sent_date', 'first_open_date', 'account_number'])
      .orderBy('sent_date', 'desc')
      .orderBy('document_id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  // Unread state and the category choices are about all the client's documents (the navigation badge, the
  // category selector's 'All' plus the distinct categories of spec §2), not the filtered ones: one query.
  const byCategory = await db
    .selectFrom('correspondences')
    .select((eb) => ['category', eb.fn.countAll<number>().filterWhere('first_open_date', 'is', null).as('unread')])
    .where('client_id', '=', clientId)
    .groupBy('category')
    .orderBy('category')
    .execute();
  const total = Number(summary.total);
  return {
    _embedded: { correspondenceResourceList: rows.map(toCorrespondence) },
    _links: pageLinks(clientId, page, size, total, filters),
    page: { size, totalElements: total, totalPages: Math.ceil(total / size), number: page },
    unreadDocumentsPresent: byCategory.some((c) => Number(c.unread) > 0),
    categories: byCategory.map((c) => c.category),
  };
}

export function findDocument(db: Kysely<Database>, documentId: number) {
  return db.selectFrom('correspondences').selectAll().where('document_id', '=', documentId).executeTakeFirst();
}
export type DocumentRecord = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** Records the first opening (kept on later calls); answers the stored first open date. */
export async function markDocumentRead(db: Kysely<Database>, documentId: number, at: Date): Promise<Date> {
  const row = await db
    .updateTable('correspondences')
    .set({ first_open_date: sql<Date>`coalesce(first_open_date, ${at})` })
    .where('document_id', '=', documentId)
    .returning('first_open_date')
    .executeTakeFirstOrThrow();
  return row.first_open_date as Date;
}

/** Who the document is addressed to, and the firm that sends it (the client's adviser's firm). */
export function loadLetterhead(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('clients')
    .leftJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .leftJoin('locations', 'locations.location_id', 'advisers.location_id')
    .leftJoin('firms', 'firms.firm_id', 'locations.firm_id')
    .select(['clients.client_id', 'clients.title', 'clients.forename', 'clients.surname', 'firms.name as firm_name'])
    .where('clients.client_id', '=', clientId)
    .executeTakeFirst();
}

function accountId(db: Kysely<Database>, accountNumber: string) {
  return db.selectFrom('accounts').select(['account_id', 'wrapper_type']).where('account_number', '=', accountNumber).executeTakeFirst();
}

export interface HoldingLine {
  fund: string;
  units: number;
  price: number;
  value: number;
}

/** The account's holdings at the end of `date`: units from its investment transactions, priced on or before that date; plus cash. */
export async function holdingsOn(
  db: Kysely<Database>,
  accountNumber: string,
  date: string,
): Promise<{ lines: HoldingLine[]; cash: number } | null> {
  const account = await accountId(db, accountNumber);
  if (!account) return null;
  const [rows, cash] = await Promise.all([
    sql<{ fund: string; units: number; price: number | null }>`
      SELECT f.long_name AS fund, u.units,
        (SELECT p.price FROM fund_prices p WHERE p.fund_id = u.fund_id AND p.price_date <= ${date} ORDER BY p.price_date DESC LIMIT 1) AS price
      FROM (SELECT fund_id, sum(itrn_effective_units) AS units FROM investment_transactions
            WHERE account_id = ${account.account_id} AND itrn_effective_date <= ${date} GROUP BY fund_id) u
      JOIN funds f ON f.fund_id = u.fund_id
      WHERE f.asset_class <> 'Cash' AND u.units > 0.000001
      ORDER BY f.long_name`.execute(db),
    db
      .selectFrom('transaction_events')
      .select('cash_balance')
      .where('account_id', '=', account.account_id)
      .where('trev_effective_date', '<=', date)
      .orderBy('trev_effective_date', 'desc')
      .orderBy('trev_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const lines = rows.rows.map((r) => {
    const units = Number(r.units);
    const price = Number(r.price ?? 0);
    return { fund: r.fund, units, price, value: Math.round(units * price * 100) / 100 };
  });
  return { lines, cash: Number(cash?.cash_balance ?? 0) };
}

export interface TradeLine {
  fund: string;
  type: string;
  units: number;
  price: number;
  amount: number;
}

/** The account's trades on its last trading day on or before `date` (a contract note confirms them). */
export async function tradesOn(
  db: Kysely<Database>,
  accountNumber: string,
  date: string,
): Promise<{ date: string; lines: TradeLine[] } | null> {
  const account = await accountId(db, accountNumber);
  if (!account) return null;
  const day = await db
    .selectFrom('transaction_events')
    .select('trev_effective_date')
    .where('account_id', '=', account.account_id)
    .where('category', '=', 'TRADES')
    .where('trev_effective_date', '<=', date)
    .orderBy('trev_effective_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!day) return null;
  const rows = await db
    .selectFrom('investment_transactions as i')
    .innerJoin('transaction_events as e', 'e.trev_id', 'i.trev_id')
    .innerJoin('funds as f', 'f.fund_id', 'i.fund_id')
    .select([
      'f.long_name as fund',
      'i.itrn_ttyp_description as type',
      'i.itrn_effective_units as units',
      'i.itrn_price_applied as price',
      'i.itrn_effective_amount as amount',
    ])
    .where('e.account_id', '=', account.account_id)
    .where('e.category', '=', 'TRADES')
    .where('e.trev_effective_date', '=', day.trev_effective_date)
    .where('f.asset_class', '<>', 'Cash')
    .where('i.itrn_effective_units', '<>', 0)
    .orderBy('i.itrn_id')
    .execute();
  return {
    date: day.trev_effective_date,
    lines: rows.map((r) => ({ fund: r.fund, type: r.type, units: Number(r.units), price: Number(r.price), amount: Number(r.amount) })),
  };
}

/** Income paid in a tax year into the client's taxable (GIA) accounts, by fund. */
export async function incomeBetween(
  db: Kysely<Database>,
  clientId: number,
  from: string,
  to: string,
): Promise<Array<{ accountNumber: string; fund: string; amount: number }>> {
  const rows = await db
    .selectFrom('investment_transactions as i')
    .innerJoin('account_owners as o', 'o.account_id', 'i.account_id')
    .innerJoin('accounts as a', 'a.account_id', 'i.account_id')
    .innerJoin('funds as f', 'f.fund_id', 'i.fund_id')
    .select(['a.account_number', 'f.long_name as fund', sql<number>`sum(i.itrn_effective_amount)`.as('amount')])
    .where('o.client_id', '=', clientId)
    .where('a.wrapper_type', '=', 'GIA')
    .where('i.itrn_ttyp_code', 'in', ['DIST', 'INTR'])
    .where('i.itrn_effective_date', '>=', from)
    .where('i.itrn_effective_date', '<=', to)
    .groupBy(['a.account_number', 'f.long_name'])
    .orderBy('a.account_number')
    .orderBy('f.long_name')
    .execute();
  return rows.map((r) => ({ accountNumber: r.account_number, fund: r.fund, amount: Number(r.amount) }));
}

/** The PDF an import stored for a document (migration 0017), or null: the document is rendered. */
export async function storedDocumentFile(db: Kysely<Database>, documentId: number): Promise<Buffer | null> {
  const row = await db.selectFrom('document_files').select('content').where('document_id', '=', documentId).executeTakeFirst();
  return row ? Buffer.from(row.content) : null;
}
