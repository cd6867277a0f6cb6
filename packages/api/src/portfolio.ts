/**
 * The portfolio calls of spec §3 and §7: performance, analysis per date range, and the account
 * resources followed through `_links` (account summary, wrapper details, holdings, model
 * portfolio, account relationships). Money is pounds (2 dp); dates are 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { regularPayment } from './client.ts';
import { halLinks } from './hal.ts';
import { modelPortfolioFund } from './account-parts.ts';

export { modelPortfolioFund, wrapperDetails, type WrapperDetails } from './account-parts.ts';

/** The money flows of spec §5 over a period: closing = opening + in − out + adjustments + transfers + gain/loss. */
export const periodFigures = z.object({
  openingValue: z.number(),
  closingValue: z.number(),
  moneyIn: z.number(),
  moneyOut: z.number(),
  adjustments: z.number(),
  interAccountTransfers: z.number(),
  gainLoss: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

export const valuationPoint = z.object({
  date: isoDate,
  /** Valuation at the end of `date` (prices of the latest trading day on or before it). */
  value: z.number(),
  /** Cumulative money in − money out + adjustments + transfers since the start of the period. */
  netMoneyInOut: z.number(),
});
export type ValuationPoint = z.infer<typeof valuationPoint>;

export const portfolioPerformance = periodFigures.extend({
  accountsKey: z.string(),
  accountNumbers: z.array(z.string()),
  dateFrom: isoDate,
  dateTo: isoDate,
  valuationDate: isoDate.nullable(),
  /** At most a few hundred points: thinned on the server for long ranges. */
  series: z.array(valuationPoint),
});
export type PortfolioPerformance = z.infer<typeof portfolioPerformance>;

export const mimoPoint = z.object({ effectiveDate: isoDate, formattedEffectiveDate: z.string(), amount: z.number() });
export type MimoPoint = z.infer<typeof mimoPoint>;

export const labelValue = z.object({ label: z.string(), value: z.number() });
export type LabelValue = z.infer<typeof labelValue>;

export const valuationVsMimo = z.object({
  valVsMimo: z.object({ valuation: z.array(mimoPoint), netMoneyInOut: z.array(mimoPoint) }),
  /** Opening value, money in, money out, adjustments and transfers, gain/loss, closing value. */
  tableBreakdown: z.array(labelValue),
  valVsMimoTablebreakdown: periodFigures,
  netOfFeesText: z.string(),
  /** The last day valued (the range end capped at the valuation date). */
  actualEndDate: isoDate,
  ERROR: z.string().nullable(),
});
export type ValuationVsMimo = z.infer<typeof valuationVsMimo>;

export const breakdownRow = z.object({
  category: z.string(),
  label: z.string(),
  value: z.number(),
  /** The row's value per account number. */
  accountMap: z.record(z.string(), z.number()),
});
export type BreakdownRow = z.infer<typeof breakdownRow>;

export const transactionBreakdown = z.object({ table: z.array(breakdownRow), netReturnsText: z.string() });
export type TransactionBreakdown = z.infer<typeof transactionBreakdown>;

/** Why a return is not shown as a number (issue 32): nothing was invested, too short, or no rate fits. */
export const returnUnavailable = z.enum(['noValue', 'tooLittleData', 'noSolution']);
export type ReturnUnavailableReason = z.infer<typeof returnUnavailable>;

/** One return in percent (2 dp of a percentage point kept to 4 dp), cumulative and, past a year, annualised. */
export const returnFigure = z.object({
  cumulativePercent: z.number().nullable(),
  annualisedPercent: z.number().nullable(),
  unavailable: returnUnavailable.nullable(),
});
export type ReturnFigure = z.infer<typeof returnFigure>;

/** Time-weighted (the investments) and money-weighted (the client's experience) returns of a period. */
export const periodReturns = z.object({
  /** First day measured: the period's start, or the first day money was in the accounts (null: never). */
  measuredFrom: isoDate.nullable(),
  measuredTo: isoDate,
  timeWeighted: returnFigure,
  moneyWeighted: returnFigure,
});
export type PeriodReturns = z.infer<typeof periodReturns>;

/** The waterfall's steps, from the opening value to the closing value. */
export const waterfallStepKind = z.enum([
  'opening',
  'moneyIn',
  'moneyOut',
  'income',
  'rebates',
  'platformCharges',
  'adviserOngoing',
  'adviserInitialAndAdHoc',
  'investmentManagementFees',
  'adjustmentsAndTransfers',
  'marketMovement',
  'closing',
]);
export type WaterfallStepKind = z.infer<typeof waterfallStepKind>;

/** Opening + every movement = closing, to the penny (pounds, 2 dp). */
export const waterfallStep = z.object({ step: waterfallStepKind, amount: z.number() });
export type WaterfallStep = z.infer<typeof waterfallStep>;

export const analysisResult = z.object({
  accountsKey: z.string(),
  accountNumbers: z.array(z.string()),
  dateRangeId: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** The demo's today: presets are resolved against it. */
  today: isoDate,
  /** Whether any transaction happened in the period (spec §8: otherwise the no-data warning). */
  hasData: z.boolean(),
  VALUATION_VS_MIMO: valuationVsMimo,
  TRANSACTION_BREAKDOWN: transactionBreakdown,
  /** Issue 32: the returns of the selection (one account or Combined) over the period. */
  returns: periodReturns,
  /** Issue 32: the selection's waterfall, and each account's. */
  waterfall: z.object({ total: z.array(waterfallStep), byAccount: z.record(z.string(), z.array(waterfallStep)) }),
});
export type AnalysisResult = z.infer<typeof analysisResult>;

/** GET accountDetails: the account summary of spec §3. */
export const accountSummary = z.object({
  accountNumber: z.string(),
  wrapperType: z.string(),
  accountType: z.string(),
  alias: z.string().nullable(),
  accountStatus: z.string(),
  isJointAccount: z.boolean(),
  jointHolderName: z.string().nullable(),
  effectiveDateRange: z.object({ startDate: isoDate, valuationDate: isoDate.nullable() }),
  accountValue: z.number(),
  cashBalance: z.number(),
  /** Label/value lines: money in, money out, adjustments and transfers, gain/loss since opening. */
  transactions: z.array(labelValue),
  annualAdviserFeePercentage: z.number().nullable(),
  annualAdviserFeeAmount: z.number().nullable(),
  regularContributions: z.array(regularPayment),
  regularWithdrawals: z.array(regularPayment),
  _links: halLinks,
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const holding = z.object({
  fundId: z.number().int(),
  asset: z.string(),
  isin: z.string(),
  units: z.number(),
  price: z.number(),
  value: z.number(),
  percentageOfAccount: z.number(),
  percentageOfPortfolio: z.number(),
  fundFactSheetAvailable: z.boolean(),
});
export type HoldingResource = z.infer<typeof holding>;

export const holdingsResource = z.object({
  accountNumber: z.string(),
  valuationDate: isoDate.nullable(),
  totalValue: z.number(),
  /** The account's value in the client resource (totalHoldings), for the pending-trades check. */
  accountValue: z.number(),
  holdings: z.array(holding),
  _links: halLinks,
});
export type HoldingsResource = z.infer<typeof holdingsResource>;

export const modelPortfolio = z.object({
  name: z.string(),
  shortName: z.string(),
  effectiveDate: isoDate,
  lastUpdatedDate: isoDate,
  funds: z.array(modelPortfolioFund),
  _links: halLinks,
});
export type ModelPortfolio = z.infer<typeof modelPortfolio>;
