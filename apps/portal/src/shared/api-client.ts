/**
 * The two clients every page needs, apart from the typed calls (shared/api.ts): a public page's entry
 * imports only these and the two calls it makes at start, so the table of every call the client pages
 * use stays out of /login's first script (a byte budget of 100 KiB gzip).
 */
import { createApiClient, createCaller, startRoutes } from '@portal/api/browser';
import { fetchOrEarly } from './early-requests.ts';

/** For following HAL `_links` hrefs, which the server hands out ready-made. */
export const api = createApiClient();

/** Typed calls; a page's first session-info and client calls take the answers its HTML started early. */
export const call = createCaller(
  createApiClient({
    fetch: fetchOrEarly,
  }),
);

/** What every page asks at start: the session, and the firm's theme. */
export const startCalls = {
  sessionInfo: () => call(startRoutes.sessionInfo),
  theme: () => call(startRoutes.rootLocation),
};
