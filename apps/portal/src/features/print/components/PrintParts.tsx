/** The print page's cards and label–value lines, shared by every printed page. */
import type { ReactNode } from 'react';
import * as styles from './PrintPage.css.ts';

export function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function Lines({ lines }: { lines: Array<{ label: string; value: string }> }) {
  return (
    <dl className={styles.fields}>
      {lines.map((l, i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>{l.label}</dt>
          <dd style={{ margin: 0 }}>{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}
