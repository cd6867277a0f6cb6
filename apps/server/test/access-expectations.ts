/**
 * The access matrix's expectations (hardening issue 14, item 12): for EVERY route of
 * packages/api/src/routes.ts, how to call it on the owner's data and the status each caller gets.
 * A route added without an entry here fails test/access-matrix.test.ts: add one line per route.
 * Callers: anonymous, another client, the owner (demo.client), an adviser of another firm, the
 * owner's firm's adviser not impersonating, that adviser impersonating the owner, and an adviser of
 * the owner's firm who holds no second factor yet, right after the password (issue 30: the session
 * reaches only its enrolment; to every other route it is no session at all).
 */
import { APPLICATION_NAME } from '@portal/api';
import { PASSWORD } from './constants.ts';

export const ACTORS = ['anonymous', 'otherClient', 'owner', 'otherFirmAdviser', 'adviser', 'impersonating', 'enrolling'] as const;
export type Actor = (typeof ACTORS)[number];

/** The owner's ids the requests use (filled from the seeded database by the test). */
export interface OwnerData {
  clientId: number;
  locationId: number;
  accountNumber: string;
  accountId: number;
  documentId: number;
  documentSentDate: string;
  memoAssetId: number;
}

export interface MatrixRequest {
  url: string;
  /** JSON body (or a form for the login). */
  json?: unknown;
  form?: Record<string, string>;
}

export interface RouteExpectation {
  request: (owner: OwnerData) => MatrixRequest;
  /** Expected status per caller, in ACTORS order. */
  status: Record<Actor, number>;
}

/**
 * Statuses in ACTORS order: anonymous, otherClient, owner, otherFirmAdviser, adviser, impersonating, and
 * enrolling — which, unless given, is the anonymous caller's: a session that owes its enrolment is none.
 */
const s = (...codes: [number, number, number, number, number, number] | [number, number, number, number, number, number, number]) =>
  Object.fromEntries(ACTORS.map((actor, i) => [actor, codes[i] ?? codes[0]])) as Record<Actor, number>;

const DATES = 'dateFrom=2024-01-01&dateTo=2024-12-31';
const TX = 'dateType=EFFECTIVE&dateFrom=2024-01-01T00:00:00.000Z&dateTo=2024-12-31T23:59:59.999Z';

/** A well-formed WebAuthn assertion and registration from no authenticator of ours ('e30' is `{}`). */
const MADE_UP_ASSERTION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
};
const MADE_UP_REGISTRATION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
};

/** Reads of the owner's client data: only the owner and the adviser impersonating it. */
const ownerOnly = s(401, 403, 200, 403, 403, 200);

export const expectations: Record<string, RouteExpectation> = {
  login: {
    request: () => ({ url: '/nui/login', form: { username: 'demo.client@example.com', password: PASSWORD } }),
    status: s(200, 200, 200, 200, 200, 200),
  },
  logout: { request: () => ({ url: '/nui/public/logout' }), status: s(200, 200, 200, 200, 200, 200) },
  keepalive: { request: () => ({ url: '/nui/public/keepalive' }), status: s(200, 200, 200, 200, 200, 200) },
  sessionInfo: { request: () => ({ url: '/nui/public/sessionInfo' }), status: s(401, 200, 200, 200, 200, 200, 200) },
  register: {
    request: () => ({
      url: '/nui/public/register',
      json: { username: '1000099999', password: 'REG-0000', newPassword: 'Velvet&Moss62', termsAccepted: true, app: APPLICATION_NAME },
    }),
    status: s(200, 200, 200, 200, 200, 403),
  },
  forgottenPassword: {
    request: () => ({ url: '/nui/public/forgottenPassword', json: { username: 'nobody.matrix@example.com' } }),
    status: s(200, 200, 200, 200, 200, 403),
  },
  resetPassword: {
    request: () => ({
      url: '/nui/public/resetPassword',
      json: { username: 'nobody.matrix@example.com', guid: 'AAAA-BBBB-CCCC', newPassword: 'Velvet&Moss62' },
    }),
    status: s(200, 200, 200, 200, 200, 403),
  },
  // Spec §7.28: the spec's public newPassword and public reset paths answer as forgottenPassword and resetPassword.
  newPassword: {
    request: () => ({ url: '/nui/public/newPassword', json: { username: 'nobody.matrix@example.com' } }),
    status: s(200, 200, 200, 200, 200, 403),
  },
  reset: {
    request: () => ({
      url: '/nui/public/reset',
      json: { username: 'nobody.matrix@example.com', guid: 'AAAA-BBBB-CCCC', newPassword: 'Velvet&Moss62' },
    }),
    status: s(200, 200, 200, 200, 200, 403),
  },
  changePassword: {
    request: () => ({ url: '/nui/nbs/changePassword', json: { password: 'Wrong#Pass0', newPassword: 'Velvet&Moss62' } }),
    status: s(401, 200, 200, 403, 403, 403),
  },
  acceptTerms: {
    request: () => ({ url: '/nui/nbs/acceptTerms', json: { application: APPLICATION_NAME } }),
    status: s(401, 200, 200, 200, 200, 403),
  },
  whoAmI: { request: () => ({ url: '/nui/nbs/whoAmI' }), status: s(401, 200, 200, 200, 200, 200) },
  rootLocation: { request: () => ({ url: '/nui/nbs/locations/1' }), status: s(401, 200, 200, 200, 200, 200) },
  locationLogo: { request: (o) => ({ url: `/nui/nbs/locations/${o.locationId}/logo` }), status: s(401, 403, 200, 403, 200, 200) },
  locationResource: { request: (o) => ({ url: `/nui/nbs/locations/${o.locationId}/resource` }), status: s(401, 403, 200, 403, 200, 200) },
  locationTheme: { request: (o) => ({ url: `/nui/nbs/locations/${o.locationId}/theme` }), status: s(401, 403, 200, 403, 200, 200) },
  client: { request: (o) => ({ url: `/nui/nbs/clients/${o.clientId}` }), status: ownerOnly },
  correspondences: { request: (o) => ({ url: `/nui/nbs/clients/${o.clientId}/correspondences` }), status: ownerOnly },
  document: { request: (o) => ({ url: `/nui/nsbs/correspondence/${o.documentId}` }), status: s(401, 404, 200, 404, 404, 200) },
  documentDownload: {
    request: (o) => ({ url: `/nui/nsbs/correspondence/${o.documentId}/download` }),
    status: s(401, 404, 200, 404, 404, 200),
  },
  markAsRead: {
    request: (o) => ({ url: '/nui/nsbs/correspondence/markAsRead', json: { documentId: o.documentId, sentDate: o.documentSentDate } }),
    status: s(401, 404, 200, 404, 404, 403),
  },
  newsFeed: { request: () => ({ url: '/nui/nbs/newsFeed' }), status: s(401, 200, 200, 200, 200, 200) },
  portfolioPerformance: { request: (o) => ({ url: `/nui/nbs/portfolioperformance/${o.accountNumber}?${DATES}` }), status: ownerOnly },
  analysis: { request: (o) => ({ url: `/nui/nbs/clients/${o.clientId}/analysis/Combined/ALL_DATES` }), status: ownerOnly },
  costsAndCharges: { request: (o) => ({ url: `/nui/nbs/clients/${o.clientId}/costsAndCharges` }), status: ownerOnly },
  accountDetails: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/accountDetails` }), status: ownerOnly },
  wrapperDetails: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/wrapperDetails` }), status: ownerOnly },
  holdings: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/holdings` }), status: ownerOnly },
  modelPortfolio: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/modelPortfolio` }), status: ownerOnly },
  accountById: { request: (o) => ({ url: `/nui/nbs/accounts/ids/${o.accountId}` }), status: ownerOnly },
  transactionEvents: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/transactionEvents?${TX}` }), status: ownerOnly },
  cashBalances: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/cashBalances` }), status: ownerOnly },
  accountClients: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/clients` }), status: ownerOnly },
  accountAdviser: { request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/adviser` }), status: ownerOnly },
  graphql: {
    request: () => ({ url: '/nui/nbs/graphql', json: { query: '{ visibleLocations { locationId } }' } }),
    status: s(401, 403, 403, 200, 200, 200),
  },
  impersonateUser: { request: (o) => ({ url: `/nui/nbs/impersonateUser/${o.clientId}` }), status: s(401, 403, 403, 403, 200, 200) },
  stopImpersonation: { request: () => ({ url: '/nui/nbs/stopImpersonation' }), status: s(401, 403, 403, 200, 200, 200) },
  // Account security (issue 30): everyone's own devices, never the impersonated client's; the access log
  // as the client's data (the adviser reads its own visits); page views only while impersonating.
  signedInDevices: { request: () => ({ url: '/nui/nsbs/devices' }), status: s(401, 200, 200, 200, 200, 403) },
  endDeviceSession: {
    request: () => ({ url: '/nui/nsbs/devices/00000000-0000-4000-8000-000000000000/end', json: {} }),
    status: s(401, 404, 404, 404, 404, 403),
  },
  endOtherDeviceSessions: { request: () => ({ url: '/nui/nsbs/devices/endOthers', json: {} }), status: s(401, 200, 200, 200, 200, 403) },
  accessLog: { request: (o) => ({ url: `/nui/nbs/clients/${o.clientId}/accessLog` }), status: ownerOnly },
  impersonationPageView: {
    request: () => ({ url: '/nui/nbs/impersonation/pageView', json: { page: 'home' } }),
    status: s(401, 403, 403, 403, 403, 204),
  },
  errorLog: {
    request: () => ({
      url: '/nui/public/errorLog',
      json: { errorCode: '1234', context: 'matrix', message: 'matrix', path: '/client/home' },
    }),
    status: s(204, 204, 204, 204, 204, 204),
  },
  errorTracking: { request: () => ({ url: '/nui/public/errorTracking' }), status: s(200, 200, 200, 200, 200, 200) },
  // Not served unless PORTAL_EXPOSE_OUTBOX=1 outside production (the tests leave it off).
  devOutbox: { request: () => ({ url: '/nui/public/dev/outbox' }), status: s(404, 404, 404, 404, 404, 404) },
  // The client's own settings (issue 11): reads for the owner and the impersonating adviser, writes for the owner only.
  clientPreferences: { request: () => ({ url: '/nui/nsbs/clientPreferences' }), status: s(401, 200, 200, 403, 403, 200) },
  correspondenceDeliveryOptions: {
    request: () => ({ url: '/nui/nsbs/correspondenceDeliveryOptions' }),
    status: s(401, 200, 200, 200, 200, 200),
  },
  correspondenceDeliveryPreference: {
    request: () => ({
      url: '/nui/nsbs/correspondenceDeliveryPreference',
      json: { documentType: { codeCode: 'VAL', codeType: 'DOCTYPE' }, deliveryOption: { codeCode: 'POST', codeType: 'DELIVERY' } },
    }),
    status: s(401, 200, 200, 403, 403, 403),
  },
  // Second factors (issue 30). The seeded clients hold none: the calls that need one answer 400/404/409. The
  // advisers hold a passkey (the demo's, and the other firm's given by the test) and the demo adviser an
  // app too; the enrolling adviser reaches the enrolment (and a re-authentication) only.
  passkeySigninOptions: { request: () => ({ url: '/nui/public/passkey/options' }), status: s(200, 200, 200, 200, 200, 403) },
  passkeySignin: {
    request: () => ({ url: '/nui/public/passkey', json: { response: MADE_UP_ASSERTION } }),
    status: s(401, 401, 401, 401, 401, 403),
  },
  mfaVerify: {
    request: () => ({ url: '/nui/public/mfa/verify', json: { method: 'totp', code: '123456' } }),
    status: s(401, 401, 401, 401, 401, 403),
  },
  mfaStatus: { request: () => ({ url: '/nui/nbs/mfa' }), status: s(401, 200, 200, 200, 200, 403, 200) },
  // 'Not now' to the offer: anyone's own login (a staff login is never offered, so it changes nothing); never while impersonating.
  mfaOfferDecline: { request: () => ({ url: '/nui/nbs/mfa/offer/decline' }), status: s(401, 200, 200, 200, 200, 403) },
  passkeyRegisterOptions: {
    request: () => ({ url: '/nui/nbs/mfa/passkeys/options' }),
    status: s(401, 200, 200, 200, 200, 403, 200),
  },
  passkeyRegister: {
    request: () => ({ url: '/nui/nbs/mfa/passkeys', json: { response: MADE_UP_REGISTRATION } }),
    status: s(401, 400, 400, 400, 400, 403, 400),
  },
  passkeyRemove: { request: () => ({ url: '/nui/nbs/mfa/passkeys/AAAA/remove' }), status: s(401, 404, 404, 409, 404, 403) },
  totpSetup: { request: () => ({ url: '/nui/nbs/mfa/totp/setup' }), status: s(401, 200, 200, 200, 409, 403, 200) },
  totpConfirm: { request: () => ({ url: '/nui/nbs/mfa/totp', json: { code: '000000' } }), status: s(401, 400, 400, 400, 400, 403, 400) },
  totpRemove: { request: () => ({ url: '/nui/nbs/mfa/totp/remove' }), status: s(401, 404, 404, 404, 200, 403) },
  recoveryCodes: { request: () => ({ url: '/nui/nbs/mfa/recoveryCodes' }), status: s(401, 409, 409, 200, 200, 403) },
  mfaOff: { request: () => ({ url: '/nui/nbs/mfa/off' }), status: s(401, 409, 409, 403, 403, 403) },
  reauthenticate: {
    request: () => ({ url: '/nui/nbs/reauthenticate', json: { password: PASSWORD } }),
    status: s(401, 200, 200, 200, 200, 403, 200),
  },
  adHocFeeAuth: {
    request: () => ({ url: '/nui/nsbs/adHocFeeAuth', json: { enabled: true } }),
    status: s(401, 200, 200, 403, 403, 403),
  },
  accountAlias: {
    request: (o) => ({ url: `/nui/nbs/accounts/${o.accountNumber}/alias`, json: { alias: 'Matrix' } }),
    status: s(401, 404, 200, 403, 403, 403),
  },
  memoAsset: {
    request: (o) => ({
      url: `/nui/nbs/clients/${o.clientId}/memoAssets/${o.memoAssetId}`,
      json: { approximateValue: 1234.5, valueEffectiveDate: '2024-01-31' },
    }),
    status: s(401, 404, 200, 403, 403, 403),
  },
  // Print (issue 12): a state that is not compressed JSON is refused once the caller may print at all.
  print: {
    request: (o) => ({
      url: `/nui/print?product=summary&printRoute=%2Fclient%2FfolioDetails%2FCombined&printHost=${encodeURIComponent('http://localhost')}`,
      json: { state: `not-gzip-${o.clientId}` },
    }),
    status: s(401, 400, 400, 400, 400, 400),
  },
  printState: {
    request: () => ({ url: '/nui/public/print/state/00000000-0000-4000-8000-000000000000' }),
    status: s(404, 404, 404, 404, 404, 404),
  },
  // Live support (issue 13): conversations are per session (a visitor gets its cookie on start); a conversation
  // nobody holds is not found; the event stream needs our Origin and an upgrade.
  supportConversations: { request: () => ({ url: '/nui/support/conversations' }), status: s(401, 200, 200, 403, 403, 200) },
  supportStart: { request: () => ({ url: '/nui/support/conversations', json: {} }), status: s(400, 200, 200, 403, 403, 403) },
  // Only a visitor (chat cookie, no session) has an e-mail to check; without a cookie there is no visitor.
  supportVerifyEmail: {
    request: () => ({ url: '/nui/support/email-check', json: { code: '123456' } }),
    status: s(401, 403, 403, 403, 403, 403),
  },
  supportConversation: { request: () => ({ url: '/nui/support/conversations/999999' }), status: s(401, 404, 404, 403, 403, 404) },
  supportSend: {
    request: () => ({ url: '/nui/support/conversations/999999/messages', json: { text: 'Hello' } }),
    status: s(401, 404, 404, 403, 403, 403),
  },
  supportEnd: { request: () => ({ url: '/nui/support/conversations/999999/end', json: {} }), status: s(401, 404, 404, 403, 403, 403) },
  supportTranscript: {
    request: () => ({ url: '/nui/support/conversations/999999/transcript' }),
    status: s(401, 404, 404, 403, 403, 404),
  },
  supportQueue: { request: () => ({ url: '/nui/support/queue' }), status: s(401, 403, 403, 403, 403, 403) },
  supportClaim: { request: () => ({ url: '/nui/support/conversations/999999/claim', json: {} }), status: s(401, 403, 403, 403, 403, 403) },
  supportEvents: { request: () => ({ url: '/nui/support/events' }), status: s(403, 403, 403, 403, 403, 403) },
  cspReport: { request: () => ({ url: '/nui/public/cspReport', json: { 'csp-report': {} } }), status: s(204, 204, 204, 204, 204, 204) },
};
