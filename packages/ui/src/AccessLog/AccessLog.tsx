/**
 * Who has looked at my account (issue 30 item 5): every visit of an adviser to the client's account,
 * newest first, a page at a time — who and from which firm, when it started and ended (or that it is in
 * progress, or timed out), the pages shown and the files downloaded. Read-only for everyone. The same
 * list serves the adviser's view of its own visits (`viewer="adviser"`: its own wording). States:
 * loading, failed (the spec §8 banner), empty, and the list (with Newer/Older when there are more pages).
 */
import { accessLogTexts as texts, formatDateTime } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from '../SignedInDevices/SignedInDevices.css.ts';

export interface AccessVisitItem {
  visitId: number;
  adviserName: string;
  firmName: string | null;
  /** ISO instants. */
  startedAt: string;
  endedAt: string | null;
  inProgress: boolean;
  /** The pages' names, in the order first shown. */
  pages: readonly string[];
  downloads: readonly { fileName: string; at: string }[];
}

export type AccessLogProps = { viewer?: 'client' | 'adviser' } & (
  | { status: 'loading' }
  | { status: 'error'; message: string; errorCode?: string; onRetry?: () => void }
  | {
      status: 'ready';
      visits: readonly AccessVisitItem[];
      /** 1-based. */
      page: number;
      pageCount: number;
      onPage: (page: number) => void;
      /** A page being fetched (the list stays, the pager waits). */
      pending?: boolean;
    }
);

function ended(visit: AccessVisitItem): string {
  if (visit.endedAt) return formatDateTime(visit.endedAt);
  return visit.inProgress ? texts.inProgress : texts.timedOut;
}

function Visit({ visit }: { visit: AccessVisitItem }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <h3 className={styles.name}>{texts.visitor(visit.adviserName, visit.firmName)}</h3>
        <dl className={styles.facts}>
          <dt className={styles.term}>{texts.started}</dt>
          <dd className={styles.detail}>{formatDateTime(visit.startedAt)}</dd>
          <dt className={styles.term}>{texts.ended}</dt>
          <dd className={styles.detail}>{ended(visit)}</dd>
          <dt className={styles.term}>{texts.pagesViewed}</dt>
          <dd className={styles.detail}>{visit.pages.length > 0 ? visit.pages.join(', ') : texts.noPages}</dd>
          <dt className={styles.term}>{texts.downloads}</dt>
          <dd className={styles.detail}>
            {visit.downloads.length > 0 ? (
              <ul className={styles.inlineList}>
                {visit.downloads.map((d, i) => (
                  <li key={`${d.at}-${i}`}>
                    {d.fileName} ({formatDateTime(d.at)})
                  </li>
                ))}
              </ul>
            ) : (
              texts.noDownloads
            )}
          </dd>
        </dl>
      </div>
    </li>
  );
}

export function AccessLog(props: AccessLogProps) {
  const adviser = props.viewer === 'adviser';
  if (props.status === 'loading') return <Spinner label={texts.title} />;
  if (props.status === 'error')
    return (
      <MessageBanner severity="error" errorCode={props.errorCode} onRetry={props.onRetry}>
        {props.message}
      </MessageBanner>
    );
  const { visits, page, pageCount, onPage, pending = false } = props;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{adviser ? texts.adviserIntro : texts.intro}</p>
      {visits.length === 0 ? (
        <p className={styles.muted}>{adviser ? texts.adviserEmpty : texts.empty}</p>
      ) : (
        <ul className={styles.list}>
          {visits.map((visit) => (
            <Visit key={visit.visitId} visit={visit} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label={texts.pagination} className={styles.actions}>
          <Button variant="secondary" isDisabled={page <= 1 || pending} onPress={() => onPage(page - 1)}>
            {texts.previous}
          </Button>
          <span aria-live="polite">{texts.pageOf(page, pageCount)}</span>
          <Button variant="secondary" isDisabled={page >= pageCount || pending} onPress={() => onPage(page + 1)}>
            {texts.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
