/**
 * One news item (spec §2 News, §3): the title as a disclosure toggle (starting expanded), 'Added' plus
 * the date, the multi-line content with its line breaks kept, and the first link opening in a new tab.
 */
import { DEFAULT_DATE_FORMAT, commonTexts, formatDate, newsTexts, toLondonDate } from '@portal/domain';
import type { DateFormat } from '@portal/domain';
import { Button, Disclosure, DisclosurePanel, Heading, Link } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './NewsItem.css.ts';
import { cx } from '../utils/cx.ts';

export interface NewsLink {
  rel?: string;
  href: string;
}

/** A news item as the server sends it (spec §3). */
export interface NewsArticle {
  articleId: string | number;
  title: string;
  /** ISO date or timestamp. */
  date: string;
  content: string;
  links?: readonly NewsLink[];
}

/** The item's words; the defaults are `newsTexts` and `commonTexts` from @portal/domain. */
export interface NewsItemLabels {
  /** Before the date. @default 'Added' */
  added: string;
  /** The first link's text. @default newsTexts.readMore */
  readMore: string;
  /** @default commonTexts.opensInNewTab */
  opensInNewTab: string;
}

export const defaultNewsItemLabels: NewsItemLabels = {
  added: newsTexts.added,
  readMore: newsTexts.readMore,
  opensInNewTab: commonTexts.opensInNewTab,
};

export interface NewsItemProps {
  article: NewsArticle;
  /** The title's heading level, under the page's own heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** @default true (spec: items start expanded) */
  defaultExpanded?: boolean;
  /** Controlled expansion (optional). */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  /** @default DEFAULT_DATE_FORMAT ('DD.MM.YY') */
  dateFormat?: DateFormat;
  /** Pass only the words to change. */
  labels?: Partial<NewsItemLabels>;
  className?: string;
}

export function NewsItem({
  article,
  headingLevel = 3,
  defaultExpanded = true,
  isExpanded,
  onExpandedChange,
  dateFormat = DEFAULT_DATE_FORMAT,
  labels,
  className,
}: NewsItemProps) {
  const text = { ...defaultNewsItemLabels, ...labels };
  // Only https links are followed (ASVS 1.2.2): a javascript:, data: or plain-http one from the back office is not shown.
  const link = (article.links ?? []).slice(0, 1).find((l) => /^https:\/\//i.test(l.href));
  return (
    <Disclosure
      className={cx(styles.item, className)}
      defaultExpanded={defaultExpanded}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{article.title}</span>
          <Icon name="chevronDown" size={20} className={styles.chevron} />
        </Button>
      </Heading>
      <p className={styles.added}>
        {text.added} <time dateTime={toLondonDate(article.date) ?? undefined}>{formatDate(article.date, dateFormat)}</time>
      </p>
      {/* The panel itself is left unstyled so RAC's hiding of it (hidden="until-found") is not overridden. */}
      <DisclosurePanel>
        <div className={styles.panel}>
          <p className={styles.content}>{article.content}</p>
          {link && (
            <Link className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
              {text.readMore} <span className={visuallyHidden}>{text.opensInNewTab}</span>
              <Icon name="external" size={16} />
            </Link>
          )}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
