// Issue 32 (Deliver 3): the costs and charges page, its CSV and its PDF. The spec has no wording for
// them: plain English in the product's voice.
import type { CostLine } from '../costs/costs.ts';

export const costsTexts = {
  title: 'Costs and charges', // spec wording not shown
  /** The link from Analysis and Personal details. */
  seeCosts: 'See all your costs and charges', // spec wording not shown
  intro: 'Everything you paid for your accounts, in pounds and as a share of their average value, and what it took off your return.', // spec wording not shown
  loading: 'Loading costs and charges', // spec wording not shown
  /** LoadFailure's thing: 'Sorry there was a problem retrieving your costs and charges.' */
  loadThing: 'costs and charges', // spec wording not shown
  noAccounts: 'You have no open accounts, so there are no costs or charges to show.', // spec wording not shown
  noCharges: 'There were no costs or charges on this account in this period.', // spec wording not shown
  /** The period controls. */
  taxYear: 'Tax year', // spec wording not shown
  taxYearOption: (label: string, current: boolean): string => (current ? `${label} (this tax year)` : label), // spec wording not shown
  chosenDates: 'Chosen dates', // spec wording not shown
  dateRange: 'Or choose dates', // spec wording not shown
  period: (from: string, to: string): string => `${from} to ${to}`, // spec wording not shown
  /** The costs table. */
  costsCaption: (name: string, period: string): string => `Costs and charges of ${name}, ${period}`, // spec wording not shown
  cost: 'Cost', // spec wording not shown
  amount: 'Amount', // spec wording not shown
  percentOfAverage: '% of average value', // spec wording not shown
  total: 'Total', // spec wording not shown
  averageValue: 'Average value', // spec wording not shown
  notAvailable: '–',
  lines: {
    platform: 'Platform charge',
    adviserOngoing: 'Adviser charge (ongoing)',
    adviserInitial: 'Adviser charge (initial)',
    adviserAdHoc: 'Adviser charge (ad hoc)',
    investmentManagement: 'Investment management fee',
    fundOngoing: 'Fund ongoing charges (OCF)',
    transactionCosts: 'Transaction costs',
    cashInterestRetained: 'Interest kept on cash',
  } satisfies Record<CostLine, string>, // spec wording not shown
  fundCostsNote: 'Fund ongoing charges and transaction costs are taken inside the fund prices, worked out day by day on what you held.', // spec wording not shown
  cashInterestUnknown: 'Our records hold no interest kept back on cash, so this line shows £0.00.', // spec wording not shown
  /** The effect on return. */
  effectTitle: 'What costs took off your return', // spec wording not shown
  effectCaption: (name: string): string => `Effect of costs on the return of ${name}`, // spec wording not shown
  figure: 'Figure', // spec wording not shown
  returnWithCosts: 'Return after costs', // spec wording not shown
  returnWithoutCosts: 'Return without costs', // spec wording not shown
  effectOnReturn: 'Costs took off', // spec wording not shown
  effectNote: 'Returns are the gain or loss of the period as a share of the average value.', // spec wording not shown
  noReturn: 'There is no return to show: nothing was invested in this period.', // spec wording not shown
  /** The next 12 months. */
  nextYearTitle: 'The next 12 months at today’s charges', // spec wording not shown
  nextYearCaption: (name: string): string => `Illustration of the next 12 months of costs of ${name}`, // spec wording not shown
  nextYearNote: 'An illustration, not a promise: today’s charges on today’s value, with no growth and no payments in or out.', // spec wording not shown
  /** The CSV's columns and parts (spec §9: a leading Type column, blank on total rows). */
  csv: {
    type: 'Type',
    account: 'Account',
    part: 'Part',
    item: 'Item',
    amount: 'Amount',
    percent: '% of average value',
    costType: 'Cost',
    figureType: 'Figure',
    period: 'Period',
    clientName: 'Client name',
    clientReference: 'Client reference',
    reportDate: 'Report date',
    partCosts: 'Costs and charges',
    partEffect: 'Effect on return',
    partNextYear: 'Next 12 months',
  }, // spec wording not shown
} as const;

/** The file names of the downloads: 'CostsAndCharges-{clientId}-{from}-{to}.csv' (spec §9's pattern). */
export function costsFileName(clientId: number | string, from: string, to: string, extension: 'csv' | 'pdf'): string {
  return `CostsAndCharges-${String(clientId)}-${from}-${to}.${extension}`;
}
