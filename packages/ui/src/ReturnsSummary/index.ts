export { ReturnsSummary } from './ReturnsSummary.tsx';
export type { PeriodReturnsValue, ReturnFigureValue, ReturnsSummaryProps } from './ReturnsSummary.tsx';
