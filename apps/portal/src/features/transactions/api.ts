/**
 * The transactions feature's server calls (spec §7): the account by id with its links, then the
 * events pages and cash balances those links name. Each wraps one of the app's typed `calls`.
 */
import { calls } from '../../shared/api.ts';

export const transactionsApi = {
  accountById: calls.accountById,
  transactionEvents: calls.transactionEvents,
  cashBalances: calls.cashBalances,
};
