/**
 * Which request a query serves, as the time that request arrived: the PGlite worker runs the oldest
 * request's queries first (pglite-worker.mjs), so a request that has begun finishes before newer ones
 * start, instead of every sequential query of it waiting at the back of a first-come queue again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const arrival = new AsyncLocalStorage<number>();

/** Runs `next` (the rest of a request) as the request that arrived at `arrivedAt` (performance.now()). */
export function asRequest<T>(arrivedAt: number, next: () => T): T {
  return arrival.run(arrivedAt, next);
}

/** PORTAL_DB_ORDER=arrival: first come, first served, as before (benchmarks compare the two). */
const byArrival = process.env.PORTAL_DB_ORDER === 'arrival';

/** The priority of a query issued now: its request's arrival, or now for work outside any request. */
export function queryPriority(): number {
  return (byArrival ? undefined : arrival.getStore()) ?? performance.now();
}
