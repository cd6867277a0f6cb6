/** The transaction table's words, defaulting to the catalogue (`transactionsTexts` in @portal/domain). */
import { commonTexts, transactionsTexts } from '@portal/domain';
import type { TransactionColumn } from '@portal/domain';

export interface TransactionTableLabels {
  /** Column headings and card terms. @default transactionsTexts.columns */
  columns: Readonly<Record<TransactionColumn, string>>;
  /** Accessible name of an event's expand button. @default transactionsTexts.rowDetails ('Details of …') */
  rowDetails: (description: string, effectiveDate: string) => string;
  /** Accessible name of a fee tooltip's trigger. @default transactionsTexts.feeDetails ('Fee details of …') */
  feeDetails: (description: string) => string;
  /** status 'error'. @default transactionsTexts.cannotDisplay */
  cannotDisplay: string;
  /** status 'empty'. @default transactionsTexts.noData */
  noData: string;
  /** Spinner before the first page. @default 'Loading transactions' */
  loading: string;
  /** While later pages load. @default 'Loading more transactions' */
  loadingMore: string;
  /** No row passes the filters. @default 'No transactions match the selected filters.' */
  noMatchingTransactions: string;
  /** @default 'Show all' */
  showAll: string;
  /** @default 'Hide all' */
  hideAll: string;
  /** Cards: an expanded event's sub-rows past the first 3 (spec §4.28). @default 'View all' */
  viewAll: string;
  /** @default 'View less' */
  viewLess: string;
}

export const defaultTransactionTableLabels: TransactionTableLabels = {
  columns: transactionsTexts.columns,
  rowDetails: transactionsTexts.rowDetails,
  feeDetails: transactionsTexts.feeDetails,
  cannotDisplay: transactionsTexts.cannotDisplay,
  noData: transactionsTexts.noData,
  loading: transactionsTexts.loading,
  loadingMore: transactionsTexts.loadingMore,
  noMatchingTransactions: transactionsTexts.noMatchingTransactions,
  showAll: transactionsTexts.showAll,
  hideAll: transactionsTexts.hideAll,
  viewAll: commonTexts.viewAll,
  viewLess: commonTexts.viewLess,
};
