/**
 * Print mode's pieces (spec §2): the print-only front page (a title, an optional lead line, and
 * label/value fields) and a plain table whose header row repeats on every printed page, figures kept
 * on one line. Copy comes through props; the portal fills them from the print service's page state.
 */
import { useId } from 'react';
import * as styles from './PrintReport.css.ts';

export interface PrintFrontPageProps {
  title: string;
  /** A line above the title (the transactions cover sheet starts with the client name). */
  lead?: string;
  fields: ReadonlyArray<readonly [label: string, value: string]>;
}

export function PrintFrontPage({ title, lead, fields }: PrintFrontPageProps) {
  const titleId = useId();
  return (
    <section className={styles.front} aria-labelledby={titleId}>
      {lead && <p className={styles.lead}>{lead}</p>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Money, units and percentages: right-aligned and never wrapped (a wrapped '-' would split a figure). */
const NUMERIC = /^-?£?-?[\d,]+(\.\d+)?%?$/;

export interface PrintTableProps {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

export function PrintTable({ caption, columns, rows }: PrintTableProps) {
  const captionId = useId();
  return (
    // On a narrow screen (the page opened in a phone's browser) a wide table scrolls in its own labelled,
    // focusable region instead of the page (WCAG 1.4.10); on paper the region lets the table run on.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroll}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className={NUMERIC.test(cell) ? styles.numeric : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
