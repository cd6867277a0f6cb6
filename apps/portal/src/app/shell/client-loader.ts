/**
 * /client/*: only for a logged-in client (or an adviser viewing one); everyone else goes to login,
 * a client with new terms to /terms. The client resource is handed over unawaited, so the shell
 * (top bar, navigation) renders at once and only the page area waits. Kept out of the lazy shell
 * chunk so it starts while that chunk downloads and before any screen's loader asks for the client.
 * Guards redirect with `replace` (here and in the other route guards): the guarded URL was never
 * shown, so it must not stay in the history for Back to bounce off.
 */
import { printModeRedirect } from '../print-mode.ts';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { ClientResource } from '@portal/api/browser';
import { refreshClientResource } from '../../shared/client/client-resource.ts';
import { loadAttempt, retryPending } from '../../shared/load/retries.ts';
import { paths } from '../../shared/paths.ts';
import { sessionHydrated, sessionStore } from '../../shared/session.ts';
import { calls } from '../../shared/api.ts';
import { newsFeed } from '../../features/news/api.ts';

export const CLIENT_ROUTE_ID = 'client';

export interface ClientLoaderData {
  client: Promise<ClientResource>;
  retries: number;
}

export async function clientLoader({ request }: LoaderFunctionArgs): Promise<ClientLoaderData> {
  const url = new URL(request.url);
  // Print mode never loads the client: the root loader sends it to the print page.
  const toPrint = printModeRedirect(url);
  if (toPrint) throw toPrint;
  await sessionHydrated();
  const session = sessionStore.get();
  if (!session || session.id === null) throw replace(paths.login.href(url.pathname + url.search));
  if (!session.termsAccepted) throw replace(paths.terms.href());
  const client = refreshClientResource(session.id, calls.client);
  // Spec §3: the news items load with the client data at start, in parallel; only /client/news waits
  // for them (a failure is forgotten there and fetched again), so the home's first paint does not.
  newsFeed(session.id).catch(() => undefined);
  // The shell's request is the client record, whichever screen below it is open.
  return { client, retries: loadAttempt(CLIENT_ROUTE_ID, paths.client.root.href()) };
}

/** The client is fetched on entering the shell and on its Retry, not on every move between screens. */
export const clientShouldRevalidate = (): boolean => retryPending(CLIENT_ROUTE_ID);
