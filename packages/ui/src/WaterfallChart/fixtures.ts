import type { WaterfallStepValue } from './waterfall-data.ts';

/** The example: £3,000 paid in, £1,385 from the investments, £175 of charges: +£4,210. */
export const isaYear: WaterfallStepValue[] = [
  { step: 'opening', amount: 20_000 },
  { step: 'moneyIn', amount: 3_000 },
  { step: 'moneyOut', amount: 0 },
  { step: 'income', amount: 412.5 },
  { step: 'rebates', amount: 0 },
  { step: 'platformCharges', amount: -60 },
  { step: 'adviserOngoing', amount: -90 },
  { step: 'adviserInitialAndAdHoc', amount: 0 },
  { step: 'investmentManagementFees', amount: -25 },
  { step: 'adjustmentsAndTransfers', amount: 0 },
  { step: 'marketMovement', amount: 972.5 },
  { step: 'closing', amount: 24_210 },
];

/** A fall: withdrawals larger than the gain and a market loss. */
export const fallingYear: WaterfallStepValue[] = [
  { step: 'opening', amount: 50_000 },
  { step: 'moneyIn', amount: 0 },
  { step: 'moneyOut', amount: -6_000 },
  { step: 'income', amount: 800 },
  { step: 'rebates', amount: 12.34 },
  { step: 'platformCharges', amount: -125 },
  { step: 'adviserOngoing', amount: -250 },
  { step: 'adviserInitialAndAdHoc', amount: -500 },
  { step: 'investmentManagementFees', amount: -180 },
  { step: 'adjustmentsAndTransfers', amount: 150 },
  { step: 'marketMovement', amount: -3_907.34 },
  { step: 'closing', amount: 40_000 },
];

/** Nothing held and nothing moved. */
export const empty: WaterfallStepValue[] = [
  { step: 'opening', amount: 0 },
  { step: 'moneyIn', amount: 0 },
  { step: 'marketMovement', amount: 0 },
  { step: 'closing', amount: 0 },
];
