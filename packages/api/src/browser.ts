/**
 * The browser's entry to the contract: route definitions, `call` and `href`, constants, HAL helpers,
 * the fetch client and the TYPES of every call — without the zod schemas, which the server and the
 * tests use to check answers. Keeps zod out of the portal's bundle.
 */
export * from './routes.ts';
export * from './call.ts';
export * from './constants.ts';
export * from './links.ts';
export * from './fetch-client.ts';
export * from './resource-links.ts';
export type * from './contract.ts';
export type * from './session.ts';
export type * from './client.ts';
export type * from './errors.ts';
export type * from './auth-forms.ts';
export type * from './theme.ts';
export * from './transactions-query.ts';
export type * from './transactions.ts';
export type * from './portfolio.ts';
export * from './adviser-queries.ts';
export type * from './adviser.ts';
export type { GraphqlBody, ErrorReport, ErrorTrackingSettings } from './request-schemas.ts';
export type * from './support-chat.ts';
export * from './document-categories.ts';
export type * from './documents.ts';
export type * from './preferences.ts';
export type * from './print.ts';
export * from './print-route.ts';
export type * from './costs.ts';
export type * from './account-security.ts';
export * from './error-scrub.ts';
export type * from './mfa.ts';
export * from './client-pages.ts';
