/**
 * /client/folioDetails/{accountNum} (spec §2 Account summary): the loader follows the account's
 * `_links` (or, for Combined, every open account's holdings) once the shell's client resource is
 * there; 'default' and unknown keys load nothing (the page redirects or explains).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { COMBINED_ACCOUNT_KEY, DEFAULT_ACCOUNT_KEY } from '@portal/domain';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { loadAccountSummary, loadCombinedSummary, portfolioApi } from '../api.ts';
import { FolioDetailsPage, type FolioSummary } from '../components/FolioDetailsPage.tsx';

export interface FolioLoaderData {
  summary: Promise<FolioSummary | null>;
}

function load({ params, request }: LoaderFunctionArgs): FolioLoaderData {
  const accountNum = params.accountNum ?? DEFAULT_ACCOUNT_KEY;
  const summary = sessionClientResource(portfolioApi.client).then((client): Promise<FolioSummary> | null => {
    if (accountNum === COMBINED_ACCOUNT_KEY) return loadCombinedSummary(client.accounts, request.signal);
    const account = client.accounts.find((a) => a.accountNumber === accountNum);
    return account ? loadAccountSummary(account, request.signal) : null;
  });
  return { summary: deferred(summary) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'portfolio.folioDetails', load, Page: FolioDetailsPage });
