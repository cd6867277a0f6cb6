/** The adviser selection's GraphQL documents (spec §7 POST /nui/nbs/graphql), shared by portal, server tests and benchmarks. */
export const VISIBLE_LOCATIONS_QUERY = 'query VisibleLocations { visibleLocations { locationId name } }';

export const LOCATION_CLIENTS_QUERY = `query LocationClients($locationId: Int!) {
  visibleLocations(locationId: $locationId) {
    locationId
    name
    advisers { adviserId forename surname clients { clientId forename surname } }
  }
}`;
