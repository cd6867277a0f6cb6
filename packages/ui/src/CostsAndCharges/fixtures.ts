/** Sections for the stories and tests: an ISA with every kind of charge, a GIA with none, Combined. */
import type { CostsAccountSection } from './CostsAndCharges.tsx';
import type { CostsSectionValue } from './costs-tables.ts';

const line = (l: CostsSectionValue['lines'][number]['line'], amount: number, average: number) => ({
  line: l,
  amount,
  percentOfAverage: average > 0 ? (amount / average) * 100 : null,
});

export const isaSection: CostsSectionValue = {
  accountsKey: '30012345',
  averageValue: 84_250.4,
  lines: [
    line('platform', 210.63, 84_250.4),
    line('adviserOngoing', 421.25, 84_250.4),
    line('adviserInitial', 0, 84_250.4),
    line('adviserAdHoc', 150, 84_250.4),
    line('investmentManagement', 0, 84_250.4),
    line('fundOngoing', 187.42, 84_250.4),
    line('transactionCosts', 42.18, 84_250.4),
    line('cashInterestRetained', 0, 84_250.4),
  ],
  total: { amount: 1011.48, percentOfAverage: (1011.48 / 84_250.4) * 100 },
  returnWithCostsPercent: 6.2,
  returnWithoutCostsPercent: 6.2 + (1011.48 / 84_250.4) * 100,
  effectOnReturn: 1011.48,
  nextYear: {
    lines: [
      { line: 'platform', amount: 219.5 },
      { line: 'adviserOngoing', amount: 439 },
      { line: 'adviserInitial', amount: 0 },
      { line: 'adviserAdHoc', amount: 0 },
      { line: 'investmentManagement', amount: 0 },
      { line: 'fundOngoing', amount: 296.36 },
      { line: 'transactionCosts', amount: 65.84 },
      { line: 'cashInterestRetained', amount: 0 },
    ],
    total: 1020.7,
  },
};

/** An account that paid nothing in the period. */
export const giaSection: CostsSectionValue = {
  accountsKey: '30098765',
  averageValue: 12_000,
  lines: isaSection.lines.map((l) => ({ line: l.line, amount: 0, percentOfAverage: 0 })),
  total: { amount: 0, percentOfAverage: 0 },
  returnWithCostsPercent: 3.1,
  returnWithoutCostsPercent: 3.1,
  effectOnReturn: 0,
  nextYear: { lines: isaSection.nextYear.lines.map((l) => ({ line: l.line, amount: 0 })), total: 0 },
};

/** An account with nothing invested in the period: no percentages, no return. */
export const emptySection: CostsSectionValue = {
  ...giaSection,
  accountsKey: '30055555',
  averageValue: 0,
  lines: giaSection.lines.map((l) => ({ ...l, percentOfAverage: null })),
  total: { amount: 0, percentOfAverage: null },
  returnWithCostsPercent: null,
  returnWithoutCostsPercent: null,
};

export const combinedSection: CostsSectionValue = {
  ...isaSection,
  accountsKey: 'Combined',
  // A negative return: the loss is shown in the negative colour.
  returnWithCostsPercent: -2.41,
  returnWithoutCostsPercent: -2.41 + (1011.48 / 84_250.4) * 100,
};

export const oneAccount: CostsAccountSection[] = [{ name: 'ISA 30012345', section: isaSection }];
export const severalAccounts: CostsAccountSection[] = [
  { name: 'ISA 30012345', section: isaSection },
  { name: 'GIA 30098765', section: giaSection },
  { name: 'Combined portfolio', section: combinedSection },
];
export const longNames: CostsAccountSection[] = [
  {
    name: 'Self-Invested Personal Pension (Flexi-Access Drawdown) 30012345678901234567 — Retirement savings for the family trust',
    section: isaSection,
  },
  { name: 'GeneralInvestmentAccountWithAVeryLongUnbrokenAliasThatMustWrapOnSmallScreens 30098765', section: giaSection },
];
export const noChargesAccount: CostsAccountSection[] = [{ name: 'GIA 30098765', section: giaSection }];
export const PERIOD = '06.04.26 to 28.11.26';
