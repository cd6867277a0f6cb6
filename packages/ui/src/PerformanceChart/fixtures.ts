/** Deterministic demo series for the chart's stories and tests. */
import { addDays } from '@portal/domain';
import type { ChartPoint } from './chart-data.ts';

/** `days` daily valuations from `start`, a gentle rise with a wobble, and net money in steps. */
export function demoSeries(start: string, days: number, startValue = 100_000): { valuation: ChartPoint[]; netMoneyInOut: ChartPoint[] } {
  const valuation: ChartPoint[] = [];
  const netMoneyInOut: ChartPoint[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(start, day);
    const invested = startValue + Math.floor(day / 30) * 1_000;
    valuation.push({ date, value: Math.round((invested * (1 + day / 3_000) + Math.sin(day / 9) * 2_500) * 100) / 100 });
    netMoneyInOut.push({ date, value: invested });
  }
  return { valuation, netMoneyInOut };
}
