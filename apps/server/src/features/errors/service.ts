/**
 * The rules of the error log (spec §8, §9; issue 29 item 4): how many reports an address may send, how
 * long reports are kept, what a report stores beside the portal's own fields, and what the browser learns
 * of the server's error tracking (the DSN, release, environment and trace sampling; null without a DSN).
 */
import type { Kysely } from 'kysely';
import type { ErrorReport, ErrorTrackingSettings } from '@portal/api';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { RELEASE } from '../../release.ts';
import { deleteClientErrorsBefore, recordClientError } from './repository.ts';

/** Reports per address per minute, per instance. */
export const REPORTS_PER_MINUTE = 30;
/** How long reported errors are kept. */
export const ERROR_LOG_RETENTION_DAYS = 90;
const DAY_MS = 24 * 3600_000;

/** Deletes the reports past the retention. */
export const pruneClientErrors = (db: Kysely<Database>, now: Date): Promise<void> =>
  deleteClientErrorsBefore(db, new Date(now.getTime() - ERROR_LOG_RETENTION_DAYS * DAY_MS));

/** Stores a report with who sent it (a session's user, else none), from where, when, and under which release. */
export const recordReport = (
  db: Kysely<Database>,
  report: ErrorReport,
  from: { userId: number | null; clientAddress: string; now: Date },
) => recordClientError(db, { ...report, userId: from.userId, clientAddress: from.clientAddress, reportedAt: from.now, release: RELEASE });

export function errorTrackingAnswer(settings: AppConfig['errorTracking']): ErrorTrackingSettings {
  if (!settings) return { sentry: null };
  const { dsn, release, environment, tracesSampleRate } = settings;
  return { sentry: { dsn, release, environment, tracesSampleRate } };
}
