export { TransactionTable, transactionTableLayouts } from './TransactionTable.tsx';
export type { TransactionTableProps, TransactionTableLayout } from './TransactionTable.tsx';
export { defaultTransactionTableLabels } from './labels.ts';
export type { TransactionTableLabels } from './labels.ts';
