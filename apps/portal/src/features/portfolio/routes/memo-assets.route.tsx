/**
 * /client/memoAssets (spec §2 Memo assets): the loader fetches the client's memo assets afresh (a
 * named data action with the spec §8 retry count); the page shows them when they arrive.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ClientResource } from '@portal/api/browser';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { loadAttempt, retryAwareRevalidation } from '../../../shared/load/retries.ts';
import { sessionClientId } from '../../../shared/client/client-resource.ts';
import { portfolioApi } from '../api.ts';
import { MemoAssetsPage } from '../components/MemoAssetsPage.tsx';

const ROUTE_ID = 'portfolio.memoAssets';

export interface MemoAssetsLoaderData {
  assets: Promise<ClientResource['memoAssets']>;
  retries: number;
}

export function loader({ request }: LoaderFunctionArgs): MemoAssetsLoaderData {
  const assets = sessionClientId().then(async (clientId) => (await portfolioApi.client(clientId, request.signal)).memoAssets);
  return { assets: deferred(assets), retries: loadAttempt(ROUTE_ID) };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { assets, retries } = useLoaderData() as MemoAssetsLoaderData;
  return <MemoAssetsPage assets={assets} retries={retries} routeId={ROUTE_ID} />;
}
