/** Answers of the adviser GraphQL (spec §3 Adviser, Location, Client) and the request body. */
import { z } from 'zod';

export * from './adviser-queries.ts';

export const adviserLocation = z.object({ locationId: z.number().int(), name: z.string() });
export type AdviserLocationNode = z.infer<typeof adviserLocation>;

export const adviserClient = z.object({ clientId: z.number().int(), forename: z.string(), surname: z.string() });
export type AdviserClientNode = z.infer<typeof adviserClient>;

export const visibleLocationsData = z.object({ visibleLocations: z.array(adviserLocation) });
export type VisibleLocationsData = z.infer<typeof visibleLocationsData>;

export const locationClientsData = z.object({
  visibleLocations: z.array(
    adviserLocation.extend({
      advisers: z.array(
        z.object({ adviserId: z.number().int(), forename: z.string(), surname: z.string(), clients: z.array(adviserClient) }),
      ),
    }),
  ),
});
export type LocationClientsData = z.infer<typeof locationClientsData>;

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphqlResponse<T> {
  data: T | null;
  errors?: { message: string }[];
}
