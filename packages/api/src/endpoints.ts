/** Every server path of spec §7, named once. The base prefix is the app's origin (same-origin cookies). */
export const endpoints = {
  login: '/nui/login',
  logout: '/nui/public/logout',
  keepalive: '/nui/public/keepalive',
  register: '/nui/public/register',
  /** Spec: "forgotten-password endpoint (path not shown)". */
  forgottenPassword: '/nui/public/forgottenPassword',
  /** Spec: "reset-password endpoint (path not shown)". */
  resetPassword: '/nui/public/resetPassword',
  /** Spec: "session-info endpoint (path not shown)". */
  sessionInfo: '/nui/public/sessionInfo',
  /** Spec: "who-am-i endpoint (path not shown)". */
  whoAmI: '/nui/nbs/whoAmI',
  changePassword: '/nui/nbs/changePassword',
  acceptTerms: '/nui/nbs/acceptTerms',
  client: (clientId: string | number) => `/nui/nbs/clients/${encodeURIComponent(String(clientId))}`,
  impersonateUser: (clientId: string | number) => `/nui/nbs/impersonateUser/${encodeURIComponent(String(clientId))}`,
  stopImpersonation: '/nui/nbs/stopImpersonation',
  graphql: '/nui/nbs/graphql',
  rootLocation: '/nui/nbs/locations/1',
  portfolioPerformance: (accountsKey: string) => `/nui/nbs/portfolioperformance/${encodeURIComponent(accountsKey)}`,
  accountById: (accountId: string | number) => `/nui/nbs/accounts/ids/${encodeURIComponent(String(accountId))}`,
  transactionEvents: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/transactionEvents`,
  cashBalances: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/cashBalances`,
  accountClients: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/clients`,
  clientPreferences: '/nui/nsbs/clientPreferences',
  correspondenceDeliveryPreference: '/nui/nsbs/correspondenceDeliveryPreference',
  correspondenceDeliveryOptions: '/nui/nsbs/correspondenceDeliveryOptions',
  markAsRead: '/nui/nsbs/correspondence/markAsRead',
  adHocFeeAuth: '/nui/nsbs/adHocFeeAuth',
  /** Where the browser reports failures with the four-digit code it showed (architecture: Errors). */
  errorLog: '/nui/public/errorLog',
} as const;

/** The application name sent with terms and registration (spec §9). */
export const APPLICATION_NAME = 'CLIENT_PORTAL';
