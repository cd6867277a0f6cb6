/**
 * The shell's page area: a spinner while the client resource loads (the top bar and navigation show
 * at once), the load failure with the shell's Retry count (spec §8 'General'), then the screen, given
 * the client as last saved.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { ClientResource, UserSession } from '@portal/api/browser';
import { commonTexts } from '@portal/domain';
import { PageContainer, Spinner } from '@portal/ui';
import type { ClientOutletContext } from '../../shared/client/client-context.ts';
import { useUpdatedClientResource } from '../../shared/client/client-resource.ts';
import { useSettled } from '../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../shared/load/LoadFailure.tsx';
import { useRetry } from '../../shared/load/retries.ts';
import { CLIENT_ROUTE_ID, type ClientLoaderData } from './client-loader.ts';

export function ClientContent({ data, session }: { data: ClientLoaderData; session: UserSession }) {
  const retry = useRetry(CLIENT_ROUTE_ID);
  // Not suspended (issue 31 item 4): the page shows as soon as the client arrives, without waiting out
  // a Suspense reveal; the boundary below still catches what a page suspends on.
  const settled = useSettled(data.client, `client:${session.id ?? ''}`, CLIENT_ROUTE_ID);
  // In the page area only: the full-page spinner would cover the top bar and navigation.
  const loading = (
    <PageContainer>
      <Spinner label={commonTexts.loading} />
    </PageContainer>
  );
  if (settled.status === 'fulfilled')
    return (
      <Suspense fallback={loading}>
        <ClientOutlet loaded={settled.data} session={session} />
      </Suspense>
    );
  if (settled.status === 'rejected')
    return (
      <PageContainer>
        <LoadFailure thing="account information" retries={data.retries} errorCode={settled.failure.errorCode} onRetry={retry} />
      </PageContainer>
    );
  return loading;
}

/** The screens get the client as last saved (a renamed account shows on every screen without a reload). */
function ClientOutlet({ loaded, session }: { loaded: ClientResource; session: UserSession }) {
  const context: ClientOutletContext = { client: useUpdatedClientResource(loaded), session };
  return <Outlet context={context} />;
}
