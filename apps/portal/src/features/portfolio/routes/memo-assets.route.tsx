/**
 * /client/memoAssets (spec §2 Memo assets): the loader fetches the client's memo assets afresh into
 * the session cache (a named data action with the spec §8 retry count); the page shows them when
 * they arrive.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ClientResource } from '@portal/api/browser';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { refreshClientResource, sessionClientId } from '../../../shared/client/client-resource.ts';
import { portfolioApi } from '../api.ts';
import { MemoAssetsPage } from '../components/MemoAssetsPage.tsx';

export interface MemoAssetsLoaderData {
  assets: Promise<ClientResource['memoAssets']>;
}

function load({ request }: LoaderFunctionArgs): MemoAssetsLoaderData {
  const assets = sessionClientId().then(
    async (clientId) => (await refreshClientResource(clientId, portfolioApi.client, request.signal)).memoAssets,
  );
  return { assets: deferred(assets) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'portfolio.memoAssets', load, Page: MemoAssetsPage });
