/** Reports a failure with the four-digit code shown to the user to the server's error log (best effort). */
import { href, isApiError, routes } from '@portal/api/browser';

export interface ErrorReport {
  errorCode: string;
  error: unknown;
  context: string;
}

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

export function reportError({ errorCode, error, context }: ErrorReport): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (!isReportable(error)) return;
  // The stack names our scripts and lines (source maps, served privately, turn them into files): the
  // page's own address, which may carry a query, is not in it.
  const stack = error instanceof Error ? error.stack?.slice(0, 8000) : undefined;
  const body = JSON.stringify({ errorCode, context, message: message.slice(0, 2000), path: location.pathname, stack });
  try {
    void fetch(href(routes.errorLog, {}), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // reporting must never break the page
  }
}
