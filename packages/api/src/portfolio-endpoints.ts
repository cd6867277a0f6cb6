/**
 * Paths of the portfolio calls (spec §7). Dates travel as 'YYYY-MM-DD' (London calendar days).
 * - GET /nui/nbs/portfolioperformance/{accountsKey}?dateFrom=YYYY-MM-DD&dateTo=YYYY-MM-DD
 *   accountsKey: an account number, or 'Combined' for all the session client's accounts.
 * - GET /nui/nbs/clients/{clientId}/analysis/{accountsKey}/{dateRangeId}
 *   accountsKey: an account number, 'Combined' or 'default'; dateRangeId: a preset id
 *   (LAST_12_MONTHS…), 'default', or a custom 'YYYY-MM-DD_YYYY-MM-DD'.
 * The account resources (accountDetails, modelPortfolio, holdings, accountRelationships,
 * wrapperDetails) are reached through the `_links` of each account in the client resource.
 */
export const portfolioEndpoints = {
  portfolioPerformance: (accountsKey: string) => `/nui/nbs/portfolioperformance/${encodeURIComponent(accountsKey)}`,
  analysis: (clientId: number | string, accountsKey: string, dateRangeId: string) =>
    `/nui/nbs/clients/${encodeURIComponent(String(clientId))}/analysis/${encodeURIComponent(accountsKey)}/${encodeURIComponent(dateRangeId)}`,
} as const;

/** The fixed date format of dateFrom / dateTo. */
export const PORTFOLIO_DATE_FORMAT = 'YYYY-MM-DD';
