/**
 * The print-only front pages (spec §2), filled from the page state: the account/portfolio summary's
 * (title, client name, client reference, account number except for Combined, adviser with outlet id,
 * report date; with the account's type and annual advice fee it is also the spec's older-style summary) and the transactions cover sheet (client name, 'Transactions', client reference,
 * account number with wrapper type, adviser name with outlet id, date range).
 */
import type { CostsPageState, PrintPageState, SummaryPageState, TransactionsPageState } from '@portal/api/browser';
import { accountLabel, accountSummaryTexts, costsTexts, formatDate, printTexts } from '@portal/domain';
import { PrintFrontPage } from '@portal/ui';

const adviserText = ({ adviser }: PrintPageState) =>
  adviser ? `${adviser.name}${adviser.outletId === null ? '' : ` (${printTexts.outletId} ${adviser.outletId})`}` : printTexts.noAdviser;

/** The summary's front page: `page` is the summary laid out from the server's reads (summary-sheet.ts). */
export function SummaryFrontPage({ state, page }: { state: PrintPageState; page: SummaryPageState }) {
  const { reportDate } = state;
  return (
    <PrintFrontPage
      title={page.accountNumber ? accountSummaryTexts.accountSummary : accountSummaryTexts.portfolioSummary}
      fields={[
        [printTexts.clientName, page.clientName],
        [printTexts.clientReference, String(page.clientId)],
        ...(page.accountNumber ? [[printTexts.accountNumber, page.accountNumber] as const] : []),
        ...(page.accountType ? [[printTexts.accountType, page.accountType] as const] : []),
        ...(page.annualAdviceFee ? [[accountSummaryTexts.annualAdviceFee, page.annualAdviceFee] as const] : []),
        [printTexts.adviser, adviserText(state)],
        [printTexts.reportDate, formatDate(reportDate)],
      ]}
    />
  );
}

export function TransactionsFrontPage({ state, page }: { state: PrintPageState; page: TransactionsPageState }) {
  return (
    <PrintFrontPage
      lead={page.clientName}
      title={printTexts.transactions}
      fields={[
        [printTexts.clientReference, String(page.clientId)],
        [printTexts.accountNumber, accountLabel(page.wrapperType, page.accountNumber)],
        [printTexts.adviser, adviserText(state)],
        [printTexts.dateRange, `${formatDate(page.startDate)} – ${formatDate(page.endDate)}`],
      ]}
    />
  );
}

/** Costs and charges (issue 32): the client, the period, the client's adviser and the report date. */
export function CostsFrontPage({ state, page }: { state: PrintPageState; page: CostsPageState }) {
  const { reportDate } = state;
  return (
    <PrintFrontPage
      title={costsTexts.title}
      fields={[
        [printTexts.clientName, page.clientName],
        [printTexts.clientReference, String(page.clientId)],
        [printTexts.dateRange, page.period],
        [printTexts.adviser, adviserText(state)],
        [printTexts.reportDate, formatDate(reportDate)],
      ]}
    />
  );
}

/**
 * Analysis (spec §2.65): its 'Analysis' title is hidden in print mode, so the front page is titled by
 * what was analysed (the account's label, or the combined portfolio) with the client, the period,
 * the adviser and the report date — all from the server.
 */
export function AnalysisFrontPage({ state }: { state: PrintPageState }) {
  const { page, reportDate } = state;
  if (page.kind !== 'analysis') return null;
  return (
    <PrintFrontPage
      lead={page.clientName}
      title={page.heading}
      fields={[
        [printTexts.clientReference, String(page.clientId)],
        ...(page.accountNumber ? [[printTexts.accountNumber, page.accountNumber] as const] : []),
        [printTexts.dateRange, `${formatDate(page.analysis.startDate)} – ${formatDate(page.analysis.endDate)}`],
        [printTexts.adviser, adviserText(state)],
        [printTexts.reportDate, formatDate(reportDate)],
      ]}
    />
  );
}
