/**
 * Hypermedia paths the server puts in `_links` (the portal follows links rather than building them),
 * filled from the route definitions so no path is written twice. Some are served by later issues.
 */
import type { CorrespondenceFilterValues } from './document-categories.ts';
import { href, plannedRoutes, routes } from './routes.ts';

export const resourceLinks = {
  account: (accountNumber: string) => href(plannedRoutes.account, { accountNumber }),
  accountDetails: (accountNumber: string) => href(routes.accountDetails, { accountNumber }),
  modelPortfolio: (accountNumber: string) => href(routes.modelPortfolio, { accountNumber }),
  holdings: (accountNumber: string) => href(routes.holdings, { accountNumber }),
  /** Spec §7: GET /nui/nbs/accounts/{accountNumber}/clients. */
  accountRelationships: (accountNumber: string) => href(routes.accountClients, { accountNumber }),
  wrapperDetails: (accountNumber: string) => href(routes.wrapperDetails, { accountNumber }),
  /** A page of the client's documents; the filters ride along so `next` keeps them. */
  correspondences: (clientId: number, page: number, size: number, filters: CorrespondenceFilterValues = {}) =>
    href(routes.correspondences, { clientId }, { ...filters, page, size }),
  document: (documentId: number) => href(routes.document, { documentId }),
  documentDownload: (documentId: number) => href(routes.documentDownload, { documentId }),
  locationLogo: (locationId: number | 'default') => href(routes.locationLogo, { locationId }),
  locationResource: (locationId: number) => href(routes.locationResource, { locationId }),
  locationTheme: (locationId: number) => href(routes.locationTheme, { locationId }),
  client: (clientId: number) => href(routes.client, { clientId }),
  accountById: (accountId: number) => href(routes.accountById, { accountId }),
  cashBalances: (accountNumber: string) => href(routes.cashBalances, { accountNumber }),
  accountAdviser: (accountNumber: string) => href(routes.accountAdviser, { accountNumber }),
} as const;
