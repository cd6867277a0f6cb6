/**
 * The transaction report as a print page state (spec §2 Transactions in print mode, §7): the rows
 * shown on screen with their sub-rows and the totals line, each cell formatted as the table shows it.
 */
import type { Account, TransactionsPageState } from '@portal/api/browser';
import {
  TRANSACTION_COLUMN_ORDER,
  formatTransactionCell,
  transactionsTexts,
  type IsoDate,
  type TransactionCells,
  type TransactionRow,
} from '@portal/domain';

const cellsOf = (row: TransactionCells) => TRANSACTION_COLUMN_ORDER.map((column) => formatTransactionCell(row, column));

export interface TransactionsPdfInput {
  clientId: number;
  clientName: string;
  account: Pick<Account, 'accountNumber' | 'wrapperType'>;
  startDate: IsoDate;
  endDate: IsoDate;
  rows: readonly TransactionRow[];
  totals: TransactionCells | null;
}

export function transactionsPageState(input: TransactionsPdfInput): TransactionsPageState {
  const rows: string[][] = [];
  for (const row of input.rows) {
    rows.push(cellsOf(row));
    for (const sub of row.subRows) rows.push(cellsOf(sub));
  }
  if (input.totals) rows.push(cellsOf({ ...input.totals, description: transactionsTexts.totals }));
  return {
    kind: 'transactions',
    clientId: input.clientId,
    clientName: input.clientName,
    accountNumber: input.account.accountNumber,
    wrapperType: input.account.wrapperType,
    startDate: input.startDate,
    endDate: input.endDate,
    columns: TRANSACTION_COLUMN_ORDER.map((c) => transactionsTexts.columns[c]),
    rows,
  };
}
