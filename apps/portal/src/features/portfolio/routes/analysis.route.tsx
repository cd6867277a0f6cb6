/**
 * /client/analysis/{accountNum}/{rangeId} (spec §2 Analysis): the loader asks for the analysis of a
 * known account key and a known range once the shell's client resource is there; 'default' and
 * unknown keys load nothing (the page redirects or explains).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AnalysisResult } from '@portal/api/browser';
import { DEFAULT_ACCOUNT_KEY, DEFAULT_RANGE_KEY, isKnownAccountKey, resolveRangeKey, todayInLondon } from '@portal/domain';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { portfolioApi } from '../api.ts';
import { AnalysisPage } from '../components/AnalysisPage.tsx';

export interface AnalysisLoaderData {
  analysis: Promise<AnalysisResult | null>;
}

function load({ params, request }: LoaderFunctionArgs): AnalysisLoaderData {
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
  return { analysis: deferred(analysis) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'portfolio.analysis', load, Page: AnalysisPage });
