/**
 * The home graph's date range (spec §9: last 12 months, London today). Loaded by the home route on its
 * own: it brings @internationalized/date (~6 KiB gzip), which the accounts list does not need.
 */
import { DEFAULT_DATE_RANGE_ID, resolveDateRange, todayInLondon, type DateRange } from '@portal/domain';

export function defaultDateRange(): DateRange {
  return resolveDateRange(DEFAULT_DATE_RANGE_ID, todayInLondon());
}
