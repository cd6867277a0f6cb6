export { IncomeHistoryTable, defaultIncomeHistoryTableLabels } from './IncomeHistoryTable.tsx';
export type { IncomeHistoryTableLabels, IncomeHistoryTableProps } from './IncomeHistoryTable.tsx';
