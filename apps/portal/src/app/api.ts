/** The portal's calls to the server, typed by the @portal/api contract (schemas stay on the server). */
import {
  createApiClient,
  endpoints,
  type ClientResource,
  type KeepaliveResponse,
  type LocationTheme,
  type UserSession,
  type WhoAmIResponse,
} from '@portal/api/browser';

export const api = createApiClient();

export const calls = {
  login: (username: string, password: string) =>
    api.request<UserSession>(endpoints.login, null, { method: 'POST', form: { username, password } }),
  logout: () => api.request<unknown>(endpoints.logout, null),
  keepalive: () => api.request<KeepaliveResponse>(endpoints.keepalive, null),
  sessionInfo: () => api.request<UserSession>(endpoints.sessionInfo, null),
  whoAmI: () => api.request<WhoAmIResponse>(endpoints.whoAmI, null),
  client: (clientId: number, signal?: AbortSignal) => api.request<ClientResource>(endpoints.client(clientId), null, { signal }),
  theme: () => api.request<LocationTheme>(endpoints.rootLocation, null),
};
