/**
 * The print page's state for the WCAG route list: the print service holds a state for one use, so the
 * checks (which open the page many times) answer its request themselves with a fixed summary, as the
 * service would (the page itself, its styles and its rendering are the real ones).
 */
import type { Page } from 'playwright-core';
import type { PrintPageState } from '@portal/api';
import { accountSummaryTexts } from '@portal/domain';

export const PRINT_UUID = '6f1d3c1e-7a53-4d0b-9a55-2b8c1f0e4d21';

/** A combined-portfolio summary as the print service would hold it (fixed figures, so page records stay still). */
export const PRINT_STATE: PrintPageState = {
  page: {
    kind: 'summary',
    clientId: 1000010001,
    clientName: 'Alice Morgan',
    accountNumber: null,
    heading: 'Combined portfolio',
    valueLabel: accountSummaryTexts.portfolioValue,
    value: '£865,285.83',
    lines: [
      { label: 'Cash', value: '£12,450.10' },
      { label: 'Investments', value: '£852,835.73' },
    ],
    holdings: {
      columns: ['Asset', 'Units', 'Price', 'Value'],
      rows: [
        ['Global Equity Index Fund Accumulation', '1,204.55', '£312.40', '£376,302.42'],
        ['UK Gilts 4.25% 2032', '2,000.00', '£98.10', '£196,200.00'],
        ['Cash', '', '', '£12,450.10'],
      ],
    },
    model: null,
  },
  adviser: { name: 'Ada Adviser', outletId: 4242 },
  reportDate: '2026-11-24',
  footer: 'Kittiwake Wealth',
};

/** Plays the print service's part on this page: answers the print page's state request for `uuid`. */
export async function servePrintState(page: Page, baseUrl: string, uuid = PRINT_UUID): Promise<void> {
  await page.route(`${baseUrl}/nui/public/print/state/${uuid}`, (route) => route.fulfill({ json: PRINT_STATE }));
}
