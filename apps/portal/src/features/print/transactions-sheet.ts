/**
 * The transaction report as the print page lays it out (spec §2 Transactions in print mode, §7), from
 * the print service's own reads (security review L5): the events of the account in the range and date
 * type, made rows as the page makes them, then what the page shows of them — the search's matches,
 * the unticked filter options left out, the totals line when the page shows one — each row with its
 * sub-rows and each cell formatted as the table shows it.
 */
import type { Account, TransactionsPageState, TransactionsPrintPage } from '@portal/api/browser';
import {
  TRANSACTION_COLUMN_ORDER,
  applyFilters,
  buildTransactionRows,
  createFilterState,
  createSearchIndex,
  formatTransactionCell,
  isAllSelected,
  normaliseSearchTerm,
  searchRows,
  totalsRow,
  transactionsTexts,
  type FilterState,
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

/** Every option ticked except the unticked ones (as the page reads its query's `hide`). */
function allBut(state: FilterState, hidden: ReadonlySet<string>): FilterState {
  if (hidden.size === 0) return state;
  const selected = new Set<string>();
  for (const key of state.selected) if (!hidden.has(key)) selected.add(key);
  return { ...state, selected };
}

/** What the page shows of the server's events for this search and these unticked options, laid out for print. */
export function transactionsSheet(page: TransactionsPrintPage): TransactionsPageState {
  const rows = buildTransactionRows(page.events, {
    accountType: page.accountType,
    wrapperType: page.wrapperType,
    cashBalances: page.cashBalances,
  });
  const filter = allBut(createFilterState(rows), new Set(page.hidden));
  const searchActive = normaliseSearchTerm(page.search) !== '';
  const matches = searchActive ? searchRows(createSearchIndex(rows), page.search) : rows;
  const shown = applyFilters(matches, filter);
  return transactionsPageState({
    clientId: page.clientId,
    clientName: page.clientName,
    account: { accountNumber: page.accountNumber, wrapperType: page.wrapperType },
    startDate: page.startDate,
    endDate: page.endDate,
    rows: shown,
    totals: totalsRow(shown, { allSelected: isAllSelected(filter), searchActive }),
  });
}
