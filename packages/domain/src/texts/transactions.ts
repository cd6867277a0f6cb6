// Transactions and income history (spec §2, §5, §8).
import { DATE_TYPES } from '../date-ranges.ts';

export const TRANSACTION_COLUMNS = {
  effectiveDate: 'Effective date',
  processedDate: 'Processed date',
  reportingDate: 'Reporting date',
  description: 'Description',
  units: 'Units',
  price: 'Price',
  fees: 'Fees',
  amount: 'Amount',
  cashBalance: 'Cash balance',
} as const;

export const transactionsTexts = {
  title: 'Transactions',
  heading: 'Transaction history',
  searchPlaceholder: 'search transactions..',
  filterTransactions: 'Filter transactions',
  showAll: 'Show all',
  hideAll: 'Hide all',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  columns: TRANSACTION_COLUMNS,
  dateTypes: DATE_TYPES,
  allTransactions: 'All transactions',
  selectAll: 'Select all',
  totals: 'Totals',
  feesAndCharges: 'Fees and charges',
  adviceFeeInitial: 'Advice fee (initial)',
  productFees: 'Product fees',
  suggestionGroupAssets: 'Assets',
  suggestionGroupTransactionTypes: 'Transaction Types',
  paidToBankAccount: (sortCode: string, accountNumber: string): string => `Paid to bank account ${sortCode} / ${accountNumber}`,
  cannotDisplay: 'Transactions cannot be displayed for the selected account, please contact support.',
  noData: 'No transactions have occurred within the selected date period. Please extend your date range.',
  taxYearWarning:
    'Please take care when filtering transactions to determine contributions within the tax year as the date filtering of this tool applies to the effective and processed dates of the payments only.',
  taxYearExecutionDateHint: "Please use the 'execution date' option if you want to include the buys resulting from the payments.",
  /** An unsettled transfer event: its status in brackets after the description (spec §4). */
  withEventStatus: (description: string, eventStatus: string): string => `${description} (${eventStatus})`,
  /**
   * An unsettled order: the description gets the order status plus the expected cash settlement
   * date when known (spec §4; the exact wording is not shown, so this joining is ours).
   */
  withOrderStatus: (description: string, orderStatus: string, expectedSettlementDate?: string): string =>
    expectedSettlementDate ? `${description} - ${orderStatus} ${expectedSettlementDate}` : `${description} - ${orderStatus}`,
  /** CSV export: the leading Type column and its values (spec §9; blank for totals rows). */
  csvTypeColumn: 'Type',
  csvTransaction: 'Transaction',
  csvSubTransaction: 'Sub transaction',
  // Words of the transaction components that the spec does not show; ours, kept here so the UI
  // and its tests share them.
  /** Accessible name of the transaction table and of its card list on narrow screens. */
  tableLabel: 'Transactions',
  /** Shown while the first page of events is loading. */
  loading: 'Loading transactions',
  /** Shown while further pages stream in under rows already shown. */
  loadingMore: 'Loading more transactions',
  /** Shown when filters or a search leave no rows (the data itself is not empty). */
  noMatchingTransactions: 'No transactions match the selected filters.',
  /** Accessible name of an event's expand button; aria-expanded carries the state. */
  rowDetails: (description: string, effectiveDate: string): string =>
    effectiveDate ? `Details of ${description} on ${effectiveDate}` : `Details of ${description}`,
  /** Accessible name of the fee cell's tooltip trigger. */
  feeDetails: (description: string): string => `Fee details of ${description}`,
  /** Accessible name of a group's 'Select all' checkbox ('Select all' stays the visible label). */
  selectAllInGroup: (high: string): string => `Select all ${high}`,
  searchLabel: 'Search transactions',
  clearSearch: 'Clear search',
  dateTypeLabel: 'Date type',
  /** Accessible names of the page's selectors (the spec shows no visible labels). */
  accountSelectorLabel: 'Account', // spec wording not shown
  /** The default account key stays 'default' (several active accounts): nothing is loaded yet. */
  chooseAccount: 'Choose an account to see its transactions.', // spec wording not shown
} as const;

export const incomeHistoryTexts = {
  title: 'Income history', // spec wording not shown
  back: 'Back',
  /** Payments were loaded but none qualifies in the range. */
  noPayments: 'No income payments were made within the selected date period.', // spec wording not shown
  loading: 'Loading income history', // spec wording not shown
  columns: {
    effectiveDate: 'Effective date',
    description: 'Description',
    amount: 'Amount',
  },
} as const;
