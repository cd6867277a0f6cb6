/** The portal's calls to the server: each one is `call(endpoint, args)`, typed by the @portal/api contract (schemas stay on the server). */
import { routes } from '@portal/api/browser';
import type {
  AcceptTermsRequest,
  ChangePasswordRequest,
  ForgottenPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  TransactionDatesParams,
  AccountIdentity,
  CashBalancesResponse,
  TransactionEventsPage,
  AccountAliasRequest,
  MemoAsset,
  MemoAssetValueRequest,
  ClientPage,
} from '@portal/api/browser';
import { forgettingAfter, remembered } from './session-memo.ts';
import { api, call, startCalls } from './api-client.ts';

export { api };

export const calls = {
  login: forgettingAfter((username: string, password: string) => call(routes.login, { form: { username, password } })),
  logout: forgettingAfter(() => call(routes.logout)),
  keepalive: () => call(routes.keepalive),
  sessionInfo: startCalls.sessionInfo,
  whoAmI: () => call(routes.whoAmI),
  client: (clientId: number, signal?: AbortSignal) => call(routes.client, { params: { clientId }, signal }),
  theme: startCalls.theme,
  // Sign-in forms (spec §7): refusals come back as errorCodes, which the machines map to messages.
  register: forgettingAfter((body: RegisterRequest) => call(routes.register, { json: body })),
  forgottenPassword: forgettingAfter((body: ForgottenPasswordRequest) => call(routes.forgottenPassword, { json: body })),
  resetPassword: forgettingAfter((body: ResetPasswordRequest) => call(routes.resetPassword, { json: body })),
  changePassword: forgettingAfter((body: ChangePasswordRequest) => call(routes.changePassword, { json: body })),
  acceptTerms: forgettingAfter((body: AcceptTermsRequest) => call(routes.acceptTerms, { json: body })),
  // Portfolio (spec §7): performance (dates YYYY-MM-DD), analysis per range, and `_links` hrefs followed as given.
  portfolioPerformance: (accountsKey: string, dateFrom: string, dateTo: string, signal?: AbortSignal) =>
    call(routes.portfolioPerformance, { params: { accountsKey }, query: { dateFrom, dateTo }, signal }),
  // Kept for the session (./session-memo.ts): home, account summary and analysis ask for the same ones.
  analysis: (clientId: number, accountsKey: string, dateRangeId: string, signal?: AbortSignal) =>
    remembered(
      `analysis:${clientId}:${accountsKey}:${dateRangeId}`,
      () => call(routes.analysis, { params: { clientId, accountsKey, dateRangeId } }),
      signal,
    ),
  follow: <T>(href: string, signal?: AbortSignal) => api.request<T>(href, null, { signal }),
  // Transactions (spec §7): the account by id with its links, then the links it gives are followed.
  accountById: (accountId: number, query: TransactionDatesParams, signal?: AbortSignal): Promise<AccountIdentity> =>
    call(routes.accountById, { params: { accountId }, query: { ...query }, signal }),
  transactionEvents: (href: string, signal?: AbortSignal) => api.request<TransactionEventsPage>(href, null, { signal }),
  cashBalances: (href: string, signal?: AbortSignal) => api.request<CashBalancesResponse>(href, null, { signal }),
  // Personal details and memo assets (issue 11): an account's nickname, and a memo asset's value on its own `self` link.
  accountAlias: (accountNumber: string, body: AccountAliasRequest) => call(routes.accountAlias, { params: { accountNumber }, json: body }),
  memoAssetValue: (href: string, body: MemoAssetValueRequest) => api.request<MemoAsset>(href, null, { method: 'PATCH', json: body }),
  // Account security (issue 30 items 4, 5): the signed-in devices, the access log, and the adviser's page views.
  signedInDevices: () => call(routes.signedInDevices),
  endDeviceSession: (sessionId: string) => call(routes.endDeviceSession, { params: { sessionId } }),
  endOtherDeviceSessions: () => call(routes.endOtherDeviceSessions),
  accessLog: (clientId: number, page: number) => call(routes.accessLog, { params: { clientId }, query: { page } }),
  impersonationPageView: (page: ClientPage) => call(routes.impersonationPageView, { json: { page } }),
};
