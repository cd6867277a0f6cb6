// The date-range ids and the defaults that appear in client route paths, in a module with no imports
// so the app's route table (loaded on every page) does not pull the date arithmetic of date-ranges.ts.
export const DATE_RANGE_IDS = [
  'CURRENT_TAX_YEAR',
  'LAST_TAX_YEAR',
  'LAST_3_MONTHS',
  'LAST_6_MONTHS',
  'LAST_12_MONTHS',
  'LAST_3_YEARS',
  'LAST_5_YEARS',
  'ALL_DATES',
] as const;
export type DateRangeId = (typeof DATE_RANGE_IDS)[number];

export const DEFAULT_DATE_RANGE_ID: DateRangeId = 'LAST_12_MONTHS';
/** The range key meaning 'the default range for this portfolio' (portfolio.ts defaultAnalysisRangeId resolves it). */
export const DEFAULT_RANGE_KEY = 'default';
/** The account key meaning 'no account chosen' in routes and nav links. */
export const DEFAULT_ACCOUNT_KEY = 'default';
/** The account key meaning the whole portfolio (folio details, analysis); here so /client/home does not load date arithmetic. */
export const COMBINED_ACCOUNT_KEY = 'Combined';
