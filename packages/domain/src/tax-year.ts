// The UK tax year: 6 April to 5 April in London time (spec §5). A date before 6 April belongs to
// the tax year that started on 6 April of the previous calendar year.
import { type DateInput, type IsoDate, toLondonDate } from './dates.ts';

export const TAX_YEAR_START_MONTH = 4;
export const TAX_YEAR_START_DAY = 6;

export interface TaxYear {
  /** Calendar year in which the tax year starts (2024 for 6 April 2024 – 5 April 2025). */
  startYear: number;
  /** 'YYYY-04-06' */
  startDate: IsoDate;
  /** 'YYYY-04-05' of the following year. */
  endDate: IsoDate;
  /** '2024/25' */
  label: string;
}

/** The tax year that starts on 6 April of `startYear`. */
export function taxYearStarting(startYear: number): TaxYear {
  const end = startYear + 1;
  return {
    startYear,
    startDate: `${String(startYear).padStart(4, '0')}-04-06`,
    endDate: `${String(end).padStart(4, '0')}-04-05`,
    label: `${startYear}/${String(end % 100).padStart(2, '0')}`,
  };
}

/**
 * The tax year holding a date. ISO dates are calendar dates; timestamps and Dates are read in
 * London time first, so 2024-04-05T23:30:00Z (00:30 BST on 6 April) is in 2024/25.
 * Throws RangeError on unreadable input.
 */
export function taxYearOf(input: DateInput): TaxYear {
  const iso = toLondonDate(input);
  if (iso === null) throw new RangeError(`taxYearOf: unreadable date ${String(input)}`);
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const beforeStart = month < TAX_YEAR_START_MONTH || (month === TAX_YEAR_START_MONTH && day < TAX_YEAR_START_DAY);
  return taxYearStarting(beforeStart ? year - 1 : year);
}

/** The tax year before the given one. */
export function previousTaxYear(taxYear: TaxYear): TaxYear {
  return taxYearStarting(taxYear.startYear - 1);
}

/** True when the date falls within the tax year (both ends included). */
export function isInTaxYear(input: DateInput, taxYear: TaxYear): boolean {
  return taxYearOf(input).startYear === taxYear.startYear;
}
