/**
 * Renders a loader's deferred value (spec §8 'General'): a skeleton while it is pending, the data
 * when it resolves, and when it fails the failure element with a fresh error code (reported once)
 * and the retry count the loader handed over. Everything around it — the shell, the page heading,
 * the toolbars — renders at once.
 */
import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import { reportError } from '../report.ts';
import { useRouteRequestId } from './define-route.tsx';
import { failureCode, trackRequest } from './request-tracking.ts';

export interface LoadError {
  error: unknown;
  errorCode: string;
}

/** Each promise gets its own Suspense boundary, so a Retry shows the skeleton again (not the old message). */
const ids = new WeakMap<Promise<unknown>, number>();
let nextId = 0;
function idOf(promise: Promise<unknown>): number {
  let id = ids.get(promise);
  if (id === undefined) ids.set(promise, (id = nextId++));
  return id;
}

/**
 * The promises that rejected: Await also catches errors thrown while rendering its children and
 * shows them as a load failure; those are not load failures, so they go on to the route's error
 * element (the fatal path of spec §4) instead.
 */
const rejected = new WeakSet<Promise<unknown>>();
const tracked = new WeakSet<Promise<unknown>>();
function track(promise: Promise<unknown>): void {
  if (tracked.has(promise)) return;
  tracked.add(promise);
  promise.catch(() => rejected.add(promise));
}

function Failure({
  resolve,
  context,
  children,
}: {
  resolve: Promise<unknown>;
  context: string;
  children: (failure: LoadError) => ReactNode;
}) {
  const error = useAsyncError();
  // Thrown from the error element, so it passes Await's boundary to the route's.
  if (!rejected.has(resolve)) throw error;
  const [errorCode] = useState(() => failureCode(resolve));
  useEffect(() => reportError({ errorCode, error, context }), [error, errorCode, context]);
  return <>{children({ error, errorCode })}</>;
}

export interface DeferredProps<T> {
  resolve: Promise<T>;
  /** Shown while pending (a skeleton or spinner in the page's own layout). */
  fallback: ReactNode;
  /** Named in the error report, e.g. 'folio:123'. */
  context: string;
  failure: (failure: LoadError) => ReactNode;
  children: (data: T) => ReactNode;
}

export function Deferred<T>({ resolve, fallback, context, failure, children }: DeferredProps<T>) {
  track(resolve);
  // The route's request (spec §3 request tracking) settles with the data it renders.
  const requestId = useRouteRequestId();
  if (requestId !== null) trackRequest(requestId, resolve);
  return (
    <Suspense key={idOf(resolve)} fallback={fallback}>
      <Await
        resolve={resolve}
        errorElement={
          <Failure resolve={resolve} context={context}>
            {failure}
          </Failure>
        }
      >
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}

/** What a loader's deferred value has settled to: pending, its data, or a load failure (with its error code). */
export type Settled<T> = { status: 'pending' } | { status: 'fulfilled'; data: T } | { status: 'rejected'; failure: LoadError };

const PENDING: Settled<never> = { status: 'pending' };
const outcomes = new WeakMap<Promise<unknown>, Settled<unknown>>();
const watched = new WeakSet<Promise<unknown>>();
const reported = new WeakSet<Promise<unknown>>();
function watch(promise: Promise<unknown>): void {
  if (watched.has(promise)) return;
  watched.add(promise);
  promise.then(
    (data) => outcomes.set(promise, { status: 'fulfilled', data }),
    (error: unknown) => outcomes.set(promise, { status: 'rejected', failure: { error, errorCode: failureCode(promise) } }),
  );
}

/**
 * The same value as Deferred, without suspending (issue 31 item 4): the page renders once and stays
 * mounted while its data loads, so a press on a control rendered before the data arrives is not lost
 * to a Suspense boundary swapping its fallback for the content (a new tree, new elements), and the
 * data shows as soon as it arrives (no Suspense reveal throttle). A failure is reported once, with
 * its error code, as Deferred reports it.
 */
export function useSettled<T>(promise: Promise<T>, context: string, requestId: string | null = null): Settled<T> {
  watch(promise);
  // The request it belongs to (the route's, or the one named: the shell's client) settles with it.
  const routeRequestId = useRouteRequestId();
  const tracked = requestId ?? routeRequestId;
  if (tracked !== null) trackRequest(tracked, promise);
  const [, rerender] = useState(0);
  const outcome = (outcomes.get(promise) ?? PENDING) as Settled<T>;
  useEffect(() => {
    let live = true;
    // Registered after watch's handlers, so the outcome is recorded before this re-render.
    // In a transition (issue 35 item 3): the screen it reveals (on the shell's client, the whole page)
    // renders in slices that yield to the browser, not in one long task; nothing shown is held back.
    const settle = () => {
      if (live) startTransition(() => rerender((n) => n + 1));
    };
    promise.then(settle, settle);
    return () => {
      live = false;
    };
  }, [promise]);
  useEffect(() => {
    if (outcome.status !== 'rejected' || reported.has(promise)) return;
    reported.add(promise);
    reportError({ ...outcome.failure, context });
  }, [outcome, promise, context]);
  return outcome;
}

/**
 * A promise a loader hands over without awaiting: marked handled here, so a page that does not
 * render it (a redirect, an unknown key) leaves no unhandled rejection; Await still sees the failure.
 */
export function deferred<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
