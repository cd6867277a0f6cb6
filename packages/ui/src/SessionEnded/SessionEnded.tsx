/**
 * The session-ended message of spec §2 'Common interface': replaces the page content once the user
 * has been logged out (inactivity, keepalive). A status region, so it is announced when it appears,
 * with a heading and a link back to the login page.
 */
import { generalTexts } from '@portal/domain';
import { useId } from 'react';
import { Link } from '../Link/Link.tsx';
import * as styles from './SessionEnded.css.ts';
import { cx } from '../utils/cx.ts';

export interface SessionEndedProps {
  /** Where 'Log in again' goes (through the app's RouterProvider). Omit to show no link. */
  loginHref?: string;
  /** @default 'Log in again' */
  loginLabel?: string;
  /** @default 'You have been logged out' */
  title?: string;
  /** The explanation under the heading. @default generalTexts.sessionEnded */
  message?: string;
  /** Level of the heading in the page outline. @default 1 */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function SessionEnded({
  loginHref,
  loginLabel = generalTexts.sessionEndedLogin,
  title = generalTexts.sessionEndedTitle,
  message = generalTexts.sessionEnded,
  headingLevel = 1,
  className,
}: SessionEndedProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="status" aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.message}>{message}</p>
      {loginHref !== undefined && <Link href={loginHref}>{loginLabel}</Link>}
    </section>
  );
}
