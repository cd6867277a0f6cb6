// England & Wales bank holidays (observed dates, substitute days applied), computed from the rules
// (Easter, first/last Mondays, weekend substitutes) plus the one-off royal holidays, and kept as data
// with gov.uk's names so that office hours, settlement and the demo market all use one list.
import { daysInMonth, addDays } from '../dates.ts';
import type { IsoDate } from '../dates.ts';
import { dayOfWeek, isoDate, yearOf } from './iso-days.ts';

export interface BankHoliday {
  date: IsoDate;
  /** gov.uk's title, e.g. 'Early May bank holiday', 'Christmas Day'. */
  name: string;
  /** True when the holiday is observed on a later weekday because it fell on a weekend. */
  substitute: boolean;
}

/** Easter Sunday (Gregorian calendar; the anonymous Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function firstMonday(year: number, month: number): IsoDate {
  const first = isoDate(year, month, 1);
  return addDays(first, (8 - dayOfWeek(first)) % 7);
}

function lastMonday(year: number, month: number): IsoDate {
  const last = isoDate(year, month, daysInMonth(year, month));
  return addDays(last, -((dayOfWeek(last) + 6) % 7));
}

/** One-off holidays and moved ones (royal events, jubilees, the VE-day move), by year. */
const SPECIAL: Readonly<Record<number, { add?: BankHoliday[]; earlyMay?: IsoDate; spring?: IsoDate }>> = {
  2011: { add: [{ date: '2011-04-29', name: 'Royal wedding', substitute: false }] },
  2012: { add: [{ date: '2012-06-05', name: 'Queen’s Diamond Jubilee', substitute: false }], spring: '2012-06-04' },
  2020: { earlyMay: '2020-05-08' },
  2022: {
    add: [
      { date: '2022-06-03', name: 'Platinum Jubilee bank holiday', substitute: false },
      { date: '2022-09-19', name: 'Bank Holiday for the State Funeral of Queen Elizabeth II', substitute: false },
    ],
    spring: '2022-06-02',
  },
  2023: { add: [{ date: '2023-05-08', name: 'Bank holiday for the coronation of King Charles III', substitute: false }] },
};

const cache = new Map<number, readonly BankHoliday[]>();

/** The bank holidays of one calendar year, sorted by date. */
function holidaysOfYear(year: number): readonly BankHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const special = SPECIAL[year];
  const out: BankHoliday[] = [];
  const newYear = isoDate(year, 1, 1);
  const nyDow = dayOfWeek(newYear);
  out.push(
    nyDow === 6 || nyDow === 0
      ? { date: addDays(newYear, nyDow === 6 ? 2 : 1), name: 'New Year’s Day', substitute: true }
      : { date: newYear, name: 'New Year’s Day', substitute: false },
  );
  const easter = easterSunday(year);
  out.push(
    { date: addDays(easter, -2), name: 'Good Friday', substitute: false },
    { date: addDays(easter, 1), name: 'Easter Monday', substitute: false },
  );
  out.push({ date: special?.earlyMay ?? firstMonday(year, 5), name: 'Early May bank holiday', substitute: false });
  out.push({ date: special?.spring ?? lastMonday(year, 5), name: 'Spring bank holiday', substitute: false });
  out.push({ date: lastMonday(year, 8), name: 'Summer bank holiday', substitute: false });
  const christmas = isoDate(year, 12, 25);
  const xmas = (day: number, substitute: boolean): BankHoliday => ({ date: isoDate(year, 12, day), name: 'Christmas Day', substitute });
  const boxing = (day: number, substitute: boolean): BankHoliday => ({ date: isoDate(year, 12, day), name: 'Boxing Day', substitute });
  switch (dayOfWeek(christmas)) {
    case 5: // Friday: Boxing Day (Saturday) moves to Monday 28th.
      out.push(xmas(25, false), boxing(28, true));
      break;
    case 6: // Saturday: Christmas Day on Monday 27th, Boxing Day on Tuesday 28th.
      out.push(xmas(27, true), boxing(28, true));
      break;
    case 0: // Sunday: Boxing Day Monday 26th, Christmas Day substitute Tuesday 27th.
      out.push(boxing(26, false), xmas(27, true));
      break;
    default:
      out.push(xmas(25, false), boxing(26, false));
  }
  out.push(...(special?.add ?? []));
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const frozen = Object.freeze(out.map((h) => Object.freeze(h)));
  cache.set(year, frozen);
  return frozen;
}

/** England & Wales bank holidays from 1 January `fromYear` to 31 December `toYear`, as data, sorted. */
export function bankHolidaysBetween(fromYear: number, toYear: number): BankHoliday[] {
  const out: BankHoliday[] = [];
  for (let year = fromYear; year <= toYear; year++) out.push(...holidaysOfYear(year));
  return out;
}

/** The dates of one year's England & Wales bank holidays, sorted. */
export function bankHolidays(year: number): IsoDate[] {
  return holidaysOfYear(year).map((h) => h.date);
}

const dateSets = new Map<number, ReadonlySet<IsoDate>>();

export function isBankHoliday(iso: IsoDate): boolean {
  const year = yearOf(iso);
  let set = dateSets.get(year);
  if (!set) {
    set = new Set(bankHolidays(year));
    dateSets.set(year, set);
  }
  return set.has(iso);
}
