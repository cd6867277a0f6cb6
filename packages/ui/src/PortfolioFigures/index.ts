export { FiguresList } from './FiguresList.tsx';
export type { Figure, FiguresListProps } from './FiguresList.tsx';
export { BreakdownTable } from './BreakdownTable.tsx';
export type { BreakdownRowData, BreakdownTableProps } from './BreakdownTable.tsx';
