/**
 * The support console's queue (issue 13): waiting conversations with how long each has waited, the
 * client's name and reference (or a visitor's e-mail) and a Claim button; below, the agent's own
 * conversations to pick from. Nothing of a client's portfolio is shown.
 */
import { SUPPORT_CONSOLE } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './SupportQueue.css.ts';

export interface QueueEntry {
  conversationId: number;
  clientName: string;
  clientReference: number | null;
  visitorEmail: string | null;
  waitingSeconds?: number;
}

export type SupportQueueLabels = typeof SUPPORT_CONSOLE;

export interface SupportQueueProps {
  waiting: QueueEntry[];
  mine: QueueEntry[];
  selectedId?: number | null;
  /** The conversation being claimed (its button shows pending). */
  claimingId?: number | null;
  onClaim: (conversationId: number) => void;
  onSelect: (conversationId: number) => void;
  labels?: Partial<SupportQueueLabels>;
}

function Who({ entry, labels }: { entry: QueueEntry; labels: SupportQueueLabels }) {
  return (
    <span className={styles.who}>
      <strong>{entry.clientName}</strong>
      <span className={styles.muted}>
        {entry.clientReference !== null
          ? `${labels.reference}: ${entry.clientReference}`
          : `${labels.visitor} · ${entry.visitorEmail ?? ''}`}
      </span>
    </span>
  );
}

export function SupportQueue({
  waiting,
  mine,
  selectedId = null,
  claimingId = null,
  onClaim,
  onSelect,
  labels: custom,
}: SupportQueueProps) {
  const labels = { ...SUPPORT_CONSOLE, ...custom };
  return (
    <>
      <section className={styles.section} aria-labelledby="support-queue-waiting">
        <h2 id="support-queue-waiting" className={styles.heading}>
          {labels.queue} ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <p className={styles.empty}>{labels.empty}</p>
        ) : (
          <ul className={styles.list}>
            {waiting.map((entry) => (
              <li key={entry.conversationId} className={styles.item}>
                <Who entry={entry} labels={labels} />
                <span className={styles.muted}>{labels.waitingFor(Math.floor((entry.waitingSeconds ?? 0) / 60))}</span>
                <Button
                  onPress={() => onClaim(entry.conversationId)}
                  isPending={claimingId === entry.conversationId}
                  aria-label={`${labels.claim}: ${entry.clientName}`}
                >
                  {labels.claim}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="support-queue-mine">
        <h2 id="support-queue-mine" className={styles.heading}>
          {labels.mine} ({mine.length})
        </h2>
        <ul className={styles.list}>
          {mine.map((entry) => (
            <li key={entry.conversationId} className={cx(styles.item, entry.conversationId === selectedId && styles.selected)}>
              <Who entry={entry} labels={labels} />
              <Button
                variant="secondary"
                onPress={() => onSelect(entry.conversationId)}
                aria-pressed={entry.conversationId === selectedId}
                aria-label={`${labels.reply}: ${entry.clientName}`}
              >
                {labels.reply}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
