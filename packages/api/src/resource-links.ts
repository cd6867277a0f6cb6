/**
 * Hypermedia paths the server puts in `_links` (the portal follows links rather than building them).
 * Named once here so server and tests agree; some are implemented by later issues.
 */
export const resourceLinks = {
  account: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}`,
  accountDetails: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/accountDetails`,
  modelPortfolio: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/modelPortfolio`,
  holdings: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/holdings`,
  /** Spec §7: GET /nui/nbs/accounts/{accountNumber}/clients. */
  accountRelationships: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/clients`,
  wrapperDetails: (accountNumber: string) => `/nui/nbs/accounts/${encodeURIComponent(accountNumber)}/wrapperDetails`,
  correspondences: (clientId: number, page: number, size: number) => `/nui/nbs/clients/${clientId}/correspondences?page=${page}&size=${size}`,
  document: (documentId: number) => `/nui/nsbs/correspondence/${documentId}`,
  locationLogo: (locationId: number | 'default') => `/nui/nbs/locations/${locationId}/logo`,
} as const;
