export { PerformanceChart, defaultPerformanceChartLabels } from './PerformanceChart.tsx';
export { PerformanceChartLoading } from './PerformanceChartLoading.tsx';
export type { PerformanceChartLoadingProps } from './PerformanceChartLoading.tsx';
export type { PerformanceChartLabels, PerformanceChartProps } from './PerformanceChart.tsx';
export { CHART_MAX_POINTS, chartSummary, dateDomain, thinSeries } from './chart-data.ts';
export type { ChartPoint } from './chart-data.ts';
