/**
 * /client/personal (spec §2 Personal details): the loader fetches the client resource afresh into the
 * session cache (the sections show what the server holds now, each with the spec §8 error banner and retry count).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ClientResource } from '@portal/api/browser';
import { refreshClientResource, sessionClientId } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { personalApi } from '../api.ts';
import { PersonalPage } from '../components/PersonalPage.tsx';

export interface PersonalLoaderData {
  client: Promise<ClientResource>;
}

function load({ request }: LoaderFunctionArgs): PersonalLoaderData {
  const client = sessionClientId().then((clientId) => refreshClientResource(clientId, personalApi.client, request.signal));
  return { client: deferred(client) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'personal.details', load, Page: PersonalPage });
