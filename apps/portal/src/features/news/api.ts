/**
 * The news feature's server call (spec §7): the news feed, newest first. Spec §3 loads the news items
 * with the client data at start: the client shell starts `newsFeed` beside the client resource (awaited
 * by no screen but /client/news), and the news screen reads the same answer from the session cache.
 */
import { call, routes, type NewsFeed } from '@portal/api/browser';
import { sessionCache } from '../../shared/session-cache.ts';

export const newsApi = {
  feed: (signal?: AbortSignal): Promise<NewsFeed> => call(routes.newsFeed, { signal }),
};

/** The news feed's key in the session cache (shared/session-cache.ts). */
export const newsKey = (clientId: number) => `news:${clientId}`;

/** The client's news feed: the one loaded at start, else a fetch (a failed one is forgotten, so the screen asks again). */
export function newsFeed(clientId: number, signal?: AbortSignal): Promise<NewsFeed> {
  return sessionCache.read(newsKey(clientId), () => newsApi.feed(), signal);
}
