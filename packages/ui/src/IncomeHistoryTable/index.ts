export { IncomeHistoryTable } from './IncomeHistoryTable.tsx';
export type { IncomeHistoryTableProps } from './IncomeHistoryTable.tsx';
