/**
 * What the print service prints of a transaction history (security review L5): every event of the
 * account in the range and date type the page shows, and their cash balances — read here exactly as
 * the page's own calls page through them (transactionEvents from its first page to its last, then
 * cashBalances), never taken from the browser. The print feature reads them as
 * `fastify.printReaders` (plugins/print-readers.ts). Access is the caller's to check first.
 */
import type { FastifyInstance } from 'fastify';
import {
  TRANSACTION_EVENTS_MAX_SIZE,
  transactionDatesParams,
  type TransactionEventResource,
  type TransactionEventsPage,
  type TransactionEventsQuery,
} from '@portal/api';
import type { CashBalance, DateTypeId, IsoDate } from '@portal/domain';
import { errors } from '../../http-error.ts';
import { countEvents } from './repository.ts';
import { loadCashBalancesText, loadTransactionEventsPageText } from './repository-json.ts';

/** The most events a printed report holds (the former page state's row limit): a longer history is refused, not cut. */
export const MAX_PRINTED_EVENTS = 20_000;

export interface TransactionsPrintReads {
  events: TransactionEventResource[];
  cashBalances: CashBalance[];
}

export async function readTransactionsPrint(
  app: FastifyInstance,
  account: { accountId: number; accountNumber: string },
  range: { dateType: DateTypeId; startDate: IsoDate; endDate: IsoDate },
): Promise<TransactionsPrintReads> {
  const { db } = app;
  const first: TransactionEventsQuery = {
    ...transactionDatesParams(range.dateType, range.startDate, range.endDate),
    size: TRANSACTION_EVENTS_MAX_SIZE,
    page: 0,
  };
  const total = await countEvents(db, account.accountId, first);
  if (total > MAX_PRINTED_EVENTS) throw errors.badRequest('The transaction history is too long to print: choose a shorter range.');
  const events: TransactionEventResource[] = [];
  let query: TransactionEventsQuery = { ...first, total };
  while (events.length < total) {
    const text = await loadTransactionEventsPageText(db, account, query, async () => total);
    const page = (JSON.parse(text) as TransactionEventsPage)._embedded.transactionEventResourceList;
    events.push(...page);
    const last = page.at(-1);
    if (!last || page.length < query.size) break;
    query = { ...query, page: query.page + 1, after: `${last.trevEffectiveDate}_${last.trevId}` };
  }
  const { cashBalances } = JSON.parse(await loadCashBalancesText(db, account.accountId)) as { cashBalances: CashBalance[] };
  return { events, cashBalances };
}

/** The print service's reader of the transaction history (plugins/print-readers.ts). */
export const transactionsPrintReaders = { readTransactionsPrint };
