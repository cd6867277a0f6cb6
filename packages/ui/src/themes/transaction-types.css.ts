/**
 * The colour assigned to each transaction type (spec §9: the analysis categories), shown as its swatch in
 * the analysis breakdown: a contract of its own, so its variables reach only the pages that draw
 * categories (not every page's initial script, as the main contract does). Each default is at least 3:1
 * against the surface (WCAG 1.4.11; themes.test.tsx checks); a firm theme may set the variables too.
 */
import { assignVars, createThemeContract, globalStyle } from '@vanilla-extract/css';

export const transactionTypeVars = createThemeContract({
  LUMP_SUMS: null,
  REGULAR_PAYMENTS_AND_WITHDRAWALS: null,
  PENSION_TAX_RELIEF: null,
  EMPLOYER_PAYMENTS: null,
  CASH_TRANSFERS: null,
  RE_REGISTRATIONS: null,
  NATURAL_INCOME: null,
  INCOME_AND_INTEREST_DISTRIBUTIONS: null,
  REBATES: null,
  ADVISER_CHARGES: null,
  PLATFORM_CHARGES: null,
  INVESTMENT_MANAGEMENT_FEES: null,
  ADJUSTMENTS: null,
  INTER_ACCOUNT_TRANSFERS: null,
  GAIN_LOSS: null,
});

/** The colour of each transaction type, one per analysis category. */
export type TransactionTypeColours = { [Type in keyof typeof transactionTypeVars]: string };

// Money in in blues and greens, charges in reds and oranges, the rest in neutrals and purples; every one
// 3:1 or more on the white surface (themes.test.tsx checks), told apart by the label beside each swatch.
export const defaultTransactionTypeColours: TransactionTypeColours = {
  LUMP_SUMS: '#1f5fa8',
  REGULAR_PAYMENTS_AND_WITHDRAWALS: '#2e7d32',
  PENSION_TAX_RELIEF: '#6a1b9a',
  EMPLOYER_PAYMENTS: '#00695c',
  CASH_TRANSFERS: '#5d4037',
  RE_REGISTRATIONS: '#ad1457',
  NATURAL_INCOME: '#5f6b12',
  INCOME_AND_INTEREST_DISTRIBUTIONS: '#0277bd',
  REBATES: '#4f7f2a',
  ADVISER_CHARGES: '#c62828',
  PLATFORM_CHARGES: '#bf360c',
  INVESTMENT_MANAGEMENT_FEES: '#a14d00',
  ADJUSTMENTS: '#546e7a',
  INTER_ACCOUNT_TRANSFERS: '#283593',
  GAIN_LOSS: '#37474f',
};

globalStyle(':root', { vars: assignVars(transactionTypeVars, defaultTransactionTypeColours) });
