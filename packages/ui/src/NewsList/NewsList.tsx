/**
 * The news list (spec §2 News, §8, §9): newest first, at most 860 px wide, showing `visibleCount`
 * items and asking for more when scrolled to its end (or from 'Show more news'); on a failed fetch,
 * the spec's warning with the error's own text.
 */
import { newsTexts } from '@portal/domain';
import { useCallback, useRef } from 'react';
import { LoadMore } from '../LoadMore/LoadMore.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { NewsItem } from '../NewsItem/NewsItem.tsx';
import type { NewsArticle, NewsItemLabels } from '../NewsItem/NewsItem.tsx';
import * as styles from './NewsList.css.ts';
import { cx } from '../utils/cx.ts';

/** The list's words; the defaults are `newsTexts` from @portal/domain. */
export interface NewsListLabels extends NewsItemLabels {
  /** The warning's title on a failed fetch. @default newsTexts.loadFailed */
  loadFailed: string;
  /** @default newsTexts.showMore */
  showMore: string;
}

export interface NewsListProps {
  items: readonly NewsArticle[];
  /** How many to show (the portal starts at 5 and adds NEWS_PAGE_STEP per request). */
  visibleCount: number;
  /** Asked when the end is scrolled within 30 px or 'Show more news' is pressed, while items remain. */
  onShowMore?: () => void;
  /** The fetch's error text: shown under the spec's warning instead of the items. */
  error?: string | null;
  /** Heading level of each item's title. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Pass only the words to change. */
  labels?: Partial<NewsListLabels>;
  className?: string;
}

const newestFirst = (a: NewsArticle, b: NewsArticle) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

export function NewsList({ items, visibleCount, onShowMore, error, headingLevel = 2, labels, className }: NewsListProps) {
  const text = { loadFailed: newsTexts.loadFailed, showMore: newsTexts.showMore, ...labels };
  const list = useRef<HTMLUListElement>(null);
  const focusItem = useCallback((index: number) => {
    list.current?.querySelectorAll<HTMLElement>(':scope > li button[slot="trigger"]')[index]?.focus();
  }, []);
  if (error) {
    return (
      <div className={cx(styles.root, className)}>
        <MessageBanner severity="warning" title={text.loadFailed}>
          {error}
        </MessageBanner>
      </div>
    );
  }
  // The server's order is not relied on: the spec wants the newest first.
  const shown = [...items].sort(newestFirst).slice(0, Math.max(0, visibleCount));
  return (
    <div className={cx(styles.root, className)}>
      <ul ref={list} className={styles.list}>
        {shown.map((article) => (
          <li key={article.articleId}>
            <NewsItem article={article} headingLevel={headingLevel} labels={labels} />
          </li>
        ))}
      </ul>
      {onShowMore && (
        <LoadMore
          hasMore={shown.length < items.length}
          onLoadMore={onShowMore}
          itemCount={shown.length}
          focusItem={focusItem}
          label={text.showMore}
        />
      )}
    </div>
  );
}
