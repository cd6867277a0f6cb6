/** The news items (news_items), newest first. */
import type { Kysely } from 'kysely';
import type { NewsItem } from '@portal/api';
import type { Database } from '../../db/schema.ts';

export async function loadNews(db: Kysely<Database>): Promise<NewsItem[]> {
  const rows = await db.selectFrom('news_items').selectAll().orderBy('published_at', 'desc').orderBy('article_id', 'desc').execute();
  return rows.map((r) => ({
    articleId: r.article_id,
    title: r.title,
    date: r.published_at.toISOString(),
    content: r.content,
    links: r.links,
  }));
}
