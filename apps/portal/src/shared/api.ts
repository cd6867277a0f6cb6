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
  // Account security (issue 30 items 4, 5): the signed-in devices, the access log, and the adviser's page views.
  signedInDevices: () => call(routes.signedInDevices),
  endDeviceSession: (sessionId: string) => call(routes.endDeviceSession, { params: { sessionId } }),
  endOtherDeviceSessions: () => call(routes.endOtherDeviceSessions),
  accessLog: (clientId: number, page: number) => call(routes.accessLog, { params: { clientId }, query: { page } }),
  impersonationPageView: (page: ClientPage) => call(routes.impersonationPageView, { json: { page } }),
};
