/** The waterfall's bars: each step floats from the running total before it to the one after it. */
import type { WaterfallStepText } from '@portal/domain';

export interface WaterfallStepValue {
  step: WaterfallStepText;
  /** Pounds (2 dp); charges and money out are negative. */
  amount: number;
}

export interface WaterfallBar {
  step: WaterfallStepText;
  amount: number;
  /** Running total before and after the step (pounds); opening and closing run from 0. */
  from: number;
  to: number;
  kind: 'total' | 'up' | 'down';
}

/** Bars of the steps to draw: totals, and every movement that is not zero. */
export function waterfallBars(steps: readonly WaterfallStepValue[]): WaterfallBar[] {
  let running = 0;
  const bars: WaterfallBar[] = [];
  for (const { step, amount } of steps) {
    if (step === 'opening' || step === 'closing') {
      running = amount;
      bars.push({ step, amount, from: 0, to: amount, kind: 'total' });
    } else if (Math.round(amount * 100) !== 0) {
      const from = running;
      running = Math.round((running + amount) * 100) / 100;
      bars.push({ step, amount, from, to: running, kind: amount > 0 ? 'up' : 'down' });
    }
  }
  return bars;
}
