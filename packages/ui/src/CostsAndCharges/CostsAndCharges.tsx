/**
 * Costs and charges (issue 32): a section per account (and Combined when there are several), each
 * with the period's cost lines in pounds and as a percentage of the average value and their total,
 * what the costs took off the return, and the next 12 months at today's charges. Every table is a
 * real table with a caption; the figures come from `costsTables`, which the PDF and CSV use too.
 */
import { costsTexts, isNegative } from '@portal/domain';
import { useId, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './CostsAndCharges.css.ts';
import { costsCellText, costsTables, hasNoCharges, type CostsCell, type CostsSectionValue, type CostsTableModel } from './costs-tables.ts';

/** One section to show: its name ('ISA 12345678', 'Combined portfolio') and its figures. */
export interface CostsAccountSection {
  name: string;
  section: CostsSectionValue;
}

export interface CostsAndChargesProps {
  /** The sections; undefined while loading, empty when the client has no open account. */
  sections?: readonly CostsAccountSection[];
  /** The period as words, in every table's caption ('06.04.26 to 28.11.26'). */
  period?: string;
  /** False: the data hold no retained cash interest, and the page says why that line is £0.00. @default true */
  cashInterestRetainedKnown?: boolean;
  /** Shows a spinner. @default false */
  isLoading?: boolean;
  /** Shown instead of the sections when they could not be loaded (e.g. a LoadFailure with retry). */
  error?: ReactNode;
  /** Level of each section's heading; its parts are one below. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

export function CostsAndCharges({
  sections,
  period = '',
  cashInterestRetainedKnown = true,
  isLoading = false,
  error,
  headingLevel = 2,
  className,
}: CostsAndChargesProps) {
  if (error) return <div className={cx(styles.root, className)}>{error}</div>;
  if (isLoading || !sections) {
    return (
      <div className={cx(styles.root, styles.placeholder, className)}>
        <Spinner label={costsTexts.loading} />
      </div>
    );
  }
  if (sections.length === 0) {
    return (
      <div className={cx(styles.root, className)}>
        <p className={styles.message}>{costsTexts.noAccounts}</p>
      </div>
    );
  }
  return (
    <div className={cx(styles.root, className)}>
      {sections.map(({ name, section }) => (
        <CostsSection key={section.accountsKey} name={name} section={section} period={period} headingLevel={headingLevel} />
      ))}
      <p className={styles.note}>{costsTexts.fundCostsNote}</p>
      {!cashInterestRetainedKnown && <p className={styles.note}>{costsTexts.cashInterestUnknown}</p>}
    </div>
  );
}

function CostsSection({
  name,
  section,
  period,
  headingLevel,
}: {
  name: string;
  section: CostsSectionValue;
  period: string;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const [costs, effect, nextYear] = costsTables(name, section, period) as [CostsTableModel, CostsTableModel, CostsTableModel];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <H id={headingId} className={styles.sectionTitle}>
        {name}
      </H>
      {hasNoCharges(section) && <p className={styles.message}>{costsTexts.noCharges}</p>}
      <CostsTable table={costs} />
      <Sub className={styles.subTitle}>{costsTexts.effectTitle}</Sub>
      {section.returnWithCostsPercent === null && <p className={styles.message}>{costsTexts.noReturn}</p>}
      <CostsTable table={effect} />
      <p className={styles.note}>{costsTexts.effectNote}</p>
      <Sub className={styles.subTitle}>{costsTexts.nextYearTitle}</Sub>
      <CostsTable table={nextYear} />
      <p className={styles.note}>{costsTexts.nextYearNote}</p>
    </section>
  );
}

function Figure({ cell }: { cell: CostsCell }) {
  const negative = cell.kind !== 'none' && cell.value !== null && isNegative(cell.value);
  return <span className={negative ? styles.negative : undefined}>{costsCellText(cell)}</span>;
}

function Row({ row }: { row: CostsTableModel['rows'][number] }) {
  return (
    <tr className={row.isTotal ? styles.totalRow : undefined}>
      <th scope="row" className={cx(styles.rowHeader, row.isTotal && styles.totalHeader)}>
        {row.label}
      </th>
      {row.cells.map((cell, i) => (
        <td key={i} className={styles.numeric}>
          <Figure cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/** One table: its caption, column headers, the rows, and the total row in the foot. */
export function CostsTable({ table, className }: { table: CostsTableModel; className?: string }) {
  const body = table.rows.filter((r) => !r.isTotal);
  const totals = table.rows.filter((r) => r.isTotal);
  return (
    // Three short columns fit a 320 px screen (row headers and column headers wrap): no scroll region, no extra tab stop.
    <div className={cx(styles.wrap, className)} data-costs-part={table.part}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, i) => (
              <th key={column} scope="col" className={i === 0 ? styles.headFirst : styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </tbody>
        {totals.length > 0 && (
          <tfoot>
            {totals.map((row) => (
              <Row key={row.label} row={row} />
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}
