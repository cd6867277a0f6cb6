/** The news feed (spec §2 News, §3): one list for every logged-in user, newest first (the repository's order). */
import type { Kysely } from 'kysely';
import type { NewsItem } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { loadNews } from './repository.ts';

export const newsFeed = (db: Kysely<Database>): Promise<NewsItem[]> => loadNews(db);
