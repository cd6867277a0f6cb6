/** The portal's calls to the server: each one is `call(endpoint, args)`, typed by the @portal/api contract (schemas stay on the server). */
import { routes, type ClientPage } from '@portal/api/browser';
import { forgettingAfter } from './session-cache.ts';
import { api, call, startCalls } from './api-client.ts';

export { api };

export const calls = {
  logout: forgettingAfter(() => call(routes.logout)),
  keepalive: () => call(routes.keepalive),
  sessionInfo: startCalls.sessionInfo,
  whoAmI: () => call(routes.whoAmI),
  client: (clientId: number, signal?: AbortSignal) => call(routes.client, { params: { clientId }, signal }),
  theme: startCalls.theme,
  // The adviser's page views for the client's access log (issue 30 item 5); the log itself is Personal details' (features/personal/api.ts).
  impersonationPageView: (page: ClientPage) => call(routes.impersonationPageView, { json: { page } }),
};
