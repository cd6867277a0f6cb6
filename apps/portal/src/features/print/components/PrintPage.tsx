/**
 * Print mode's page (spec §2): no navigation, side menu, top bar, fact-sheet links or timers, and no
 * client data load — it renders the page state the print service holds for `uuid` (one read) and
 * then marks the body ready (`data-print-ready`), which is what the print browser waits for.
 */
import { useEffect, type ReactNode } from 'react';
import type { CostsPageState, PrintPageState, SummaryPageState, TransactionsPageState } from '@portal/api/browser';
import { printTexts } from '@portal/domain';
import { PrintTable } from '@portal/ui';
import { CostsFrontPage, SummaryFrontPage, TransactionsFrontPage } from './FrontPage.tsx';
import * as styles from './PrintPage.css.ts';

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Lines({ lines }: { lines: Array<{ label: string; value: string }> }) {
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

function SummaryBody({ page }: { page: SummaryPageState }) {
  return (
    <>
      <Card title={page.heading}>
        <p className={styles.hero}>
          {page.valueLabel}: {page.value}
        </p>
        <Lines lines={page.lines} />
      </Card>
      <PrintTable caption={printTexts.holdings} columns={page.holdings.columns} rows={page.holdings.rows} />
      {/* Spec §2: the model portfolio is printed at the end. */}
      {page.model && (
        <Card title={printTexts.modelPortfolio} className={styles.last}>
          <Lines lines={page.model} />
        </Card>
      )}
    </>
  );
}

function TransactionsBody({ page }: { page: TransactionsPageState }) {
  return <PrintTable caption={printTexts.transactions} columns={page.columns} rows={page.rows} />;
}

/** Costs and charges: a card per account with its tables, as the page shows them, then the notes. */
function CostsBody({ page }: { page: CostsPageState }) {
  return (
    <>
      {page.sections.map((section, i) => (
        <Card key={i} title={section.name}>
          {section.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          {section.tables.map((table) => (
            <PrintTable key={table.caption} caption={table.caption} columns={table.columns} rows={table.rows} />
          ))}
        </Card>
      ))}
      {page.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  );
}

export function PrintPage({ state }: { state: PrintPageState | null }) {
  useEffect(() => {
    document.body.dataset.printReady = state ? 'true' : 'failed';
  }, [state]);
  if (!state) return <p role="alert">{printTexts.stateMissing}</p>;
  return (
    <main className={styles.page} data-print-product={state.page.kind}>
      {state.page.kind === 'summary' ? (
        <>
          <SummaryFrontPage state={state} />
          <SummaryBody page={state.page} />
        </>
      ) : state.page.kind === 'costs' ? (
        <>
          <CostsFrontPage state={state} />
          <CostsBody page={state.page} />
        </>
      ) : (
        <>
          <TransactionsFrontPage state={state} />
          <TransactionsBody page={state.page} />
        </>
      )}
    </main>
  );
}
