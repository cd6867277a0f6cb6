/**
 * The documents list (spec §2 Documents, §3, §4): newest first as given, a filled dot for unread and an
 * outlined one for read (each with a text alternative), the name opening the PDF in a new tab, and the
 * end of the list asking for the next page on scroll or from a 'Load more' button. Presentational: the
 * portal holds the pages (an async list), marks documents read and maps errors to words.
 */
import { DEFAULT_DATE_FORMAT, commonTexts, documentsTexts, formatDate, isDocumentRead, toLondonDate } from '@portal/domain';
import type { DateFormat } from '@portal/domain';
import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-aria-components';
import { LoadMore } from '../LoadMore/LoadMore.tsx';
import { MarkAsReadWarning } from '../MarkAsReadWarning/MarkAsReadWarning.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { visuallyHidden } from '../utils/visuallyHidden.css.ts';
import * as styles from './DocumentList.css.ts';
import { cx } from '../utils/cx.ts';

export interface DocumentListItem {
  documentId: number | string;
  displayName: string;
  /** The category as shown (None already read as 'Miscellaneous': domain `documentCategoryLabel`). */
  categoryLabel: string;
  /** When it was sent: ISO date or timestamp. */
  sentDate: string;
  accountNumber: string | null;
  /** How the account reads ('ISA 1234567'). @default the account number */
  accountLabel?: string;
  /** Null while unread; set (optimistically, then by the server) once opened. */
  firstOpenDate: string | null;
  /** Marking it read failed after the retries: shows the warning icon. */
  warning?: boolean;
  /** The PDF. */
  href: string;
}

/** The list's words; the defaults are `documentsTexts` and `commonTexts` from @portal/domain. */
export interface DocumentListLabels {
  /** The list's accessible name. @default 'Documents' */
  list: string;
  /** @default documentsTexts.unread */
  unread: string;
  /** @default documentsTexts.read */
  read: string;
  columns: { document: string; date: string; category: string; account: string };
  /** @default documentsTexts.noDocuments */
  empty: string;
  /** @default documentsTexts.loadMore */
  loadMore: string;
  /** @default documentsTexts.loading */
  loading: string;
  /** @default commonTexts.opensInNewTab */
  opensInNewTab: string;
  /** @default commonTexts.tryAgain */
  retry: string;
}

export const defaultDocumentListLabels: DocumentListLabels = {
  list: documentsTexts.title,
  unread: documentsTexts.unread,
  read: documentsTexts.read,
  columns: documentsTexts.columns,
  empty: documentsTexts.noDocuments,
  loadMore: documentsTexts.loadMore,
  loading: documentsTexts.loading,
  opensInNewTab: commonTexts.opensInNewTab,
  retry: commonTexts.tryAgain,
};

export interface DocumentListProps {
  items: readonly DocumentListItem[];
  /** The name was pressed: the link opens the PDF in a new tab itself; the portal marks it read. */
  onOpen?: (document: DocumentListItem) => void;
  /** There is a next page. @default false */
  hasMore?: boolean;
  /** Asked when the list's end is scrolled within 30 px (spec §9) or 'Load more' is pressed; never while loading. */
  onLoadMore?: () => void;
  /** The first page is loading: a spinner instead of the list. @default false */
  isLoading?: boolean;
  /** The next page is loading. @default false */
  isLoadingMore?: boolean;
  /** A fetch failed: the message to show (after the rows already loaded). */
  error?: string | null;
  errorCode?: string;
  /** Shows 'Try again' with the error. */
  onRetry?: () => void;
  /** @default DEFAULT_DATE_FORMAT ('DD.MM.YY', spec §9) */
  dateFormat?: DateFormat;
  /** Pass only the words to change. */
  labels?: Partial<DocumentListLabels>;
  className?: string;
}

export function DocumentList({
  items,
  onOpen,
  hasMore = false,
  onLoadMore,
  isLoading = false,
  isLoadingMore = false,
  error,
  errorCode,
  onRetry,
  dateFormat = DEFAULT_DATE_FORMAT,
  labels,
  className,
}: DocumentListProps) {
  const text = { ...defaultDocumentListLabels, ...labels };
  const newTabHintId = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusItem = useCallback((index: number) => {
    list.current?.querySelectorAll<HTMLElement>(':scope > li a[href]')[index]?.focus();
  }, []);

  if (isLoading) {
    return (
      <div className={cx(styles.status, className)}>
        <Spinner label={text.loading} />
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)}>
      <span id={newTabHintId} hidden>
        {text.opensInNewTab}
      </span>
      {items.length > 0 ? (
        <>
          {/* Column headings for sighted desktop users; each row also names its fields for screen readers and narrow cards. */}
          <div className={styles.header} aria-hidden="true">
            <span />
            <span>{text.columns.document}</span>
            <span>{text.columns.date}</span>
            <span>{text.columns.category}</span>
            <span>{text.columns.account}</span>
          </div>
          <ul ref={list} className={styles.list} aria-label={text.list}>
            {items.map((document) => {
              const read = isDocumentRead(document);
              return (
                <li key={document.documentId} className={styles.row} data-read={read || undefined}>
                  <span className={styles.dot} data-read={read || undefined}>
                    <span className={visuallyHidden}>{read ? text.read : text.unread}</span>
                  </span>
                  <span className={styles.name}>
                    <Link
                      className={styles.link}
                      href={document.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-describedby={newTabHintId}
                      onPress={() => onOpen?.(document)}
                    >
                      {document.displayName}
                    </Link>
                    {document.warning && <MarkAsReadWarning />}
                  </span>
                  <dl className={styles.fields}>
                    <div className={styles.field}>
                      <dt className={styles.fieldLabel}>{text.columns.date}</dt>
                      <dd className={styles.fieldValue}>
                        <time dateTime={toLondonDate(document.sentDate) ?? undefined}>{formatDate(document.sentDate, dateFormat)}</time>
                      </dd>
                    </div>
                    <div className={styles.field}>
                      <dt className={styles.fieldLabel}>{text.columns.category}</dt>
                      <dd className={styles.fieldValue}>{document.categoryLabel}</dd>
                    </div>
                    {/* A document of no particular account leaves the (last) column empty. */}
                    {(document.accountLabel ?? document.accountNumber) && (
                      <div className={styles.field}>
                        <dt className={styles.fieldLabel}>{text.columns.account}</dt>
                        <dd className={styles.fieldValue}>{document.accountLabel ?? document.accountNumber}</dd>
                      </div>
                    )}
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        !error && <p className={styles.status}>{text.empty}</p>
      )}
      {error ? (
        <MessageBanner severity="error" errorCode={errorCode} onRetry={onRetry} retryLabel={text.retry}>
          {error}
        </MessageBanner>
      ) : (
        onLoadMore && (
          <LoadMore
            hasMore={hasMore}
            isLoading={isLoadingMore}
            onLoadMore={onLoadMore}
            itemCount={items.length}
            focusItem={focusItem}
            label={text.loadMore}
            loadingLabel={text.loading}
          />
        )
      )}
    </div>
  );
}
