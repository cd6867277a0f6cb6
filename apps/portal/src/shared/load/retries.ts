/**
 * The retry count of spec §8 'General' for data loaded by route loaders: a Retry click marks its
 * route and revalidates; the route's loader counts the attempt when marked and starts again at 0 on
 * any other run (a new visit or new params), so "after more than 2 retries" means retries in a row.
 */
import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';

const pending = new Set<string>();
const counts = new Map<string, number>();

/** Called by a loader: how many retries in a row this run is (0 unless the user pressed Retry). */
export function loadAttempt(routeId: string): number {
  const retries = pending.delete(routeId) ? (counts.get(routeId) ?? 0) + 1 : 0;
  counts.set(routeId, retries);
  return retries;
}

/** Whether the route's Retry was pressed and its loader has not run since. */
export function retryPending(routeId: string): boolean {
  return pending.has(routeId);
}

/** The Retry of a route's failure message: count it and run the route's loader again. */
export function useRetry(routeId: string): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => {
    pending.add(routeId);
    void revalidator.revalidate();
  }, [revalidator, routeId]);
}

/** Test support: forget every count. */
export function resetRetries(): void {
  pending.clear();
  counts.clear();
}
