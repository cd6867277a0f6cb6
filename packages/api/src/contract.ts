/**
 * The schema half of every /nui endpoint: params, query, body and the response per status, keyed
 * by the names in routes.ts. `satisfies` ties the two halves together: a route without schemas, or
 * schemas without a route, does not compile. The server registers routes from these (requests and
 * responses validated); tests parse answers with them; the browser only imports their types.
 */
import { z } from 'zod';
import type { ZodType } from 'zod';
import {
  acceptTermsRequest,
  acceptTermsResponse,
  changePasswordRequest,
  changePasswordResponse,
  formCodesResponse,
  forgottenPasswordRequest,
  registerRequest,
  resetPasswordRequest,
} from './auth-forms.ts';
import {
  accessLog,
  accessLogParams,
  accessLogQuery,
  deviceSessionParams,
  endedSessions,
  pageViewRequest,
  signedInDevices,
} from './account-security.ts';
import { adviser, clientResource, correspondence, correspondencePage, memoAsset } from './client.ts';
import { correspondencePageQuery, documentParams, documentPdf, markAsReadRequest, markAsReadResponse, newsFeed } from './documents.ts';
import { errorBody } from './errors.ts';
import { printQuery, printRequest, printStateParams, printPageState } from './print.ts';
import { halLinks } from './hal.ts';
import {
  accountAliasRequest,
  accountAliasResponse,
  adHocFeeAuthRequest,
  adHocFeeAuthResponse,
  clientPreferencesResponse,
  correspondenceDeliveryOptionsResponse,
  deliveryPreferenceRequest,
  deliveryPreferenceResponse,
  memoAssetParams,
  memoAssetValueRequest,
} from './preferences.ts';
import { costsAndCharges, costsQuery } from './costs.ts';
import { accountSummary, analysisResult, holdingsResource, modelPortfolio, portfolioPerformance, wrapperDetails } from './portfolio.ts';
import {
  analysisParams,
  clientIdParams,
  errorReport,
  errorTrackingSettings,
  graphqlBody,
  locationIdParams,
  logoParams,
  outboxQuery,
  performanceParams,
  performanceQuery,
  portfolioAccountParams,
} from './request-schemas.ts';
import type { RouteName } from './routes.ts';
import {
  conversationList,
  conversationParams,
  conversationSummary,
  sendMessageRequest,
  startConversationRequest,
  supportConversation,
  supportMessage,
  supportQueue,
  supportStartAnswer,
  verifyEmailRequest,
} from './support-chat.ts';
import {
  credentialParams,
  mfaChangeResponse,
  mfaStatusResponse,
  mfaVerifyRequest,
  passkeyRegisterRequest,
  passkeySigninRequest,
  reauthenticateRequest,
  totpConfirmRequest,
  totpSetupResponse,
  webauthnOptions,
} from './mfa.ts';
import { keepaliveResponse, loginForm, userSession, whoAmIResponse } from './session.ts';
import { locationTheme } from './theme.ts';
import {
  accountByIdQuery,
  accountClients,
  accountIdParams,
  accountIdentity,
  accountNumberParams,
  cashBalancesResponse,
  transactionEventsPage,
  transactionEventsQuery,
} from './transactions.ts';

export interface EndpointSchemas {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** By status; '4xx' documents the error body every refusal answers. */
  response: { 200?: ZodType; 204?: ZodType; 400?: ZodType; '4xx'?: ZodType; 503?: ZodType };
}

/** The success schema plus the error body of every refusal (401, 403, 404, 400 …). */
const answers = <T extends ZodType>(ok: T) => ({ 200: ok, '4xx': errorBody }) as const;

export const graphqlResponse = z.object({
  data: z.unknown(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});
const graphqlRefusal = z.union([z.object({ errors: z.array(z.object({ message: z.string() }).loose()) }), errorBody]);

export const locationResource = z.object({ locationId: z.number().int(), name: z.string(), _links: halLinks });
export type LocationResource = z.infer<typeof locationResource>;

export const outboxResponse = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() })),
});

export const contract = {
  login: { body: loginForm.strict(), response: answers(userSession) },
  logout: { response: answers(z.strictObject({})) },
  keepalive: { response: answers(keepaliveResponse) },
  sessionInfo: { response: answers(userSession) },
  register: { body: registerRequest, response: answers(formCodesResponse) },
  forgottenPassword: { body: forgottenPasswordRequest, response: answers(formCodesResponse) },
  resetPassword: { body: resetPasswordRequest, response: answers(formCodesResponse) },
  newPassword: { body: forgottenPasswordRequest, response: answers(formCodesResponse) },
  reset: { body: resetPasswordRequest, response: answers(formCodesResponse) },
  changePassword: { body: changePasswordRequest, response: answers(changePasswordResponse) },
  acceptTerms: { body: acceptTermsRequest, response: answers(acceptTermsResponse) },
  whoAmI: { response: answers(whoAmIResponse) },
  rootLocation: { response: answers(locationTheme) },
  /** The SVG text (image/svg+xml). */
  locationLogo: { params: logoParams, response: answers(z.string()) },
  locationResource: { params: locationIdParams, response: answers(locationResource) },
  locationTheme: { params: locationIdParams, response: answers(locationTheme) },
  client: { params: clientIdParams, response: answers(clientResource) },
  correspondences: { params: clientIdParams, querystring: correspondencePageQuery, response: answers(correspondencePage) },
  document: { params: documentParams, response: answers(correspondence) },
  documentDownload: { params: documentParams, response: answers(documentPdf) },
  markAsRead: { body: markAsReadRequest, response: answers(markAsReadResponse) },
  newsFeed: { response: answers(newsFeed) },
  portfolioPerformance: { params: performanceParams, querystring: performanceQuery, response: answers(portfolioPerformance) },
  analysis: { params: analysisParams, response: answers(analysisResult) },
  costsAndCharges: { params: clientIdParams, querystring: costsQuery, response: answers(costsAndCharges) },
  accountDetails: { params: portfolioAccountParams, response: answers(accountSummary) },
  wrapperDetails: { params: portfolioAccountParams, response: answers(wrapperDetails) },
  holdings: { params: portfolioAccountParams, response: answers(holdingsResource) },
  modelPortfolio: { params: portfolioAccountParams, response: answers(modelPortfolio) },
  accountById: { params: accountIdParams, querystring: accountByIdQuery, response: answers(accountIdentity) },
  transactionEvents: { params: accountNumberParams, querystring: transactionEventsQuery, response: answers(transactionEventsPage) },
  cashBalances: { params: accountNumberParams, response: answers(cashBalancesResponse) },
  accountClients: { params: accountNumberParams, response: answers(accountClients) },
  accountAdviser: { params: accountNumberParams, response: answers(adviser) },
  graphql: { body: graphqlBody, response: { 200: graphqlResponse, 400: graphqlRefusal, '4xx': errorBody } },
  impersonateUser: { params: clientIdParams, response: answers(userSession) },
  stopImpersonation: { response: answers(userSession) },
  clientPreferences: { response: answers(clientPreferencesResponse) },
  correspondenceDeliveryOptions: { response: answers(correspondenceDeliveryOptionsResponse) },
  correspondenceDeliveryPreference: { body: deliveryPreferenceRequest, response: answers(deliveryPreferenceResponse) },
  adHocFeeAuth: { body: adHocFeeAuthRequest, response: answers(adHocFeeAuthResponse) },
  accountAlias: { params: portfolioAccountParams, body: accountAliasRequest, response: answers(accountAliasResponse) },
  memoAsset: { params: memoAssetParams, body: memoAssetValueRequest, response: answers(memoAsset) },
  signedInDevices: { response: answers(signedInDevices) },
  endDeviceSession: { params: deviceSessionParams, response: answers(endedSessions) },
  endOtherDeviceSessions: { response: answers(endedSessions) },
  accessLog: { params: accessLogParams, querystring: accessLogQuery, response: answers(accessLog) },
  impersonationPageView: { body: pageViewRequest, response: { 204: z.null().describe('No content'), '4xx': errorBody } },
  errorLog: { body: errorReport, response: { 204: z.null().describe('No content'), '4xx': errorBody } },
  errorTracking: { response: answers(errorTrackingSettings) },
  devOutbox: { querystring: outboxQuery, response: answers(outboxResponse) },
  /** The PDF bytes (application/pdf). */
  print: {
    querystring: printQuery,
    body: printRequest,
    response: { 200: z.string().describe('application/pdf'), '4xx': errorBody, 503: errorBody },
  },
  printState: { params: printStateParams, response: answers(printPageState) },
  supportConversations: { response: answers(conversationList) },
  supportStart: { body: startConversationRequest, response: answers(supportStartAnswer) },
  supportVerifyEmail: { body: verifyEmailRequest, response: answers(supportConversation) },
  supportConversation: { params: conversationParams, response: answers(supportConversation) },
  supportSend: { params: conversationParams, body: sendMessageRequest, response: answers(supportMessage) },
  supportEnd: { params: conversationParams, response: answers(conversationSummary) },
  /** The transcript as text/plain (an attachment). */
  supportTranscript: { params: conversationParams, response: answers(z.string()) },
  supportQueue: { response: answers(supportQueue) },
  supportClaim: { params: conversationParams, response: answers(conversationSummary) },
  /** A WebSocket (upgrade only): pushes SupportEvent JSON; a plain GET is refused. */
  supportEvents: { response: { '4xx': errorBody } },
  // Browsers send their own report shapes (report-uri or the Reporting API): read as data, only logged.
  passkeySigninOptions: { response: answers(webauthnOptions) },
  passkeySignin: { body: passkeySigninRequest, response: answers(userSession) },
  mfaVerify: { body: mfaVerifyRequest, response: answers(userSession) },
  mfaStatus: { response: answers(mfaStatusResponse) },
  mfaOfferDecline: { response: answers(z.strictObject({})) },
  passkeyRegisterOptions: { response: answers(webauthnOptions) },
  passkeyRegister: { body: passkeyRegisterRequest, response: answers(mfaChangeResponse) },
  passkeyRemove: { params: credentialParams, response: answers(mfaChangeResponse) },
  totpSetup: { response: answers(totpSetupResponse) },
  totpConfirm: { body: totpConfirmRequest, response: answers(mfaChangeResponse) },
  totpRemove: { response: answers(mfaChangeResponse) },
  recoveryCodes: { response: answers(mfaChangeResponse) },
  mfaOff: { response: answers(mfaChangeResponse) },
  reauthenticate: { body: reauthenticateRequest, response: answers(z.strictObject({})) },
  cspReport: { body: z.unknown(), response: { 204: z.null().describe('No content'), '4xx': errorBody } },
} as const satisfies { [K in RouteName]: EndpointSchemas };

export type Contract = typeof contract;
