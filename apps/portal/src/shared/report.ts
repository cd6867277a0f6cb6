/** Reports a failure with the four-digit code shown to the user to the server's error log (best effort). */
import { href, routes } from '@portal/api/browser';

export interface ErrorReport {
  errorCode: string;
  error: unknown;
  context: string;
}

export function reportError({ errorCode, error, context }: ErrorReport): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (message.includes('Script error')) return; // the generic cross-origin error is not reported (spec §8)
  const body = JSON.stringify({ errorCode, context, message: message.slice(0, 2000), path: location.pathname });
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
