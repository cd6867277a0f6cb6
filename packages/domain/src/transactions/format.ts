// Cell text of the transaction table: the rows keep raw values, this turns them into what the
// screen shows (GBP money, 4-decimal prices, dates in the display format).
import { DEFAULT_DATE_FORMAT, formatDate, type DateFormat } from '../dates.ts';
import { formatMoney, formatNumber, PRICE_DECIMALS } from '../money.ts';
import type { TransactionCells, TransactionColumn } from './types.ts';

/** Decimals of units on a transaction row (not in the spec; matches the transaction price). */
export const TRANSACTION_UNITS_DECIMALS = 4;

/** The nine columns in table order (spec §2). */
export const TRANSACTION_COLUMN_ORDER: readonly TransactionColumn[] = [
  'effectiveDate',
  'processedDate',
  'reportingDate',
  'description',
  'units',
  'price',
  'fees',
  'amount',
  'cashBalance',
];

export interface FormatCellOptions {
  /** @default 'DD.MM.YY' */
  dateFormat?: DateFormat;
  /** Show the pound sign on money and prices. @default true */
  symbol?: boolean;
}

/** The text of one cell; blank for a missing value. */
export function formatTransactionCell(row: TransactionCells, column: TransactionColumn, options: FormatCellOptions = {}): string {
  const { dateFormat = DEFAULT_DATE_FORMAT, symbol = true } = options;
  switch (column) {
    case 'effectiveDate':
    case 'processedDate':
    case 'reportingDate':
      return formatDate(row[column], dateFormat);
    case 'description':
      return row.description;
    case 'units':
      return formatNumber(row.units, TRANSACTION_UNITS_DECIMALS);
    case 'price':
      return formatMoney(row.price, { decimals: PRICE_DECIMALS.transaction, symbol });
    case 'fees':
    case 'amount':
    case 'cashBalance':
      return formatMoney(row[column], { symbol });
  }
}
