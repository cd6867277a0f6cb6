// Portfolio rules shared by the server and the portal (spec §2 Analysis, §5, §9): route keys for
// accounts and date ranges (presets, 'default', readable custom ranges), the default-account and
// default-range rules, the analysis categories and the summary CSV.
import { toCsv, type CsvCell } from '../csv/csv.ts';
import {
  CLOSED_ACCOUNTS_DATE_RANGE_ID,
  COMBINED_ACCOUNT_KEY,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_DATE_RANGE_ID,
  type DateRangeId,
  isDateRangeId,
  resolveDateRange,
} from '../date-ranges.ts';
import { type IsoDate, formatDate, isIsoDate } from '../dates.ts';
import { isClosedAccount } from '../accounts.ts';
import { commonTexts } from '../texts/common.ts';
import { DEFAULT_RANGE_KEY } from '../route-keys.ts';

/** A custom range in a route: 'YYYY-MM-DD_YYYY-MM-DD' (readable, stable, no characters to escape). */
const CUSTOM_RANGE = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/;

export function customRangeKey(startDate: IsoDate, endDate: IsoDate): string {
  return `${startDate}_${endDate}`;
}

export interface ResolvedRange {
  /** The preset id, or the custom key. */
  key: string;
  /** A preset id, or 'CUSTOM'. */
  id: DateRangeId | 'CUSTOM';
  display: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The dates a route's range key covers on `today`: a preset id, or a custom 'start_end' key with
 * real dates, start not after end. Null for anything else (the caller shows 'unknown range').
 * 'default' must be resolved first (defaultAnalysisRangeId).
 */
export function resolveRangeKey(key: string, today: IsoDate): ResolvedRange | null {
  if (isDateRangeId(key)) {
    const range = resolveDateRange(key, today);
    return { key, id: key, display: range.display, startDate: range.startDate, endDate: range.endDate };
  }
  const match = CUSTOM_RANGE.exec(key);
  if (!match) return null;
  const [, startDate = '', endDate = ''] = match;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || startDate > endDate) return null;
  return {
    key,
    id: 'CUSTOM',
    display: `${commonTexts.dateRangeCustom}: ${formatDate(startDate)} – ${formatDate(endDate)}`,
    startDate,
    endDate,
  };
}

export function isRangeKey(key: string): boolean {
  return key === DEFAULT_RANGE_KEY || resolveRangeKey(key, '2000-01-01') !== null;
}

/**
 * The period analysed for a range: values exist up to the valuation date (yesterday), so the end
 * is capped there; a start after it leaves an empty period (start = end + 1 day is not produced:
 * the caller shows 'no data').
 */
export function analysisPeriod(
  range: { startDate: IsoDate; endDate: IsoDate },
  valuationDate: IsoDate,
): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: range.startDate, endDate: range.endDate < valuationDate ? range.endDate : valuationDate };
}

export interface PortfolioAccount {
  accountNumber: string;
  accountStatus?: string | null;
}

/**
 * Spec §2 Analysis: 'default' resolves to the only account, or to the only Active account when
 * there are several; otherwise it stays 'default' (no content is shown). Other keys pass through.
 */
export function resolveDefaultAccount(key: string, accounts: readonly PortfolioAccount[]): string {
  if (key !== DEFAULT_ACCOUNT_KEY) return key;
  if (accounts.length === 1) return accounts[0]?.accountNumber ?? DEFAULT_ACCOUNT_KEY;
  const active = accounts.filter((account) => account.accountStatus === 'Active');
  return active.length === 1 ? (active[0]?.accountNumber ?? DEFAULT_ACCOUNT_KEY) : DEFAULT_ACCOUNT_KEY;
}

/** Spec §2: the closed-accounts range when every account is closed, otherwise the default range. */
export function defaultAnalysisRangeId(accounts: readonly PortfolioAccount[]): DateRangeId {
  return accounts.length > 0 && accounts.every((account) => isClosedAccount(account))
    ? CLOSED_ACCOUNTS_DATE_RANGE_ID
    : DEFAULT_DATE_RANGE_ID;
}

/** An account key a route may carry: 'default', 'Combined' or one of the accounts. */
export function isKnownAccountKey(key: string, accounts: readonly PortfolioAccount[]): boolean {
  return key === DEFAULT_ACCOUNT_KEY || key === COMBINED_ACCOUNT_KEY || accounts.some((account) => account.accountNumber === key);
}

/** Analysis / colour categories of spec §9, in table order; gain/loss is the derived row. */
export const ANALYSIS_CATEGORIES = [
  'LUMP_SUMS',
  'REGULAR_PAYMENTS_AND_WITHDRAWALS',
  'PENSION_TAX_RELIEF',
  'EMPLOYER_PAYMENTS',
  'CASH_TRANSFERS',
  'RE_REGISTRATIONS',
  'NATURAL_INCOME',
  'INCOME_AND_INTEREST_DISTRIBUTIONS',
  'REBATES',
  'ADVISER_CHARGES',
  'PLATFORM_CHARGES',
  'INVESTMENT_MANAGEMENT_FEES',
  'ADJUSTMENTS',
  'INTER_ACCOUNT_TRANSFERS',
  'GAIN_LOSS',
] as const;
export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

export const ANALYSIS_CATEGORY_LABELS = {
  LUMP_SUMS: 'Lump sums',
  REGULAR_PAYMENTS_AND_WITHDRAWALS: 'Regular payments and withdrawals',
  PENSION_TAX_RELIEF: 'Pension tax relief',
  EMPLOYER_PAYMENTS: 'Employer payments',
  CASH_TRANSFERS: 'Cash transfers',
  RE_REGISTRATIONS: 'Re-registrations',
  NATURAL_INCOME: 'Natural income',
  INCOME_AND_INTEREST_DISTRIBUTIONS: 'Income and interest distributions',
  REBATES: 'Rebates',
  ADVISER_CHARGES: 'Adviser charges',
  PLATFORM_CHARGES: 'Platform charges',
  INVESTMENT_MANAGEMENT_FEES: 'Investment management fees',
  ADJUSTMENTS: 'Adjustments',
  INTER_ACCOUNT_TRANSFERS: 'Inter account transfers',
  GAIN_LOSS: 'Gain/loss',
} as const satisfies Record<AnalysisCategory, string>;

export interface SummaryCsvInput {
  title: string;
  clientName: string;
  clientId: number | string;
  /** Absent for the combined portfolio. */
  accountNumber?: string;
  reportDate: IsoDate;
  valueLabel: string;
  value: number;
  /** Label/value lines (account details, wrapper details…). */
  lines: readonly { label: string; value: CsvCell }[];
  holdingsHeader: readonly string[];
  holdings: readonly (readonly CsvCell[])[];
}

/** The summary CSV (spec §9): a title block, label/value lines, then the holdings table. */
export function summaryCsv(input: SummaryCsvInput): string {
  const rows: CsvCell[][] = [
    [input.title],
    ['Client name', input.clientName], // spec wording not shown
    ['Client reference', String(input.clientId)], // spec wording not shown
    ...(input.accountNumber ? [['Account number', input.accountNumber]] : []), // spec wording not shown
    ['Report date', formatDate(input.reportDate, 'DD/MM/YYYY')], // spec wording not shown
    [input.valueLabel, input.value],
    ...input.lines.map((line) => [line.label, line.value]),
    [],
    [...input.holdingsHeader],
    ...input.holdings.map((row) => [...row]),
  ];
  return toCsv(rows.map((row) => row.map((cell) => (typeof cell === 'string' ? cell.replace(/£/g, '') : cell))));
}
