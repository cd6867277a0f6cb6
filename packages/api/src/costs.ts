/**
 * The costs-and-charges call (issue 32, Deliver 3): per open account (and Combined when there is more
 * than one), each cost line of a period in pounds and as a percentage of the period's average value,
 * the total, the effect of the costs on the return, and the next 12 months at today's charges.
 * Money is pounds (2 dp); percentages are percent (0.25 = 0.25 %); dates are 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { COST_LINES } from '@portal/domain';

/** The lines, in the order shown: @portal/domain's COST_LINES, the one list. */
export const costLineKind = z.enum(COST_LINES);
export type CostLineKind = z.infer<typeof costLineKind>;

export const costLine = z.object({ line: costLineKind, amount: z.number(), percentOfAverage: z.number().nullable() });
export type CostLineResult = z.infer<typeof costLine>;

export const costsSection = z.object({
  /** An account number, or 'Combined'. */
  accountsKey: z.string(),
  accountNumbers: z.array(z.string()),
  averageValue: z.number(),
  lines: z.array(costLine),
  total: z.object({ amount: z.number(), percentOfAverage: z.number().nullable() }),
  /** Gain or loss of the period on its average value, after costs and with them added back (percent). */
  returnWithCostsPercent: z.number().nullable(),
  returnWithoutCostsPercent: z.number().nullable(),
  /** What the costs took off the return, pounds. */
  effectOnReturn: z.number(),
  /** The next 12 months at today's charges and today's value. */
  nextYear: z.object({ lines: z.array(z.object({ line: costLineKind, amount: z.number() })), total: z.number() }),
});
export type CostsSection = z.infer<typeof costsSection>;

export const costsTaxYear = z.object({ startYear: z.number().int(), label: z.string(), from: isoDate, to: isoDate });

export const costsAndCharges = z.object({
  today: isoDate,
  /** The last day valued (the day before today). */
  valuationDate: isoDate,
  period: z.object({ from: isoDate, to: isoDate, taxYear: z.string().nullable() }),
  taxYears: z.array(costsTaxYear),
  /** False: the data carries no retained cash interest, so its line is £0.00 (the page says why). */
  cashInterestRetainedKnown: z.boolean(),
  sections: z.array(costsSection),
});
export type CostsAndCharges = z.infer<typeof costsAndCharges>;

/** A tax year by its start year, or a range (both ends); nothing: the current tax year. Checked on the server. */
export const costsQuery = z
  .object({
    taxYear: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
  })
  .strict();
