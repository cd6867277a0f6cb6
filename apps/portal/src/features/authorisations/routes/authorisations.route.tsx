/** /client/authorisations (spec §2 Authorisations): the loader starts the fee authority (not awaited); the page shows it. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AdHocFeeAuth } from '@portal/api/browser';
import { sessionHydrated } from '../../../shared/session.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { authorisationsApi } from '../api.ts';
import { AuthorisationsPage } from '../components/AuthorisationsPage.tsx';

export interface AuthorisationsLoaderData {
  feeAuth: Promise<AdHocFeeAuth>;
}

function load({ request }: LoaderFunctionArgs): AuthorisationsLoaderData {
  return { feeAuth: deferred(sessionHydrated().then(() => authorisationsApi.adHocFeeAuth(request.signal))) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'authorisations', load, Page: AuthorisationsPage });
