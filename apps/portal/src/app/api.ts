/** The portal's calls to the server, typed by the @portal/api contract (schemas stay on the server). */
import {
  createApiClient,
  endpoints,
  type ClientResource,
  type KeepaliveResponse,
  type LocationTheme,
  type UserSession,
  type WhoAmIResponse,
} from '@portal/api/browser';
import type {
  AcceptTermsRequest,
  AcceptTermsResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ForgottenPasswordRequest,
  ForgottenPasswordResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@portal/api/browser';

import { portfolioEndpoints, type AnalysisResult, type PortfolioPerformance } from '@portal/api/browser';
import type { AccountIdentity, CashBalancesResponse, TransactionDatesParams, TransactionEventsPage } from '@portal/api/browser';

export const api = createApiClient();

export const calls = {
  login: (username: string, password: string) =>
    api.request<UserSession>(endpoints.login, null, { method: 'POST', form: { username, password } }),
  logout: () => api.request<unknown>(endpoints.logout, null),
  keepalive: () => api.request<KeepaliveResponse>(endpoints.keepalive, null),
  sessionInfo: () => api.request<UserSession>(endpoints.sessionInfo, null),
  whoAmI: () => api.request<WhoAmIResponse>(endpoints.whoAmI, null),
  client: (clientId: number, signal?: AbortSignal) => api.request<ClientResource>(endpoints.client(clientId), null, { signal }),
  theme: () => api.request<LocationTheme>(endpoints.rootLocation, null),
  // Sign-in forms (spec §7): refusals come back as errorCodes, which the machines map to messages.
  register: (body: RegisterRequest) => api.request<RegisterResponse>(endpoints.register, null, { json: body }),
  forgottenPassword: (body: ForgottenPasswordRequest) => api.request<ForgottenPasswordResponse>(endpoints.forgottenPassword, null, { json: body }),
  resetPassword: (body: ResetPasswordRequest) => api.request<ResetPasswordResponse>(endpoints.resetPassword, null, { json: body }),
  changePassword: (body: ChangePasswordRequest) => api.request<ChangePasswordResponse>(endpoints.changePassword, null, { json: body }),
  acceptTerms: (body: AcceptTermsRequest) => api.request<AcceptTermsResponse>(endpoints.acceptTerms, null, { json: body }),
  // Portfolio (spec §7): performance (dates YYYY-MM-DD), analysis per range, and `_links` hrefs followed as given.
  portfolioPerformance: (accountsKey: string, dateFrom: string, dateTo: string, signal?: AbortSignal) =>
    api.request<PortfolioPerformance>(portfolioEndpoints.portfolioPerformance(accountsKey), null, { query: { dateFrom, dateTo }, signal }),
  analysis: (clientId: number, accountsKey: string, dateRangeId: string, signal?: AbortSignal) =>
    api.request<AnalysisResult>(portfolioEndpoints.analysis(clientId, accountsKey, dateRangeId), null, { signal }),
  follow: <T,>(href: string, signal?: AbortSignal) => api.request<T>(href, null, { signal }),
  // Transactions (spec §7): the account by id with its links, then the links it gives are followed.
  accountById: (accountId: number, query: TransactionDatesParams, signal?: AbortSignal) =>
    api.request<AccountIdentity>(endpoints.accountById(accountId), null, { query: { ...query }, signal }),
  transactionEvents: (href: string, signal?: AbortSignal) => api.request<TransactionEventsPage>(href, null, { signal }),
  cashBalances: (href: string, signal?: AbortSignal) => api.request<CashBalancesResponse>(href, null, { signal }),
};
