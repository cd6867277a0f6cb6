/** Demo holdings for the table's stories and tests (deliberately unsorted). */
import type { Holding } from './holdings.ts';

export const demoHoldings: Holding[] = [
  {
    asset: 'Vanguard FTSE Global All Cap',
    isin: 'GB00BD3RZ582',
    units: 1523.4567,
    price: 1.876543,
    value: 2858.75,
    percentageOfAccount: 45.12,
    fundFactSheetAvailable: true,
  },
  { asset: 'Cash', units: 1200.5, price: 1, value: 1200.5, percentageOfAccount: 18.95, fundFactSheetAvailable: false },
  {
    asset: 'abrdn Sterling Money Market',
    isin: 'GB00B5B71Q71',
    units: 950,
    price: 1.05,
    value: 997.5,
    percentageOfAccount: 15.74,
    fundFactSheetAvailable: true,
  },
  {
    asset: 'Legal & General UK Index',
    isin: 'GB00BG0QPL54',
    units: 300.25,
    price: 4.2567891,
    value: 1278.08,
    percentageOfAccount: 20.17,
    fundFactSheetAvailable: false,
  },
  {
    asset: 'Old Mutual Closed Fund',
    isin: 'GB0000000001',
    units: 0.0021,
    price: 1.2,
    value: 0.0025,
    percentageOfAccount: 0.004,
    fundFactSheetAvailable: true,
  },
];

export const factSheetHref = (isin: string): string => `https://funds.example.com/factsheet/${isin}`;
