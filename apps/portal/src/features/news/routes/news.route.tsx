/** /client/news (spec §2 News): the loader starts the feed (not awaited); the page shows it. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { NewsFeed } from '@portal/api/browser';
import { sessionHydrated } from '../../../shared/session.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { defineRoute } from '../../../shared/load/define-route.tsx';
import { newsApi } from '../api.ts';
import { NewsPage } from '../components/NewsPage.tsx';

export interface NewsLoaderData {
  feed: Promise<NewsFeed>;
}

function load({ request }: LoaderFunctionArgs): NewsLoaderData {
  return { feed: deferred(sessionHydrated().then(() => newsApi.feed(request.signal))) };
}

export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'news', load, Page: NewsPage, revalidate: 'default' });
