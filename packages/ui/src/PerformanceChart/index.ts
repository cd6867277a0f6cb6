export { PerformanceChart, defaultPerformanceChartLabels } from './PerformanceChart.tsx';
export type { PerformanceChartLabels, PerformanceChartProps } from './PerformanceChart.tsx';
export { CHART_MAX_POINTS, chartSummary, dateDomain, thinSeries } from './chartData.ts';
export type { ChartPoint } from './chartData.ts';
