/**
 * /client/folioDetails/{accountNum} (spec §2 Account summary): the loader follows the account's
 * `_links` (or, for Combined, every open account's holdings) once the shell's client resource is
 * there; 'default' and unknown keys load nothing (the page redirects or explains).
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { COMBINED_ACCOUNT_KEY, DEFAULT_ACCOUNT_KEY } from '@portal/domain';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { loadAttempt, retryAwareRevalidation } from '../../../shared/load/retries.ts';
import { loadAccountSummary, loadCombinedSummary, portfolioApi } from '../api.ts';
import { FolioDetailsPage, type FolioSummary } from '../components/FolioDetailsPage.tsx';

const ROUTE_ID = 'portfolio.folioDetails';

export interface FolioLoaderData {
  summary: Promise<FolioSummary | null>;
  retries: number;
}

export function loader({ params, request }: LoaderFunctionArgs): FolioLoaderData {
  const accountNum = params.accountNum ?? DEFAULT_ACCOUNT_KEY;
  const summary = sessionClientResource(portfolioApi.client).then((client): Promise<FolioSummary> | null => {
    if (accountNum === COMBINED_ACCOUNT_KEY) return loadCombinedSummary(client.accounts, request.signal);
    const account = client.accounts.find((a) => a.accountNumber === accountNum);
    return account ? loadAccountSummary(account, request.signal) : null;
  });
  return { summary: deferred(summary), retries: loadAttempt(ROUTE_ID) };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { summary, retries } = useLoaderData() as FolioLoaderData;
  return <FolioDetailsPage summary={summary} retries={retries} routeId={ROUTE_ID} />;
}
