/** The news feature's server call (spec §7): the news feed, newest first. */
import { call, routes, type NewsFeed } from '@portal/api/browser';

export const newsApi = {
  feed: (signal?: AbortSignal): Promise<NewsFeed> => call(routes.newsFeed, { signal }),
};
