/**
 * What an error event may carry to Sentry or GlitchTip (issue 29 item 4), one rule for the server and
 * the browser: the exception's type, a scrubbed message, the stack and the tags — never the request
 * (cookies, so session ids; bodies, so passwords and codes; the query), the user, breadcrumbs, extra
 * data, local variables or source lines, and no number or long token in a message or route.
 *
 * The types are the few fields of the SDKs' `ErrorEvent` touched here (the same in @sentry/node and
 * @sentry/browser), so the contract package depends on neither SDK.
 */
interface Frame {
  filename?: string;
  vars?: unknown;
  pre_context?: unknown;
  context_line?: unknown;
  post_context?: unknown;
}

export interface ScrubbableEvent {
  request?: unknown;
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
  server_name?: string;
  message?: string;
  transaction?: string;
  exception?: { values?: { value?: string; stacktrace?: { frames?: Frame[] } }[] };
}

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
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  delete event.server_name;
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubRoute(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
      // A frame's address is the script's: without a page's query.
      if (frame.filename) frame.filename = frame.filename.replace(/[?#].*$/, '');
    }
  }
  return event;
}
