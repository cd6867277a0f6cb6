/** The adviser feature's calls (spec §7): the selection lists over GraphQL, impersonation start and stop, logout. */
import {
  ApiError,
  LOCATION_CLIENTS_QUERY,
  VISIBLE_LOCATIONS_QUERY,
  call,
  routes,
  type AdviserClientNode,
  type AdviserLocationNode,
  type GraphqlResponse,
  type LocationClientsData,
  type UserSession,
  type VisibleLocationsData,
} from '@portal/api/browser';
import { sortAndDedupeClients } from '@portal/domain';
import { calls } from '../../shared/api.ts';

async function graphql<T>(query: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  const response = (await call(routes.graphql, { json: { query, variables }, signal })) as GraphqlResponse<T>;
  // A GraphQL answer can be 200 with errors: treat it as the failure it is.
  if (!response.data || response.errors?.length)
    throw new ApiError({ kind: 'invalid-response', status: 200, message: response.errors?.[0]?.message ?? 'No data' });
  return response.data;
}

export const adviserCalls = {
  visibleLocations: async (signal?: AbortSignal): Promise<AdviserLocationNode[]> =>
    (await graphql<VisibleLocationsData>(VISIBLE_LOCATIONS_QUERY, undefined, signal)).visibleLocations,
  /** Every client of the location's advisers, sorted by surname then forename and de-duplicated (spec §3). */
  locationClients: async (locationId: number, signal?: AbortSignal): Promise<AdviserClientNode[]> => {
    const data = await graphql<LocationClientsData>(LOCATION_CLIENTS_QUERY, { locationId }, signal);
    return sortAndDedupeClients(data.visibleLocations.flatMap((l) => l.advisers.flatMap((a) => a.clients)));
  },
  impersonate: (clientId: number): Promise<UserSession> => call(routes.impersonateUser, { params: { clientId } }),
  stopImpersonation: (): Promise<UserSession> => call(routes.stopImpersonation),
  logout: calls.logout,
};
