/**
 * The print-only front pages (spec §2): the account/portfolio summary's (title, client name, client
 * reference, account number except for Combined, adviser with outlet id, report date) and the
 * transactions cover sheet (client name, 'Transactions', client reference, account number with
 * wrapper type, adviser name with outlet id, date range).
 */
import type { PrintPageState } from '@portal/api/browser';
import { accountLabel, accountSummaryTexts, formatDate, printTexts } from '@portal/domain';
import * as styles from './PrintPage.css.ts';

type Adviser = PrintPageState['adviser'];

const adviserText = (adviser: Adviser) =>
  adviser ? `${adviser.name}${adviser.outletId === null ? '' : ` (${printTexts.outletId} ${adviser.outletId})`}` : printTexts.noAdviser;

function Fields({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryFrontPage({ state }: { state: PrintPageState }) {
  const { page, adviser, reportDate } = state;
  if (page.kind !== 'summary') return null;
  const rows: Array<[string, string]> = [
    [printTexts.clientName, page.clientName],
    [printTexts.clientReference, String(page.clientId)],
    ...(page.accountNumber ? [[printTexts.accountNumber, page.accountNumber] as [string, string]] : []),
    [printTexts.adviser, adviserText(adviser)],
    [printTexts.reportDate, formatDate(reportDate)],
  ];
  return (
    <section className={styles.front} aria-labelledby="print-front-title">
      <h1 id="print-front-title" className={styles.frontTitle}>
        {page.accountNumber ? accountSummaryTexts.accountSummary : accountSummaryTexts.portfolioSummary}
      </h1>
      <Fields rows={rows} />
    </section>
  );
}

export function TransactionsFrontPage({ state }: { state: PrintPageState }) {
  const { page, adviser } = state;
  if (page.kind !== 'transactions') return null;
  return (
    <section className={styles.front} aria-labelledby="print-front-title">
      <p>{page.clientName}</p>
      <h1 id="print-front-title" className={styles.frontTitle}>
        {printTexts.transactions}
      </h1>
      <Fields
        rows={[
          [printTexts.clientReference, String(page.clientId)],
          [printTexts.accountNumber, accountLabel(page.wrapperType, page.accountNumber)],
          [printTexts.adviser, adviserText(adviser)],
          [printTexts.dateRange, `${formatDate(page.startDate)} – ${formatDate(page.endDate)}`],
        ]}
      />
    </section>
  );
}
