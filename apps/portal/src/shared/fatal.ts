/**
 * The fatal state of spec §4/§8: a rendering error makes it fatal — the error is reported, the
 * user goes to login (without the return path) where the generic fatal message shows with its
 * error code, and session-info is not asked again during this page load. Runtime errors outside
 * React are reported (with the same filters) and show the critical message (spec §8) in the global
 * message with their code, but do not end the session.
 */
import { randomErrorCode } from '@portal/domain';
import { CRITICAL_ERROR_EVENT, type GlobalMessage } from './messages.tsx';
import { isReportable, reportError } from './report.ts';

let fatal = false;
let pending: GlobalMessage | null = null;

export const fatalState = {
  isFatal: () => fatal,
  /**
   * Marks the state fatal and leaves the message the login page shows (the route boundary's, with its
   * code: the text is the boundary's to write, so the public pages' first script, which only takes
   * messages, carries none of the general texts).
   */
  mark(message: GlobalMessage) {
    fatal = true;
    pending = message;
  },
  /** The fatal message, once (the message provider mounted after the redirect takes it). */
  takeMessage(): GlobalMessage | null {
    const message = pending;
    pending = null;
    return message;
  },
  /** Tests only: a fresh page load. */
  reset() {
    fatal = false;
    pending = null;
  },
};

/**
 * Reports uncaught errors and unhandled rejections to the error log and, for the same errors a report is
 * made of (not 'Script error', not a 401/403/423 the screens handle), raises CRITICAL_ERROR_EVENT so the
 * global message shows the critical message with the report's code; returns the uninstaller.
 */
export function installRuntimeErrorReporting(target: Window = window): () => void {
  const runtimeError = (error: unknown) => {
    const errorCode = randomErrorCode();
    reportError({ errorCode, error, context: 'runtime' });
    if (isReportable(error)) target.dispatchEvent(new CustomEvent(CRITICAL_ERROR_EVENT, { detail: { errorCode } }));
  };
  const onError = (event: ErrorEvent) => runtimeError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => runtimeError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
