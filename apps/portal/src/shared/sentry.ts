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
import { isApiError, scrubEvent, scrubRoute } from '@portal/api/browser';
import type { ErrorTrackingSettings } from '@portal/api/browser';
import type { ErrorReport } from './error-report.ts';

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
