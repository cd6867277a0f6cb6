/**
 * The transactions feature's server calls (spec §7): the account by id with its links, then the
 * events pages and cash balances those links name (hrefs the server hands out, followed as given).
 */
import {
  routes,
  type AccountIdentity,
  type CashBalancesResponse,
  type TransactionDatesParams,
  type TransactionEventsPage,
} from '@portal/api/browser';
import { api, call } from '../../shared/api-client.ts';

export const transactionsApi = {
  accountById: (accountId: number, query: TransactionDatesParams, signal?: AbortSignal): Promise<AccountIdentity> =>
    call(routes.accountById, { params: { accountId }, query: { ...query }, signal }),
  transactionEvents: (href: string, signal?: AbortSignal) => api.request<TransactionEventsPage>(href, null, { signal }),
  cashBalances: (href: string, signal?: AbortSignal) => api.request<CashBalancesResponse>(href, null, { signal }),
};
