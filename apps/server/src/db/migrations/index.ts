/** Migrations defined in code (no directory scanning), so the same list runs on PGlite and PostgreSQL. */
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.ts';
import * as adviserImpersonationAudit from './0002-adviser-impersonation-audit.ts';
import * as signinPasswordHistory from './0003-signin-password-history.ts';
import * as transactionEventIndexes from './0004-transaction-event-indexes.ts';
import * as clientErrorLog from './0009-client-error-log.ts';
import * as clientPreferences from './0010-client-preferences.ts';
import * as valuationSeries from './0011-valuation-series.ts';
import * as supportChat from './0013-support-chat.ts';
import * as loginThrottle from './0014-login-throttle.ts';
import * as portfolioChangeNotify from './0015-portfolio-change-notify.ts';
import * as referenceData from './0016-reference-data.ts';
import * as importAndAdmin from './0017-import-and-admin.ts';
import * as printStates from './0018-print-states.ts';
import * as securityReview from './0019-security-review.ts';
import * as staffCodes from './0020-staff-codes.ts';
import * as errorLogStack from './0021-error-log-stack.ts';
import * as mfa from './0022-mfa.ts';
import * as costsAndCharges from './0023-costs-and-charges.ts';
import * as accountSecurityViews from './0024-account-security-views.ts';
import * as growthIndex from './0025-growth-index.ts';
import * as supportEmailCheck from './0026-support-email-check.ts';
import * as mfaOffer from './0027-mfa-offer.ts';

/** Append new migrations here; names sort lexically and are never renamed once released. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-adviser-impersonation-audit': adviserImpersonationAudit,
  '0003-signin-password-history': signinPasswordHistory,
  '0004-transaction-event-indexes': transactionEventIndexes,
  '0009-client-error-log': clientErrorLog,
  '0010-client-preferences': clientPreferences,
  '0011-valuation-series': valuationSeries,
  '0013-support-chat': supportChat,
  '0014-login-throttle': loginThrottle,
  '0015-portfolio-change-notify': portfolioChangeNotify,
  '0016-reference-data': referenceData,
  '0017-import-and-admin': importAndAdmin,
  '0018-print-states': printStates,
  '0019-security-review': securityReview,
  '0020-staff-codes': staffCodes,
  '0021-error-log-stack': errorLogStack,
  '0022-mfa': mfa,
  '0023-costs-and-charges': costsAndCharges,
  '0024-account-security-views': accountSecurityViews,
  '0025-growth-index': growthIndex,
  '0026-support-email-check': supportEmailCheck,
  '0027-mfa-offer': mfaOffer,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
