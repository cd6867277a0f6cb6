/**
 * Request tracking (spec §3 'Request tracking', §4 generic request status): one record per data set
 * a route loads — its status (DEFAULT, LOADING, SUCCESS, ERROR), the failure's message, error code and
 * severity, the number of retries, and the href it was loaded for. The one owner of the retry count:
 * a route's loader starts a request (`startRequest`), the page's Deferred / useSettled settle it with
 * the promise it renders, and the failure message reads the count the loader was given.
 *
 * The count (spec §4 'the retry count increases on each new in-progress'): a new in-progress of the
 * same request after it failed, or after the user's Retry, counts one more; loading another href (a new
 * visit after a success, new params) starts again at 0 — so 'after more than 2 retries' (spec §8)
 * means attempts since the data last loaded.
 */
import { isApiError } from '@portal/api/browser';
import { randomErrorCode } from '@portal/domain';
import type { Severity } from '../messages.tsx';

export type RequestStatus = 'DEFAULT' | 'LOADING' | 'SUCCESS' | 'ERROR';

export interface RequestTracking {
  status: RequestStatus;
  errorMessage: string | null;
  errorCode: string | null;
  severity: Severity | null;
  numberOfRetries: number;
  href: string | null;
}

export const DEFAULT_REQUEST: RequestTracking = {
  status: 'DEFAULT',
  errorMessage: null,
  errorCode: null,
  severity: null,
  numberOfRetries: 0,
  href: null,
};

/** A new in-progress: one more retry after a failure of the same href or the user's Retry; otherwise 0. */
export function requestStarted(previous: RequestTracking, href: string, retried: boolean): RequestTracking {
  const again = retried || (previous.status === 'ERROR' && previous.href === href);
  return { ...DEFAULT_REQUEST, status: 'LOADING', href, numberOfRetries: again ? previous.numberOfRetries + 1 : 0 };
}

export function requestSucceeded(tracking: RequestTracking): RequestTracking {
  return { ...tracking, status: 'SUCCESS', errorMessage: null, errorCode: null, severity: null };
}

export function requestFailed(tracking: RequestTracking, error: unknown, errorCode: string): RequestTracking {
  const errorMessage = error instanceof Error ? error.message : String(error);
  return { ...tracking, status: 'ERROR', errorMessage, errorCode, severity: 'error' };
}

/** A network failure (no answer at all): spec §8 shows it through the global message. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** The error code of a failed promise: one per failure, the same wherever it is shown, reported or tracked. */
const codes = new WeakMap<Promise<unknown>, string>();
export function failureCode(promise: Promise<unknown>): string {
  let code = codes.get(promise);
  if (code === undefined) codes.set(promise, (code = randomErrorCode()));
  return code;
}

export type RequestFailureListener = (id: string, tracking: RequestTracking, error: unknown) => void;

const records = new Map<string, RequestTracking>();
/** The run each record belongs to: a promise of an earlier run settling late changes nothing. */
const runs = new Map<string, number>();
const settled = new WeakSet<Promise<unknown>>();
const listeners = new Set<RequestFailureListener>();

export function requestTracking(id: string): RequestTracking {
  return records.get(id) ?? DEFAULT_REQUEST;
}

/** Called by a route's loader: the request is in progress again; answers its record (with the retry count). */
export function startRequest(id: string, href: string, retried: boolean): RequestTracking {
  const next = requestStarted(requestTracking(id), href, retried);
  records.set(id, next);
  runs.set(id, (runs.get(id) ?? 0) + 1);
  return next;
}

/**
 * A promise the request's page renders: its outcome settles the record (the first failure of a run
 * makes it ERROR, and listeners hear of it; a success after one leaves it so).
 */
export function trackRequest(id: string, promise: Promise<unknown>): void {
  if (settled.has(promise)) return;
  settled.add(promise);
  const run = runs.get(id);
  const current = () => runs.get(id) === run && records.has(id);
  promise.then(
    () => {
      const tracking = requestTracking(id);
      if (current() && tracking.status === 'LOADING') records.set(id, requestSucceeded(tracking));
    },
    (error: unknown) => {
      const tracking = requestTracking(id);
      if (!current() || tracking.status === 'ERROR') return;
      const failed = requestFailed(tracking, error, failureCode(promise));
      records.set(id, failed);
      for (const listener of listeners) listener(id, failed, error);
    },
  );
}

/** Hears of each request that fails (the global message shows network failures, spec §8). */
export function onRequestFailed(listener: RequestFailureListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's data is reset (logout, session end) and in tests: every record goes back to DEFAULT. */
export function resetRequestTracking(): void {
  records.clear();
  runs.clear();
}
