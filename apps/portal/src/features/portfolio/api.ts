/**
 * The portfolio feature's server calls (spec §7), each `call(routes.x, …)` (the client record's first
 * call takes the answer the page's HTML started early, shared/early-requests.ts), and
 * what the account summary loads: for one account, the resources behind its `_links` (the model
 * portfolio's 404 is benign: no card); for the combined portfolio, every open account's holdings
 * merged by fund (the arithmetic is the domain's, half-down to the penny).
 */
import {
  routes,
  isApiError,
  linkHref,
  type Account,
  type AccountSummary,
  type HoldingResource,
  type HoldingsResource,
  type MemoAsset,
  type MemoAssetValueRequest,
  type ModelPortfolio,
  type WrapperDetails,
} from '@portal/api/browser';
import { combineHoldings, combinedPortfolioValue, isClosedAccount } from '@portal/domain';
import { api, call } from '../../shared/api-client.ts';
import { sessionCache } from '../../shared/session-cache.ts';

export const portfolioApi = {
  client: (clientId: number, signal?: AbortSignal) => call(routes.client, { params: { clientId }, signal }),
  /** Performance between two dates (YYYY-MM-DD). */
  portfolioPerformance: (accountsKey: string, dateFrom: string, dateTo: string, signal?: AbortSignal) =>
    call(routes.portfolioPerformance, { params: { accountsKey }, query: { dateFrom, dateTo }, signal }),
  /** Kept in the session cache (shared/session-cache.ts): home, account summary and analysis ask for the same ones. */
  analysis: (clientId: number, accountsKey: string, dateRangeId: string, signal?: AbortSignal) =>
    sessionCache.read(
      `analysis:${clientId}:${accountsKey}:${dateRangeId}`,
      () => call(routes.analysis, { params: { clientId, accountsKey, dateRangeId } }),
      signal,
    ),
  /** A `_links` href, followed as the server gave it. */
  follow: <T>(href: string, signal?: AbortSignal) => api.request<T>(href, null, { signal }),
  /** A memo asset's value, on its own `self` link (issue 11). */
  memoAssetValue: (href: string, body: MemoAssetValueRequest) => api.request<MemoAsset>(href, null, { method: 'PATCH', json: body }),
};

export interface AccountSummaryData {
  kind: 'account';
  account: Account;
  summary: AccountSummary;
  wrapper: WrapperDetails | null;
  holdings: HoldingsResource;
  model: ModelPortfolio | null;
}

export interface CombinedSummaryData {
  kind: 'combined';
  accounts: Account[];
  value: number;
  holdings: HoldingResource[];
}

function follow<T>(account: Account, rel: string, signal: AbortSignal): Promise<T> {
  const href = linkHref(account, rel);
  if (!href) return Promise.reject(new Error(`account ${account.accountNumber} has no ${rel} link`));
  return portfolioApi.follow<T>(href, signal);
}

export async function loadAccountSummary(account: Account, signal: AbortSignal): Promise<AccountSummaryData> {
  const [summary, wrapper, holdings, model] = await Promise.all([
    follow<AccountSummary>(account, 'accountDetails', signal),
    follow<WrapperDetails>(account, 'wrapperDetails', signal),
    follow<HoldingsResource>(account, 'holdings', signal),
    follow<ModelPortfolio>(account, 'modelPortfolio', signal).catch((error: unknown) => {
      // Spec §7: the model portfolio answering 404 is a known benign error and ignored.
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
  ]);
  return { kind: 'account', account, summary, wrapper, holdings, model };
}

export async function loadCombinedSummary(accounts: Account[], signal: AbortSignal): Promise<CombinedSummaryData> {
  const open = accounts.filter((a) => !isClosedAccount(a));
  const all = await Promise.all(open.map((a) => follow<HoldingsResource>(a, 'holdings', signal)));
  const value = combinedPortfolioValue(open);
  const holdings = combineHoldings(
    all.map((r) => r.holdings),
    value,
  );
  return { kind: 'combined', accounts, value, holdings };
}
