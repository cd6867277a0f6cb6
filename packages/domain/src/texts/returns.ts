// Issue 32: the time- and money-weighted returns and the waterfall of a period on Analysis. The
// spec has no wording for them; the issue gives the sentence's pattern.
import { formatMoney } from '../money.ts';

/** Why a return is shown as words instead of a number (the server's `unavailable` reasons). */
export type ReturnUnavailableText = 'noValue' | 'tooLittleData' | 'noSolution';

/** The two returns side by side (ReturnsSummary). */
export const returnsTexts = {
  title: 'Your returns', // spec wording not shown
  loading: 'Loading returns', // spec wording not shown
  timeWeighted: 'Time-weighted return', // spec wording not shown
  timeWeightedDefinition: 'How your investments performed, whatever you paid in or took out.', // spec wording not shown
  timeWeightedHow:
    'We work out the change in value of your investments each day, leaving out money paid in or taken out that day, and link the days together. Money paid in counts from the start of its day; money taken out counts at the end of its day. Charges are taken off, so this is the return after charges.', // spec wording not shown
  moneyWeighted: 'Money-weighted return', // spec wording not shown
  moneyWeightedDefinition: 'Your own experience: it gives more weight to the times you had more money invested.', // spec wording not shown
  moneyWeightedHow:
    'We find the single yearly rate at which your opening value and each payment in, grown to the end of the period, would equal your closing value plus everything you took out (an internal rate of return, or XIRR, using 365-day years). Charges are taken off, so this is the return after charges.', // spec wording not shown
  howWeCalculate: 'How we calculate this', // spec wording not shown
  cumulative: 'Over the period', // spec wording not shown
  annualised: 'Per year', // spec wording not shown
  notAnnualised: 'Not annualised: the period is a year or shorter.', // spec wording not shown
  measured: (from: string, to: string): string => `Measured from ${from} to ${to}.`, // spec wording not shown
  unavailable: {
    noValue: 'There is no return to show: nothing was invested in this period.', // spec wording not shown
    tooLittleData: 'There is too little data in this period to work out a return. Try a longer date range.', // spec wording not shown
    noSolution: 'This return cannot be worked out for this period: no single rate fits its payments and values.', // spec wording not shown
  } satisfies Record<ReturnUnavailableText, string>,
} as const;

/** The waterfall's steps, in order (the server's `waterfallStepKind`). */
export type WaterfallStepText =
  | 'opening'
  | 'moneyIn'
  | 'moneyOut'
  | 'income'
  | 'rebates'
  | 'platformCharges'
  | 'adviserOngoing'
  | 'adviserInitialAndAdHoc'
  | 'investmentManagementFees'
  | 'adjustmentsAndTransfers'
  | 'marketMovement'
  | 'closing';

/** Charges among the steps (their sum is 'after £x of charges'). */
export const WATERFALL_CHARGE_STEPS: readonly WaterfallStepText[] = [
  'platformCharges',
  'adviserOngoing',
  'adviserInitialAndAdHoc',
  'investmentManagementFees',
];
/** Money the client moved (their net is 'you paid in' or 'you took out'). */
export const WATERFALL_FLOW_STEPS: readonly WaterfallStepText[] = ['moneyIn', 'moneyOut', 'adjustmentsAndTransfers'];

export const waterfallTexts = {
  title: 'Why your value changed', // spec wording not shown
  loading: 'Loading chart', // spec wording not shown
  showTable: 'Show table', // spec wording not shown
  step: 'Step', // spec wording not shown
  amount: 'Amount', // spec wording not shown
  tableCaption: 'From opening value to closing value', // spec wording not shown
  noData: 'There is nothing to show for this period.', // spec wording not shown
  /** The selection's name in the sentence when it is Combined ('Your combined portfolio grew by …'). */
  combinedName: 'combined portfolio', // spec wording not shown
  /** Heading of the accounts' sentences under Combined. */
  byAccount: 'By account', // spec wording not shown
  steps: {
    opening: 'Opening value',
    moneyIn: 'Money in',
    moneyOut: 'Money out',
    income: 'Income',
    rebates: 'Rebates',
    platformCharges: 'Platform charges',
    adviserOngoing: 'Adviser charges (ongoing)',
    adviserInitialAndAdHoc: 'Adviser charges (initial and ad hoc)',
    investmentManagementFees: 'Fund costs',
    adjustmentsAndTransfers: 'Adjustments and transfers',
    marketMovement: 'Market movement',
    closing: 'Closing value',
  } satisfies Record<WaterfallStepText, string>, // spec wording not shown
  /** The picture's spoken summary. */
  summary: (opening: string, closing: string): string =>
    `Waterfall from an opening value of ${opening} to a closing value of ${closing}; each step is in the table.`, // spec wording not shown
  /** 'over the last 12 months', 'between 06.04.25 and 05.04.26'. */
  period: (start: string, end: string): string => `between ${start} and ${end}`, // spec wording not shown
  periodPreset: (label: string): string => `over the ${label.toLowerCase()}`, // spec wording not shown
} as const;

const whole = (pounds: number): string => formatMoney(Math.abs(pounds), { decimals: 0 });

/**
 * The plain-English sentence of one account's waterfall (issue 32): 'Your ISA grew by £4,210 over
 * the last 12 months: £3,000 you paid in and £1,385 from the investments, after £175 of charges.'
 * Amounts in pounds; charges are negative steps. 'From the investments' is what is neither paid in
 * nor a charge (income, rebates, market movement), so the three parts add up to the change.
 */
export function waterfallSentence(name: string, steps: readonly { step: WaterfallStepText; amount: number }[], period: string): string {
  const sum = (kinds: readonly WaterfallStepText[]) =>
    steps.filter((s) => kinds.includes(s.step)).reduce((total, s) => total + Math.round(s.amount * 100), 0) / 100;
  const opening = sum(['opening']);
  const closing = sum(['closing']);
  const change = Math.round((closing - opening) * 100) / 100;
  const paid = sum(WATERFALL_FLOW_STEPS);
  const charges = -sum(WATERFALL_CHARGE_STEPS);
  const investments = Math.round((change - paid + charges) * 100) / 100;
  const verb = change > 0 ? `grew by ${whole(change)}` : change < 0 ? `fell by ${whole(change)}` : 'did not change';
  const paidPart = paid >= 0 ? `${whole(paid)} you paid in` : `${whole(paid)} you took out`;
  const investPart = investments >= 0 ? `${whole(investments)} from the investments` : `${whole(investments)} lost on the investments`;
  const chargesPart = charges >= 0 ? `after ${whole(charges)} of charges` : `with ${whole(charges)} of charges refunded`;
  return `Your ${name} ${verb} ${period}: ${paidPart} and ${investPart}, ${chargesPart}.`; // spec wording not shown
}
