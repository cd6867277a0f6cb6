/** /client/transactions/{accountNum}/{rangeId} (spec §2 Transactions). */
import { TransactionsPage } from './TransactionsPage.tsx';

export const Component = TransactionsPage;
