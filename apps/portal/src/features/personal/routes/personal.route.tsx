/**
 * /client/personal (spec §2 Personal details): the loader fetches the client resource afresh (the
 * sections show what the server holds now, each with the spec §8 error banner and retry count).
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ClientResource } from '@portal/api/browser';
import { sessionClientId } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { loadAttempt, retryAwareRevalidation } from '../../../shared/load/retries.ts';
import { personalApi } from '../api.ts';
import { PersonalPage } from '../components/PersonalPage.tsx';

const ROUTE_ID = 'personal.details';

export interface PersonalLoaderData {
  client: Promise<ClientResource>;
  retries: number;
}

export function loader({ request }: LoaderFunctionArgs): PersonalLoaderData {
  const client = sessionClientId().then((clientId) => personalApi.client(clientId, request.signal));
  return { client: deferred(client), retries: loadAttempt(ROUTE_ID) };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { client, retries } = useLoaderData() as PersonalLoaderData;
  return <PersonalPage client={client} retries={retries} routeId={ROUTE_ID} />;
}
