/** /client/transactions/{accountNum}/{rangeId} (spec §2 Transactions). */
import { TransactionsPage } from '../components/TransactionsPage.tsx';

export const Component = TransactionsPage;
