/**
 * /client/analysis/{accountNum}/{rangeId} (spec §2 Analysis): the loader asks for the analysis of a
 * known account key and a known range once the shell's client resource is there; 'default' and
 * unknown keys load nothing (the page redirects or explains).
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AnalysisResult } from '@portal/api/browser';
import { DEFAULT_ACCOUNT_KEY, DEFAULT_RANGE_KEY, isKnownAccountKey, resolveRangeKey, todayInLondon } from '@portal/domain';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { loadAttempt, retryAwareRevalidation } from '../../../shared/load/retries.ts';
import { portfolioApi } from '../api.ts';
import { AnalysisPage } from '../components/AnalysisPage.tsx';

const ROUTE_ID = 'portfolio.analysis';

export interface AnalysisLoaderData {
  analysis: Promise<AnalysisResult | null>;
  retries: number;
}

export function loader({ params, request }: LoaderFunctionArgs): AnalysisLoaderData {
  const accountKey = params.accountNum ?? DEFAULT_ACCOUNT_KEY;
  const rangeKey = params.rangeId ?? DEFAULT_RANGE_KEY;
  const analysis = sessionClientResource(portfolioApi.client).then((client) => {
    const loadable =
      accountKey !== DEFAULT_ACCOUNT_KEY &&
      rangeKey !== DEFAULT_RANGE_KEY &&
      isKnownAccountKey(accountKey, client.accounts) &&
      resolveRangeKey(rangeKey, todayInLondon()) !== null;
    return loadable ? portfolioApi.analysis(client.clientId, accountKey, rangeKey, request.signal) : null;
  });
  return { analysis: deferred(analysis), retries: loadAttempt(ROUTE_ID) };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { analysis, retries } = useLoaderData() as AnalysisLoaderData;
  return <AnalysisPage analysis={analysis} retries={retries} routeId={ROUTE_ID} />;
}
