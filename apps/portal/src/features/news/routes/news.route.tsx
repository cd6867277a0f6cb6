/** /client/news (spec §2 News): the loader takes the feed loaded at start (else fetches it, not awaited); the page shows it. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { NewsFeed } from '@portal/api/browser';
import { sessionClientId } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { newsFeed } from '../api.ts';
import { NewsPage } from '../components/NewsPage.tsx';

export interface NewsLoaderData {
  feed: Promise<NewsFeed>;
}

function load({ request }: LoaderFunctionArgs): NewsLoaderData {
  return { feed: deferred(sessionClientId().then((clientId) => newsFeed(clientId, request.signal))) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'news', load, Page: NewsPage, revalidate: 'default' });
