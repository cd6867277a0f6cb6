export { WaterfallChart } from './WaterfallChart.tsx';
export type { WaterfallChartProps } from './WaterfallChart.tsx';
export { waterfallBars } from './waterfall-data.ts';
export type { WaterfallBar, WaterfallStepValue } from './waterfall-data.ts';
