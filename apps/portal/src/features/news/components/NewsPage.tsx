/**
 * /client/news (spec §2 News, §8, §9): '{product} news' (the product name omitted), a Home link, the
 * items newest first — 5, then 5 more per scroll up to the total — and home instead when there are
 * none and no error. A failed fetch shows the spec's warning with the error's own text.
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { NewsFeed } from '@portal/api/browser';
import { NEWS_PAGE_STEP, newsTexts } from '@portal/domain';
import { Link, NewsList, PageContainer, PageHeading, Spinner } from '@portal/ui';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { paths } from '../../../shared/paths.ts';
import * as styles from './NewsPage.css.ts';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function NewsItems({ items }: { items: NewsFeed }) {
  const [visibleCount, setVisibleCount] = useState(NEWS_PAGE_STEP);
  if (items.length === 0) return <Navigate to={paths.client.home.href()} replace />;
  return (
    <NewsList
      items={items}
      visibleCount={visibleCount}
      onShowMore={() => setVisibleCount((count) => Math.min(count + NEWS_PAGE_STEP, items.length))}
    />
  );
}

export function NewsPage({ feed }: { feed: Promise<NewsFeed> }) {
  return (
    <PageContainer>
      <PageHeading>{newsTexts.heading}</PageHeading>
      <Link className={styles.homeLink} href={paths.client.home.href()}>
        {newsTexts.home}
      </Link>
      <Deferred
        resolve={feed}
        context="news"
        fallback={<Spinner label={newsTexts.heading} />}
        failure={({ error }) => <NewsList items={[]} visibleCount={0} error={errorText(error) || newsTexts.loadFailed} />}
      >
        {(items) => <NewsItems items={items} />}
      </Deferred>
    </PageContainer>
  );
}
