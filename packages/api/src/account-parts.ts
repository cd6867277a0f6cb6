/**
 * Parts of an account that the client resource carries on each account (spec §3: `portfolio` and
 * `wrapperDetails`) and that the account's own calls answer too (model portfolio, wrapper details).
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { halLinks } from './hal.ts';

export const modelPortfolioFund = z.object({
  fundId: z.number().int(),
  fundName: z.string(),
  isin: z.string(),
  percentage: z.number(),
  fundFactSheetAvailable: z.boolean(),
});

export const wrapperDetails = z.object({
  accountNumber: z.string(),
  accountType: z.string(),
  airdAnnualLimit: z.number().nullable(),
  totalSubscriptionCTY: z.number().nullable(),
  replaceableWithdrawals: z.number().nullable(),
  returnedReplaceableWithdrawals: z.number().nullable(),
  accountIncomeCTY: z.number().nullable(),
  maxIncomeAmount: z.number().nullable(),
  drawdownType: z.string().nullable(),
  taxCode: z.string().nullable(),
  reviewFrequency: z.string().nullable(),
  nextReviewDate: isoDate.nullable(),
  _links: halLinks,
});
export type WrapperDetails = z.infer<typeof wrapperDetails>;
