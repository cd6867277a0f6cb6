/**
 * How the browser asks for transactions (spec §7): dates in UTC ISO form with the end date at the
 * end of that day, the excluded type codes as a comma list, pages of 250. Free of zod so the
 * portal bundle can use it.
 */
import { EXCLUDED_TRANSACTION_TYPE_CODES, TRANSACTION_EVENTS_PAGE_SIZE } from '@portal/domain';
import type { DateTypeId, IsoDate } from '@portal/domain';

/** The date types the calls accept (spec §9 ids). */
export const DATE_TYPE_VALUES = ['EFFECTIVE_EVENT', 'PROCESSED', 'EFFECTIVE', 'REPORTING'] as const satisfies readonly DateTypeId[];
/** The largest page the server answers (spec §9: page size 250). */
export const TRANSACTION_EVENTS_MAX_SIZE = TRANSACTION_EVENTS_PAGE_SIZE;

export interface TransactionDatesParams {
  dateType: DateTypeId;
  dateFrom: string;
  dateTo: string;
  excludedTtypeCodes: string;
  /** Only the payment events (income history), which needs no transactions role. */
  payments?: 'only';
}

/** Start of `date` in UTC ISO form. */
export const startOfDayUtc = (date: IsoDate): string => `${date}T00:00:00.000Z`;
/** End of `date` in UTC ISO form: the last millisecond, so the whole end date is included. */
export const endOfDayUtc = (date: IsoDate): string => `${date}T23:59:59.999Z`;

/** The query of the account-by-id and transaction-events calls for a date range. */
export function transactionDatesParams(dateType: DateTypeId, startDate: IsoDate, endDate: IsoDate): TransactionDatesParams {
  return {
    dateType,
    dateFrom: startOfDayUtc(startDate),
    dateTo: endOfDayUtc(endDate),
    excludedTtypeCodes: EXCLUDED_TRANSACTION_TYPE_CODES.join(','),
  };
}
