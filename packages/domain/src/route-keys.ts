// The defaults that appear in client route paths, in a module with no imports so the app's route
// table (loaded on every page) does not pull the date arithmetic of date-ranges.ts with it.
import type { DateRangeId } from './date-ranges.ts';

export const DEFAULT_DATE_RANGE_ID: DateRangeId = 'LAST_12_MONTHS';
/** The account key meaning 'no account chosen' in routes and nav links. */
export const DEFAULT_ACCOUNT_KEY = 'default';
