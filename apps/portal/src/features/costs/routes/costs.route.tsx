/**
 * /client/costs (issue 32 item 3): the loader asks for the costs and charges of the period in the
 * address (?taxYear=2025, ?from=…&to=…, or nothing: this tax year) once the shell's client resource
 * is there; not awaited, so the page's heading paints at once.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CostsAndCharges } from '@portal/api/browser';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { costsApi, costsQueryOf } from '../api.ts';
import { CostsPage } from '../components/CostsPage.tsx';

export interface CostsLoaderData {
  costs: Promise<CostsAndCharges>;
}

function load({ request }: LoaderFunctionArgs): CostsLoaderData {
  const query = costsQueryOf(new URL(request.url).searchParams);
  const costs = sessionClientResource(costsApi.client).then((client) => costsApi.costs(client.clientId, query, request.signal));
  return { costs: deferred(costs) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'costs', load, Page: CostsPage });
