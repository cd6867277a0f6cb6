/**
 * The transaction report's PDF (spec §2 Transactions in print mode, §7): the browser names the
 * account, the range and date type and what the table shows of them (the search text and the
 * unticked filter options); the print service reads the events and the client's name itself and the
 * print page makes the rows as this page does (security review L5).
 */
import type { TransactionsPageInput } from '@portal/api/browser';
import type { DateTypeId, IsoDate } from '@portal/domain';

export interface TransactionsPdfInput {
  clientId: number;
  accountNumber: string;
  startDate: IsoDate;
  endDate: IsoDate;
  dateType: DateTypeId;
  search: string;
  hidden: ReadonlySet<string>;
}

export function transactionsPageInput(input: TransactionsPdfInput): TransactionsPageInput {
  return {
    kind: 'transactions',
    clientId: input.clientId,
    accountNumber: input.accountNumber,
    startDate: input.startDate,
    endDate: input.endDate,
    dateType: input.dateType,
    search: input.search,
    hidden: [...input.hidden].sort(),
  };
}
