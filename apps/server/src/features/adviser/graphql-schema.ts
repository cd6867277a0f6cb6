/**
 * The adviser GraphQL schema (spec §7 POST /nui/nbs/graphql): the firm locations an adviser may
 * choose from and, for a location, its advisers with their clients. Read-only by construction
 * (no Mutation type), and bounded in depth (Location → Adviser → Client), so no query can fan out.
 */
import { buildSchema } from 'graphql';
import type { Kysely } from 'kysely';
import { sortAndDedupeClients } from '@portal/domain';
import type { Database } from '../../db/schema.ts';
import { visibleLocations } from '../../access/adviser-visibility.ts';
import type { VisibleLocation } from '../../access/adviser-visibility.ts';
import { advisersWithClients } from './repository.ts';

export const adviserSchema = buildSchema(/* GraphQL */ `
  type Query {
    "Locations of the adviser's own firm; only the given one when locationId is passed (empty if not visible)."
    visibleLocations(locationId: Int): [Location!]!
  }

  type Location {
    locationId: Int!
    name: String!
    advisers: [Adviser!]!
    "Every client of the location's advisers, sorted by surname then forename, de-duplicated by clientId."
    clients: [Client!]!
  }

  type Adviser {
    adviserId: Int!
    forename: String!
    surname: String!
    "Sorted by surname then forename, de-duplicated by clientId."
    clients: [Client!]!
  }

  type Client {
    clientId: Int!
    forename: String!
    surname: String!
  }
`);

interface ClientNode {
  clientId: number;
  forename: string;
  surname: string;
}

interface AdviserNode {
  adviserId: number;
  forename: string;
  surname: string;
  clients: ClientNode[];
}

/** A type, not an interface: graphql-http's handler wants a context assignable to a record. */
export type AdviserGraphqlContext = {
  db: Kysely<Database>;
  adviserId: number;
};

/** What one request has loaded: every visible location, and (only if asked for) their advisers and clients. */
interface RequestLoads {
  locations: Promise<VisibleLocation[]>;
  advisers?: Promise<Map<number, AdviserNode[]>>;
}
/** Per request (the context object is made per request): several root fields or aliases share one load. */
const loadsByContext = new WeakMap<AdviserGraphqlContext, RequestLoads>();

function loadsOf(context: AdviserGraphqlContext): RequestLoads {
  let loads = loadsByContext.get(context);
  if (!loads) {
    loads = { locations: visibleLocations(context.db, context.adviserId) };
    loadsByContext.set(context, loads);
  }
  return loads;
}

/** Advisers and clients of every visible location in one query, grouped by location. */
async function loadAdvisers(context: AdviserGraphqlContext, locations: VisibleLocation[]): Promise<Map<number, AdviserNode[]>> {
  const byLocation = await advisersWithClients(
    context.db,
    locations.map((l) => l.locationId),
  );
  const result = new Map<number, AdviserNode[]>();
  for (const [location, rows] of byLocation) {
    const advisers = new Map<number, AdviserNode>();
    for (const row of rows) {
      let adviser = advisers.get(row.adviserId);
      if (!adviser) {
        adviser = { adviserId: row.adviserId, forename: row.forename, surname: row.surname, clients: [] };
        advisers.set(row.adviserId, adviser);
      }
      if (row.clientId !== null)
        adviser.clients.push({ clientId: row.clientId, forename: row.clientForename ?? '', surname: row.clientSurname ?? '' });
    }
    for (const adviser of advisers.values()) adviser.clients = sortAndDedupeClients(adviser.clients);
    result.set(location, [...advisers.values()]);
  }
  return result;
}

/**
 * The visible locations (all, or only the given one), with advisers and clients loaded only if the
 * query asks for them — each at most once per request, however many root fields or aliases ask.
 */
async function locationNodes(context: AdviserGraphqlContext, locationId: number | undefined) {
  const loads = loadsOf(context);
  const all = await loads.locations;
  const locations = locationId === undefined ? all : all.filter((l) => l.locationId === locationId);
  const advisersOf = async (id: number): Promise<AdviserNode[]> => {
    loads.advisers ??= loadAdvisers(context, all);
    return (await loads.advisers).get(id) ?? [];
  };
  return locations.map((location) => ({
    ...location,
    advisers: () => advisersOf(location.locationId),
    clients: async () => sortAndDedupeClients((await advisersOf(location.locationId)).flatMap((a) => a.clients)),
  }));
}

/** Root resolvers (graphql-js calls a function-valued field with (args, context)). */
export const adviserRoot = {
  visibleLocations: (args: { locationId?: number | null }, context: AdviserGraphqlContext) =>
    locationNodes(context, args.locationId ?? undefined),
};
