import type { BreakdownRowData } from './BreakdownTable.tsx';
import type { Figure } from './FiguresList.tsx';

export const figures: Figure[] = [
  { label: 'Opening value', value: 120000 },
  { label: 'Money in', value: 4800 },
  { label: 'Money out', value: 1200.5 },
  { label: 'Gain/loss', value: -2345.67 },
  { label: 'Closing value', value: 121253.83, emphasis: true },
];

export const breakdownAccounts = [
  { accountNumber: '50001', label: 'Isa 50001' },
  { accountNumber: '50002', label: 'GIA 50002' },
];

export const breakdownRows: BreakdownRowData[] = [
  {
    category: 'REGULAR_PAYMENTS_AND_WITHDRAWALS',
    label: 'Regular payments and withdrawals',
    value: 4800,
    accountMap: { '50001': 4800, '50002': 0 },
  },
  { category: 'ADVISER_CHARGES', label: 'Adviser charges', value: -600.25, accountMap: { '50001': -400, '50002': -200.25 } },
  { category: 'GAIN_LOSS', label: 'Gain/loss', value: 1234.56, accountMap: { '50001': 1000, '50002': 234.56 } },
];
