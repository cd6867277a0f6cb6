/**
 * The print page's state for the WCAG route list: the print service holds a state for one use, so the
 * checks (which open the page many times) answer its request themselves with a fixed summary, as the
 * service would (the page itself, its styles and its rendering are the real ones).
 */
import type { Page } from 'playwright-core';
import type { PrintPageState } from '@portal/api';

export const PRINT_UUID = '6f1d3c1e-7a53-4d0b-9a55-2b8c1f0e4d21';

const holding = (fundId: number, asset: string, units: number, price: number, value: number) => ({
  fundId,
  asset,
  isin: `GB00000000${fundId}`,
  units,
  price,
  value,
  percentageOfAccount: 0,
  percentageOfPortfolio: 0,
  fundFactSheetAvailable: true,
});

/** A combined-portfolio summary as the print service would hold it: its own reads, fixed (so page records stay still). */
export const PRINT_STATE: PrintPageState = {
  page: {
    kind: 'summary',
    clientId: 1000010001,
    clientName: 'Alice Morgan',
    accountNumber: null,
    accounts: [
      {
        accountNumber: '30012345',
        wrapperType: 'ISA',
        accountType: 'Stocks and Shares ISA',
        accountStatus: 'Active',
        totalHoldings: 572502.42,
        annualAdviserFeePercentage: 0.5,
        annualAdviserFeeAmount: 2862.51,
      },
      {
        accountNumber: '30012346',
        wrapperType: 'GIA',
        accountType: 'General Investment Account',
        accountStatus: 'Active',
        totalHoldings: 292783.41,
        annualAdviserFeePercentage: null,
        annualAdviserFeeAmount: null,
      },
    ],
    account: null,
    holdings: [
      [holding(1, 'Global Equity Index Fund Accumulation', 1204.55, 312.4, 376302.42), holding(3, 'Cash', 0, 0, 12450.1)],
      [holding(2, 'UK Gilts 4.25% 2032', 2000, 98.1, 196200), holding(1, 'Global Equity Index Fund Accumulation', 900, 312.4, 280330.89)],
    ],
  },
  adviser: { name: 'Ada Adviser', outletId: 4242 },
  reportDate: '2026-11-24',
  footer: 'Kittiwake Wealth',
};

/** Plays the print service's part on this page: answers the print page's state request for `uuid`. */
export async function servePrintState(page: Page, baseUrl: string, uuid = PRINT_UUID): Promise<void> {
  await page.route(`${baseUrl}/nui/public/print/state/${uuid}`, (route) => route.fulfill({ json: PRINT_STATE }));
}
