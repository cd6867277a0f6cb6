/**
 * /adviser (spec §2): only for an adviser; a client goes to its portal, a logged-out user to login.
 * The loader starts the firm list (visible locations); the page shows it when it arrives.
 */
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdviserLocationNode } from '@portal/api/browser';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { paths } from '../../../shared/paths.ts';
import { isAdviser, sessionHydrated, sessionStore } from '../../../shared/session.ts';
import { adviserCalls } from '../api.ts';
import { AdviserPage } from '../components/AdviserPage.tsx';

export interface AdviserLoaderData {
  locations: Promise<AdviserLocationNode[]>;
}

async function load({ request }: LoaderFunctionArgs): Promise<AdviserLoaderData> {
  await sessionHydrated();
  const session = sessionStore.get();
  if (!session) throw replace(paths.login.href(paths.adviser.href()));
  // An impersonating adviser may come back here too: choosing another client is allowed.
  if (!isAdviser(session)) throw replace(paths.client.root.href());
  return { locations: deferred(adviserCalls.visibleLocations(request.signal)) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'adviser', load, Page: AdviserPage, revalidate: 'default' });
