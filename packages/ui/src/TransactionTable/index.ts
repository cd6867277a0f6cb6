export { TransactionTable, transactionTableLayouts } from './TransactionTable.tsx';
export type { TransactionTableProps, TransactionTableLayout } from './TransactionTable.tsx';
