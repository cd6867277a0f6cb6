// The transactions CSV export of spec §9 and the download file names of transactions and summaries.
import { csvDecimal, toCsv, type CsvCell } from '../csv/csv.ts';
import { type DateFormat, formatDate, type IsoDate } from '../dates.ts';
import { PRICE_DECIMALS } from '../money.ts';
import { TRANSACTION_COLUMNS, transactionsTexts } from '../texts/transactions.ts';
import { totalsRow } from './filters.ts';
import { TRANSACTION_COLUMN_ORDER, TRANSACTION_UNITS_DECIMALS } from './format.ts';
import type { TransactionCells, TransactionRow } from './types.ts';

/** Dates in the CSV (spreadsheets read it as a date in en-GB). */
export const CSV_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

export interface TransactionsCsvOptions {
  /** Append the Totals row (pass whether the table shows one, see totalsRow). */
  includeTotals: boolean;
}

const withoutPound = (text: string): string => text.replace(/£/g, '');

function cells(row: TransactionCells): CsvCell[] {
  return TRANSACTION_COLUMN_ORDER.map((column): CsvCell => {
    switch (column) {
      case 'effectiveDate':
      case 'processedDate':
      case 'reportingDate':
        return formatDate(row[column], CSV_DATE_FORMAT);
      case 'description':
        return withoutPound(row.description);
      case 'units':
        return row.units === null ? null : csvDecimal(row.units, TRANSACTION_UNITS_DECIMALS);
      case 'price':
        return row.price === null ? null : csvDecimal(row.price, PRICE_DECIMALS.transaction);
      case 'fees':
      case 'amount':
      case 'cashBalance':
        return row[column];
    }
  });
}

/** The record rows of the export (header first), before CSV encoding. */
export function transactionsCsvRecords(rows: readonly TransactionRow[], { includeTotals }: TransactionsCsvOptions): CsvCell[][] {
  const records: CsvCell[][] = [[transactionsTexts.csvTypeColumn, ...TRANSACTION_COLUMN_ORDER.map((c) => TRANSACTION_COLUMNS[c])]];
  for (const row of rows) {
    records.push([transactionsTexts.csvTransaction, ...cells(row)]);
    for (const sub of row.subRows) records.push([transactionsTexts.csvSubTransaction, ...cells(sub)]);
  }
  const totals = includeTotals ? totalsRow(rows, { allSelected: false, searchActive: false }) : null;
  if (totals) records.push(['', ...cells(totals)]);
  return records;
}

/**
 * The transactions CSV text: a leading Type column ('Transaction', 'Sub transaction', blank for
 * the totals row), the nine columns, no pound signs, money as plain numbers with 2 decimals.
 * Encode with encodeIso88591 for the download.
 */
export function transactionsCsv(rows: readonly TransactionRow[], options: TransactionsCsvOptions): string {
  return toCsv(transactionsCsvRecords(rows, options));
}

/** Characters file systems refuse, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f]/g;

const compactDate = (iso: IsoDate): string => iso.replace(/-/g, '');

/**
 * The transactions export name: client name (if any), account number, start date and end date
 * joined by '-', dates as YYYYMMDD so the separator stays unambiguous, then the extension:
 * 'Jane Smith-12345678-20240406-20250405.csv'.
 */
export function transactionsCsvFileName(
  {
    clientName,
    accountNumber,
    startDate,
    endDate,
  }: { clientName?: string | null; accountNumber: string | number; startDate: IsoDate; endDate: IsoDate },
  extension: 'csv' | 'pdf' = 'csv',
): string {
  const name = (clientName ?? '').replace(UNSAFE_FILE_CHARS, '').replace(/\s+/g, ' ').trim();
  const parts = [name, String(accountNumber).replace(UNSAFE_FILE_CHARS, ''), compactDate(startDate), compactDate(endDate)].filter(
    (p) => p !== '',
  );
  return `${parts.join('-')}.${extension}`;
}

export type SummaryKind = 'Portfolio' | 'Account';

/** 'PortfolioSummary-{clientId}-{date}.csv' or 'AccountSummary-{accountNum}-{date}.csv' (spec §9). */
export function summaryCsvFileName(
  kind: SummaryKind,
  ids: { clientId?: string | number; accountNum?: string | number; date: string },
  extension: 'csv' | 'pdf' = 'csv',
): string {
  const id = kind === 'Portfolio' ? ids.clientId : ids.accountNum;
  return `${kind}Summary-${String(id ?? '')}-${ids.date}.${extension}`;
}
