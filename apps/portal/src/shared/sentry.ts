/**
 * The browser's errors through the Sentry SDK (issue 29 item 4), loaded by report.ts only when the
 * server names a SENTRY_DSN: a chunk of its own, never in a page's initial scripts. Each event carries
 * the server's release and environment, the route, the error code the user saw, and the request id of
 * a failed API answer.
 *
 * What an event never holds: the page's address or query (no request), the user, breadcrumbs,
 * cookies or headers (none of the SDK's default integrations run: report.ts's own handlers catch the
 * page's errors), and no number or long token (amounts, codes, ids, session ids) in a message or the
 * route. Stacks name the built scripts; the build's source maps (uploaded, never served: docs/deploy.md)
 * turn them into our files.
 */
import { captureException, init, linkedErrorsIntegration, withScope } from '@sentry/browser';
import type { ErrorEvent } from '@sentry/browser';
import { isApiError } from '@portal/api/browser';
import type { ErrorTrackingSettings } from '@portal/api/browser';
import type { ErrorReport } from './error-report.ts';

/** Numbers (amounts, codes, ids) and long tokens (session ids, secrets) out of a text an event carries. */
export function scrubText(text: string): string {
  return text.replace(/[A-Za-z0-9+/_=-]{20,}/g, '[redacted]').replace(/[£$€]?\d[\d,]*(?:\.\d+)?/g, '[n]');
}

/** A route without its ids: `/client/accounts/[n]/transactions`. */
export function scrubRoute(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d|^[A-Za-z0-9_-]{20,}$/.test(segment) ? '[n]' : segment))
    .join('/');
}

/** Keeps what finds the bug (exception type, scrubbed message, stack, tags) and drops the rest. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubRoute(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
      // A frame's address is the script's: without the page's query.
      if (frame.filename) frame.filename = frame.filename.replace(/[?#].*$/, '');
    }
  }
  return event;
}

type Sentry = NonNullable<ErrorTrackingSettings['sentry']>;

/** Starts the SDK with the server's settings and returns how report.ts sends a report through it. */
export function startSentry({ dsn, release, environment, tracesSampleRate }: Sentry): (report: ErrorReport) => void {
  init({
    dsn,
    release,
    environment,
    // Spec §9, as on the server: 0.1 in production, 0 in pre-production.
    tracesSampleRate,
    // Collect nothing of users, cookies, headers, bodies or queries (beforeSend drops them again).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // No global handlers (report.ts has them, with the spec's filters), no breadcrumbs, no page
    // address: the cause chain only.
    defaultIntegrations: false,
    integrations: [linkedErrorsIntegration()],
    beforeSend: scrubEvent,
  });
  return ({ errorCode, error, context }) =>
    withScope((scope) => {
      scope.setTags({ route: scrubRoute(location.pathname), context, error_code: errorCode });
      if (isApiError(error) && error.requestId) scope.setTag('request_id', error.requestId);
      captureException(error);
    });
}
