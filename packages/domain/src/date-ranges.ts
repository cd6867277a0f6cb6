// Date-range presets (spec §9) with stable ids used in routes, resolved against today's London
// date; also the date types and account keys that travel with them.
import { type IsoDate, addMonths, addYears, isIsoDate } from './dates.ts';
import { previousTaxYear, taxYearOf } from './tax-year.ts';
// The ids and the route defaults live in route-keys.ts (no imports) for the app's route table.
import { DATE_RANGE_IDS, type DateRangeId } from './route-keys.ts';

export { DATE_RANGE_IDS, type DateRangeId };

export const DATE_RANGE_LABELS = {
  CURRENT_TAX_YEAR: 'Current tax year',
  LAST_TAX_YEAR: 'Last tax year',
  LAST_3_MONTHS: 'Last 3 months',
  LAST_6_MONTHS: 'Last 6 months',
  LAST_12_MONTHS: 'Last 12 months',
  LAST_3_YEARS: 'Last 3 years',
  LAST_5_YEARS: 'Last 5 years',
  ALL_DATES: 'All dates',
} as const satisfies Record<DateRangeId, string>;

export { COMBINED_ACCOUNT_KEY, DEFAULT_ACCOUNT_KEY, DEFAULT_DATE_RANGE_ID, DEFAULT_RANGE_KEY } from './route-keys.ts';
/** Folio-details links to analysis, transactions and income history default to all dates (spec §2). */
export const LINK_DEFAULT_DATE_RANGE_ID: DateRangeId = 'ALL_DATES';
/**
 * Analysis default when every account is closed ('the closed-accounts range', spec §2). The spec
 * does not name it; all dates covers a closed account's whole life.
 */
export const CLOSED_ACCOUNTS_DATE_RANGE_ID: DateRangeId = 'ALL_DATES';
/** The first date of 'All dates' and the global minimum of the date pickers. */
export const ALL_DATES_START: IsoDate = '2006-01-01';

/** A chart always spans at least this many days (spec §9). */
export const CHART_MIN_RANGE_DAYS = 10;
/** Above this many points a chart series is thinned (spec §9). */
export const CHART_SERIES_THRESHOLD = 50000;

export const DATE_TYPES = {
  EFFECTIVE_EVENT: 'Effective date',
  PROCESSED: 'Processed date',
  EFFECTIVE: 'Execution date',
  REPORTING: 'Reporting date',
} as const;
export type DateTypeId = keyof typeof DATE_TYPES;
export const DATE_TYPE_IDS = Object.keys(DATE_TYPES) as DateTypeId[];

export function isDateTypeId(value: unknown): value is DateTypeId {
  // includes compares without coercion: nothing but one of the keys' strings is found.
  return (DATE_TYPE_IDS as readonly unknown[]).includes(value);
}

export function isDateRangeId(value: unknown): value is DateRangeId {
  return (DATE_RANGE_IDS as readonly unknown[]).includes(value);
}

export interface DateRange {
  id: DateRangeId;
  display: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

function startDateOf(id: DateRangeId, today: IsoDate): IsoDate {
  switch (id) {
    case 'CURRENT_TAX_YEAR':
      return taxYearOf(today).startDate;
    case 'LAST_TAX_YEAR':
      return previousTaxYear(taxYearOf(today)).startDate;
    case 'LAST_3_MONTHS':
      return addMonths(today, -3);
    case 'LAST_6_MONTHS':
      return addMonths(today, -6);
    case 'LAST_12_MONTHS':
      return addMonths(today, -12);
    case 'LAST_3_YEARS':
      return addYears(today, -3);
    case 'LAST_5_YEARS':
      return addYears(today, -5);
    case 'ALL_DATES':
      return ALL_DATES_START;
  }
}

/**
 * The dates a preset covers on `today` (London 'YYYY-MM-DD', see todayInLondon). Rolling ranges
 * and the current tax year end today; the last tax year ends on its 5 April. Rolling starts are
 * the same calendar day back (31 May − 3 months = end of February).
 */
export function resolveDateRange(id: DateRangeId, today: IsoDate): DateRange {
  if (!isIsoDate(today)) throw new RangeError(`resolveDateRange: today must be YYYY-MM-DD, got ${today}`);
  const endDate = id === 'LAST_TAX_YEAR' ? previousTaxYear(taxYearOf(today)).endDate : today;
  return { id, display: DATE_RANGE_LABELS[id], startDate: startDateOf(id, today), endDate };
}

/** Every preset resolved for `today`, in menu order. */
export function dateRangePresets(today: IsoDate): DateRange[] {
  return DATE_RANGE_IDS.map((id) => resolveDateRange(id, today));
}
