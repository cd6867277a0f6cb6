/**
 * The route half of every /nui endpoint (spec §7): method and path pattern, written here once and
 * nowhere else. Free of zod so the browser can import it; the schemas of each route live in
 * contract.ts, tied to these names by type so the two halves cannot drift.
 */
import { startRoutes, type RouteDefinition } from './route-paths.ts';

export * from './route-paths.ts';

/** Every endpoint the server serves: the start routes (route-paths.ts) and the rest. */
export const routes = {
  ...startRoutes,
  // Session lifecycle (spec §7).
  login: { method: 'POST', path: '/nui/login' },
  logout: { method: 'GET', path: '/nui/public/logout' },
  keepalive: { method: 'GET', path: '/nui/public/keepalive' },
  // Sign-in forms.
  register: { method: 'POST', path: '/nui/public/register' },
  /** Spec: "forgotten-password endpoint (path not shown)". */
  forgottenPassword: { method: 'POST', path: '/nui/public/forgottenPassword' },
  /** Spec: "reset-password endpoint (path not shown)". */
  resetPassword: { method: 'POST', path: '/nui/public/resetPassword' },
  /**
   * Spec §7: "paths defined but with use not shown: public newPassword, public reset". Answered as a real
   * portal's would be: newPassword asks for a new password (the forgotten-password call: a code by
   * e-mail), reset sets it with that code (the reset-password call); same bodies, rules and answers.
   */
  newPassword: { method: 'POST', path: '/nui/public/newPassword' },
  reset: { method: 'POST', path: '/nui/public/reset' },
  changePassword: { method: 'POST', path: '/nui/nbs/changePassword' },
  acceptTerms: { method: 'POST', path: '/nui/nbs/acceptTerms' },
  // Locations and theme.
  /** Spec: "who-am-i endpoint (path not shown)". */
  whoAmI: { method: 'GET', path: '/nui/nbs/whoAmI' },
  locationLogo: { method: 'GET', path: '/nui/nbs/locations/:locationId/logo' },
  locationTheme: { method: 'GET', path: '/nui/nbs/locations/:locationId/theme' },
  // The client resource.
  /** The client's documents, a page at a time, filtered (category, accountNumber, dateFrom, dateTo). */
  correspondences: { method: 'GET', path: '/nui/nbs/clients/:clientId/correspondences' },
  // Documents and news.
  document: { method: 'GET', path: '/nui/nsbs/correspondence/:documentId' },
  /** The document as a PDF generated from the stored record and the simulation. */
  documentDownload: { method: 'GET', path: '/nui/nsbs/correspondence/:documentId/download' },
  markAsRead: { method: 'PATCH', path: '/nui/nsbs/correspondence/markAsRead' },
  newsFeed: { method: 'GET', path: '/nui/nbs/newsFeed' },
  // Portfolio.
  portfolioPerformance: { method: 'GET', path: '/nui/nbs/portfolioperformance/:accountsKey' },
  analysis: { method: 'GET', path: '/nui/nbs/clients/:clientId/analysis/:accountsKey/:dateRangeId' },
  /** Issue 32: costs and charges per account, for a tax year (?taxYear=2025) or a range (?from=&to=). */
  costsAndCharges: { method: 'GET', path: '/nui/nbs/clients/:clientId/costsAndCharges' },
  accountDetails: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/accountDetails' },
  wrapperDetails: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/wrapperDetails' },
  holdings: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/holdings' },
  modelPortfolio: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/modelPortfolio' },
  // Transactions.
  accountById: { method: 'GET', path: '/nui/nbs/accounts/ids/:accountId' },
  transactionEvents: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/transactionEvents' },
  cashBalances: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/cashBalances' },
  /** Spec §7: the account's relationships (its owners). */
  accountClients: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/clients' },
  accountAdviser: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber/adviser' },
  // Adviser.
  graphql: { method: 'POST', path: '/nui/nbs/graphql' },
  impersonateUser: { method: 'GET', path: '/nui/nbs/impersonateUser/:clientId' },
  stopImpersonation: { method: 'GET', path: '/nui/nbs/stopImpersonation' },
  // The client's own settings (spec §7).
  clientPreferences: { method: 'GET', path: '/nui/nsbs/clientPreferences' },
  correspondenceDeliveryOptions: { method: 'GET', path: '/nui/nsbs/correspondenceDeliveryOptions' },
  correspondenceDeliveryPreference: { method: 'PUT', path: '/nui/nsbs/correspondenceDeliveryPreference' },
  adHocFeeAuth: { method: 'PUT', path: '/nui/nsbs/adHocFeeAuth' },
  accountAlias: { method: 'PATCH', path: '/nui/nbs/accounts/:accountNumber/alias' },
  memoAsset: { method: 'PATCH', path: '/nui/nbs/clients/:clientId/memoAssets/:memoAssetId' },
  // Account security (issue 30): the caller's signed-in devices, and who looked at the client's account.
  signedInDevices: { method: 'GET', path: '/nui/nsbs/devices' },
  endDeviceSession: { method: 'POST', path: '/nui/nsbs/devices/:sessionId/end' },
  endOtherDeviceSessions: { method: 'POST', path: '/nui/nsbs/devices/endOthers' },
  accessLog: { method: 'GET', path: '/nui/nbs/clients/:clientId/accessLog' },
  /** The impersonating adviser's portal names each page it shows (the client's access log). */
  impersonationPageView: { method: 'POST', path: '/nui/nbs/impersonation/pageView' },
  /** Tests only (PORTAL_EXPOSE_OUTBOX=1): the newest e-mails. */
  devOutbox: { method: 'GET', path: '/nui/public/dev/outbox' },
  /** Spec §7: the print service call (query product, isPortrait, printRoute, printHost, footer; body the compressed page state) → PDF. */
  print: { method: 'POST', path: '/nui/print' },
  /** The print route's one-use read of the page state it renders (uuid is the capability; no session in the print browser). */
  printState: { method: 'GET', path: '/nui/public/print/state/:uuid' },
  // Live support chat (issue 13): clients and visitors, the support console, and the event stream (WebSocket).
  supportConversations: { method: 'GET', path: '/nui/support/conversations' },
  supportStart: { method: 'POST', path: '/nui/support/conversations' },
  /** A visitor's e-mailed code: the conversation opens (and joins the agents' queue) only then (review M8). */
  supportVerifyEmail: { method: 'POST', path: '/nui/support/email-check' },
  supportConversation: { method: 'GET', path: '/nui/support/conversations/:conversationId' },
  supportSend: { method: 'POST', path: '/nui/support/conversations/:conversationId/messages' },
  supportEnd: { method: 'POST', path: '/nui/support/conversations/:conversationId/end' },
  supportTranscript: { method: 'GET', path: '/nui/support/conversations/:conversationId/transcript' },
  supportQueue: { method: 'GET', path: '/nui/support/queue' },
  supportClaim: { method: 'POST', path: '/nui/support/conversations/:conversationId/claim' },
  supportEvents: { method: 'GET', path: '/nui/support/events' },
  // Second factors (issue 30): sign-in with a passkey or a second factor, enrolment, removal, re-authentication.
  /** Options for navigator.credentials.get: a passkey sign-in (anonymous, conditional UI) or a second factor. */
  passkeySigninOptions: { method: 'POST', path: '/nui/public/passkey/options' },
  /** A passkey alone signs in; with a session waiting for its second factor, completes it. */
  passkeySignin: { method: 'POST', path: '/nui/public/passkey' },
  /** The second factor after the password: an authenticator app's code or a recovery code. */
  mfaVerify: { method: 'POST', path: '/nui/public/mfa/verify' },
  mfaStatus: { method: 'GET', path: '/nui/nbs/mfa' },
  /** The offer of two-step login after sign-in answered 'Not now' (issue 30): it comes back after MFA_OFFER_PAUSE_DAYS. */
  mfaOfferDecline: { method: 'POST', path: '/nui/nbs/mfa/offer/decline' },
  passkeyRegisterOptions: { method: 'POST', path: '/nui/nbs/mfa/passkeys/options' },
  passkeyRegister: { method: 'POST', path: '/nui/nbs/mfa/passkeys' },
  passkeyRemove: { method: 'POST', path: '/nui/nbs/mfa/passkeys/:credentialId/remove' },
  totpSetup: { method: 'POST', path: '/nui/nbs/mfa/totp/setup' },
  totpConfirm: { method: 'POST', path: '/nui/nbs/mfa/totp' },
  totpRemove: { method: 'POST', path: '/nui/nbs/mfa/totp/remove' },
  recoveryCodes: { method: 'POST', path: '/nui/nbs/mfa/recoveryCodes' },
  /** A client turns the second factor off: every passkey, the app and the recovery codes go. */
  mfaOff: { method: 'POST', path: '/nui/nbs/mfa/off' },
  /** A fresh factor (password or passkey) before a sensitive change (5 minutes). */
  reauthenticate: { method: 'POST', path: '/nui/nbs/reauthenticate' },
  /** Where browsers report Content-Security-Policy violations (hardening, issue 14). */
  cspReport: { method: 'POST', path: '/nui/public/cspReport' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/**
 * Resources the server links to (HAL `_links`) that later issues will serve: named here so their
 * paths are still written once. They have no schemas yet and are not registered.
 */
export const plannedRoutes = {
  account: { method: 'GET', path: '/nui/nbs/accounts/:accountNumber' },
} as const satisfies Record<string, RouteDefinition>;

/**
 * Served beside the contract, not part of it (no schemas, not in the OpenAPI document): the OpenAPI
 * document itself, in development and tests only (apps/server/src/plugins/openapi.ts). Named here so
 * every /nui path is still written once.
 */
export const toolingRoutes = {
  openApi: { method: 'GET', path: '/nui/docs/openapi.json' },
} as const satisfies Record<string, RouteDefinition>;
