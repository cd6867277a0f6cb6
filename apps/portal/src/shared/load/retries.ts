/**
 * The retry count of spec §8 'General' for data loaded by route loaders: a Retry click marks its
 * route and revalidates; the route's loader starts its request again (request-tracking.ts, the count's
 * owner), which counts one more after the user's Retry or a failure of the same href, and starts
 * again at 0 for a new href after a success, so "after more than 2 retries" means attempts since the
 * data last loaded.
 */
import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';
import { resetRequestTracking, startRequest } from './request-tracking.ts';

const pending = new Set<string>();

/** Called by a loader for `href` (its request's URL): how many retries this run is (spec §4). */
export function loadAttempt(routeId: string, href: string): number {
  return startRequest(routeId, href, pending.delete(routeId)).numberOfRetries;
}

/** Marks the route's next loader run as the user's Retry (the global message's Try again, useRetry). */
export function markRetry(routeId: string): void {
  pending.add(routeId);
}

/** Whether the route's Retry was pressed and its loader has not run since. */
export function retryPending(routeId: string): boolean {
  return pending.has(routeId);
}

/** The Retry of a route's failure message: count it and run the route's loader again. */
export function useRetry(routeId: string): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => {
    markRetry(routeId);
    void revalidator.revalidate();
  }, [revalidator, routeId]);
}

/** Forget every count and request (a session's data reset, shared/session-data.ts; and tests). */
export function resetRetries(): void {
  pending.clear();
  resetRequestTracking();
}
