/**
 * A full-page error message (spec §2 Common interface: the 'Oops' and 'Sorry' pages): a heading,
 * the explanation, and the page's actions (Refresh, a link to contacts).
 */
import { useId, type ReactNode } from 'react';
import * as styles from './ErrorPage.css.ts';

export interface ErrorPageProps {
  title: string;
  children: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

export function ErrorPage({ title, children, actions }: ErrorPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
