/** The costs feature's server calls (issue 32): the client record (the shell's, from the session cache) and its costs and charges. */
import { routes } from '@portal/api/browser';
import { call } from '../../shared/api-client.ts';

/** The period asked for: a tax year by its start year, or a range; nothing is the current tax year. */
export type CostsQuery = { taxYear: string } | { from: string; to: string } | Record<string, never>;

export const costsApi = {
  client: (clientId: number, signal?: AbortSignal) => call(routes.client, { params: { clientId }, signal }),
  costs: (clientId: number, query: CostsQuery, signal?: AbortSignal) =>
    call(routes.costsAndCharges, { params: { clientId }, query, signal }),
};

/** The period in a costs page's address: ?taxYear=2025, or ?from=…&to=…; anything else is the current tax year. */
export function costsQueryOf(search: URLSearchParams): CostsQuery {
  const taxYear = search.get('taxYear');
  const from = search.get('from');
  const to = search.get('to');
  if (from && to) return { from, to };
  if (taxYear) return { taxYear };
  return {};
}

/** The address's query for a period (the page navigates to it). */
export function costsSearch(query: CostsQuery): string {
  const params = new URLSearchParams(query as Record<string, string>);
  const text = params.toString();
  return text ? `?${text}` : '';
}
