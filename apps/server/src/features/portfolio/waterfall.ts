/**
 * The waterfall of a period (issue 32): from the opening value through each kind of movement to the
 * closing value, in pence, so the steps add up to the closing value exactly. Market movement is what
 * is left once every itemised movement is taken out (the breakdown's GAIN_LOSS row, ./analysis.ts).
 */
import { waterfallStepKind, type WaterfallStepKind } from '@portal/api';
import type { AnalysisCategory } from '@portal/domain';
import type { AnalysisOutput, Figures } from './analysis.ts';

export const WATERFALL_STEPS = waterfallStepKind.options;
export type WaterfallStep = WaterfallStepKind;

export type Waterfall = { step: WaterfallStep; pence: number }[];

/**
 * Pence of the period's initial and ad-hoc adviser charges by account number (charge events tagged
 * adviserInitial or adviserAdHoc, migration 0023); the rest of the adviser charges are ongoing.
 */
export type OneOffAdviserCharges = ReadonlyMap<string, number>;

/** The steps of the accounts in `accountNumbers` (all of them: Combined). */
export function waterfallOf(
  output: AnalysisOutput,
  accountNumbers: readonly string[],
  oneOff: OneOffAdviserCharges = new Map(),
): Waterfall {
  const figures: Figures[] = accountNumbers.map((n) => output.byAccount.get(n)).filter((f): f is Figures => !!f);
  const sum = (pick: (f: Figures) => number) => figures.reduce((s, f) => s + pick(f), 0);
  const category = (c: AnalysisCategory) => accountNumbers.reduce((s, n) => s + (output.breakdown.get(c)?.get(n) ?? 0), 0);
  const opening = sum((f) => f.openingPence);
  const closing = sum((f) => f.closingPence);
  const steps: Waterfall = [{ step: 'opening', pence: opening }];
  steps.push({ step: 'moneyIn', pence: sum((f) => f.moneyInPence) });
  steps.push({ step: 'moneyOut', pence: -sum((f) => f.moneyOutPence) });
  steps.push({ step: 'income', pence: category('INCOME_AND_INTEREST_DISTRIBUTIONS') });
  steps.push({ step: 'rebates', pence: category('REBATES') });
  steps.push({ step: 'platformCharges', pence: category('PLATFORM_CHARGES') });
  const initialAndAdHoc = accountNumbers.reduce((s, n) => s + (oneOff.get(n) ?? 0), 0);
  steps.push({ step: 'adviserOngoing', pence: category('ADVISER_CHARGES') - initialAndAdHoc });
  steps.push({ step: 'adviserInitialAndAdHoc', pence: initialAndAdHoc });
  steps.push({ step: 'investmentManagementFees', pence: category('INVESTMENT_MANAGEMENT_FEES') });
  steps.push({ step: 'adjustmentsAndTransfers', pence: sum((f) => f.adjustmentsPence + f.transfersPence) });
  // Whatever the itemised steps do not explain: the markets (prices of the holdings).
  const explained = steps.reduce((s, x) => s + x.pence, 0);
  steps.push({ step: 'marketMovement', pence: closing - explained });
  steps.push({ step: 'closing', pence: closing });
  return steps;
}
