/**
 * The fatal state of spec §4/§8: a rendering error makes it fatal — the error is reported, the
 * user goes to login (without the return path) where the generic fatal message shows with its
 * error code, and session-info is not asked again during this page load. Runtime errors outside
 * React are reported (with the same filters) but do not end the session.
 */
import { generalTexts, randomErrorCode } from '@portal/domain';
import type { GlobalMessage } from './messages.tsx';
import { reportError } from './report.ts';

let fatal = false;
let pending: GlobalMessage | null = null;

export const fatalState = {
  isFatal: () => fatal,
  /** Marks the state fatal and leaves the message the login page shows. */
  mark(errorCode: string) {
    fatal = true;
    pending = { severity: 'error', text: generalTexts.fatal(errorCode), errorCode };
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

/** Reports uncaught errors and unhandled rejections to the error log; returns the uninstaller. */
export function installRuntimeErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) =>
    reportError({ errorCode: randomErrorCode(), error: event.error ?? event.message, context: 'runtime' });
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError({ errorCode: randomErrorCode(), error: event.reason, context: 'runtime' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
