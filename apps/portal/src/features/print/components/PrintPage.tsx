/**
 * Print mode's page (spec §2): no navigation, side menu, top bar, fact-sheet links or timers, and no
 * client data load — it renders the page state the print service holds for `uuid` (one read) and
 * then marks the body ready (`data-print-ready`), which is what the print browser waits for.
 * `printRoute` decides the page (Combined folio details when none is given): a state that is not
 * that page's is not printed.
 */
import { lazy, Suspense, useEffect } from 'react';
import {
  isPrintRoutePage,
  type CostsPageState,
  type CostsPrintPage,
  type PrintPageState,
  type SummaryPageState,
  type TransactionsPageState,
} from '@portal/api/browser';
import { printTexts } from '@portal/domain';
import { PrintTable } from '@portal/ui';
import { costsPageState, costsSections } from '../../../shared/costs-report.ts';
import { summarySheet } from '../summary-sheet.ts';
import { transactionsSheet } from '../transactions-sheet.ts';
import { CostsFrontPage, SummaryFrontPage, TransactionsFrontPage } from './FrontPage.tsx';
import { Card, Lines } from './PrintParts.tsx';
import * as styles from './PrintPage.css.ts';

// Analysis's print (its chart draws with d3) loads only for an analysis state; it marks the page ready itself once drawn.
const AnalysisPrint = lazy(() => import('./AnalysisPrint.tsx').then((m) => ({ default: m.AnalysisPrint })));

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

function SummaryPrint({ state, page }: { state: PrintPageState; page: SummaryPageState }) {
  return (
    <>
      <SummaryFrontPage state={state} page={page} />
      <SummaryBody page={page} />
    </>
  );
}

function CostsPrint({ state, page }: { state: PrintPageState; page: CostsPageState }) {
  return (
    <>
      <CostsFrontPage state={state} page={page} />
      <CostsBody page={page} />
    </>
  );
}

function TransactionsPrint({ state, page }: { state: PrintPageState; page: TransactionsPageState }) {
  return (
    <>
      <TransactionsFrontPage state={state} page={page} />
      <TransactionsBody page={page} />
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

/** The costs page as the print lays it out, from the server's costs and the client's accounts (review L5). */
function costsSheet(page: CostsPrintPage, reportDate: string): CostsPageState {
  const data = page.costs;
  return costsPageState({
    clientId: page.clientId,
    clientName: page.clientName,
    data,
    sections: costsSections(data, page.accounts),
    reportDate,
  });
}

export interface PrintPageProps {
  state: PrintPageState | null;
  /** The page's printRoute parameter: it decides the page (spec §2; Combined folio details when absent). */
  printRoute?: string | null;
}

/** Whether the state is the page `printRoute` decides (spec §2 Print mode). */
function isRoutesPage(state: PrintPageState, printRoute: string | null | undefined): boolean {
  const { page } = state;
  return isPrintRoutePage(printRoute, page.kind, page.accountNumber);
}

export function PrintPage({ state: held, printRoute = null }: PrintPageProps) {
  const state = held && isRoutesPage(held, printRoute) ? held : null;
  const analysis = state?.page.kind === 'analysis';
  useEffect(() => {
    if (!analysis) document.body.dataset.printReady = state ? 'true' : 'failed';
  }, [state, analysis]);
  // A state for another page than the route's is no print of this page: as good as gone.
  if (!state) return <p role="alert">{printTexts.stateMissing}</p>;
  return (
    <main className={styles.page} data-print-product={state.page.kind}>
      {state.page.kind === 'analysis' ? (
        <Suspense fallback={null}>
          <AnalysisPrint state={state} page={state.page} />
        </Suspense>
      ) : state.page.kind === 'summary' ? (
        <SummaryPrint state={state} page={summarySheet(state.page)} />
      ) : state.page.kind === 'costs' ? (
        <CostsPrint state={state} page={costsSheet(state.page, state.reportDate)} />
      ) : (
        <TransactionsPrint state={state} page={transactionsSheet(state.page)} />
      )}
    </main>
  );
}
