/**
 * The access-denied view of spec §2: a route the user's roles do not allow shows this instead of
 * its content (the role itself is never named). A region named by its heading, with the message.
 */
import { generalTexts } from '@portal/domain';
import { useId } from 'react';
import * as styles from './AccessDenied.css.ts';
import { cx } from '../utils/cx.ts';

export interface AccessDeniedProps {
  /** The page's title, as the heading (e.g. 'Transactions'). */
  title: string;
  /** @default 'You do not have access to this page.' */
  message?: string;
  /** @default 1 */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function AccessDenied({ title, message = generalTexts.accessDenied, headingLevel = 1, className }: AccessDeniedProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.message}>{message}</p>
    </section>
  );
}
