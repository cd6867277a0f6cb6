/**
 * Reports a failure with the four-digit code shown to the user (best effort). Where it goes is the
 * server's choice at run time (GET errorTracking, asked once per page load at the first report): to
 * Sentry or GlitchTip when the server has a SENTRY_DSN (the SDK is loaded then, and only then:
 * ./sentry.ts), otherwise to the server's error log.
 */
import { href, isApiError, startRoutes } from '@portal/api/browser';
import type { ErrorTrackingSettings } from '@portal/api/browser';

import type { ErrorReport } from './error-report.ts';

export type { ErrorReport };

/**
 * HTTP answers the screens handle themselves (spec §8: 'HTTP errors matching a filter are not
 * reported'): the session ended (401), a refusal such as read-only (403), a locked account (423).
 */
const UNREPORTED_HTTP_STATUSES: ReadonlySet<number> = new Set([401, 403, 423]);

/** Whether a failure is worth a report: not the generic cross-origin 'Script error', not a filtered HTTP answer. */
export function isReportable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('Script error')) return false;
  return !(isApiError(error) && error.kind === 'http' && UNREPORTED_HTTP_STATUSES.has(error.status));
}

type Send = (report: ErrorReport) => void;
let sender: Promise<Send> | undefined;

export function reportError(report: ErrorReport): void {
  if (!isReportable(report.error)) return;
  // Sentry's sender when the server names a DSN, otherwise the error log's. When the server cannot
  // be asked (offline), this report goes to the error log and the next one asks again.
  sender ??= fetch(href(startRoutes.errorTracking, {}))
    .then((response) => (response.ok ? (response.json() as Promise<ErrorTrackingSettings>) : Promise.reject()))
    .then(({ sentry }) => (sentry ? import('./sentry.ts').then((module) => module.startSentry(sentry)) : sendToErrorLog))
    .catch(() => {
      sender = undefined;
      return sendToErrorLog;
    });
  void sender.then((send) => send(report));
}

function sendToErrorLog({ errorCode, error, context }: ErrorReport): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // The stack names our scripts and lines: the page's own address, which may carry a query, is not in it.
  const stack = error instanceof Error ? error.stack?.slice(0, 8000) : undefined;
  const body = JSON.stringify({ errorCode, context, message: message.slice(0, 2000), path: location.pathname, stack });
  // fetch never throws, it rejects: a failed report is dropped, never reported again.
  fetch(href(startRoutes.errorLog, {}), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
