/** /client/authorisations (spec §2 Authorisations): the loader starts the fee authority (not awaited); the page shows it. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdHocFeeAuth } from '@portal/api/browser';
import { sessionHydrated } from '../../../shared/session.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { loadAttempt, retryAwareRevalidation } from '../../../shared/load/retries.ts';
import { authorisationsApi } from '../api.ts';
import { AuthorisationsPage } from '../components/AuthorisationsPage.tsx';

const ROUTE_ID = 'authorisations';

export interface AuthorisationsLoaderData {
  feeAuth: Promise<AdHocFeeAuth>;
  retries: number;
}

export function loader({ request }: LoaderFunctionArgs): AuthorisationsLoaderData {
  return {
    feeAuth: deferred(sessionHydrated().then(() => authorisationsApi.adHocFeeAuth(request.signal))),
    retries: loadAttempt(ROUTE_ID),
  };
}

export const shouldRevalidate = retryAwareRevalidation(ROUTE_ID);

export function Component() {
  const { feeAuth, retries } = useLoaderData() as AuthorisationsLoaderData;
  return <AuthorisationsPage feeAuth={feeAuth} retries={retries} routeId={ROUTE_ID} />;
}
