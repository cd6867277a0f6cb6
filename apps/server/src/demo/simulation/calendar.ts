// UK (England & Wales) trading-day calendar and ISO 'YYYY-MM-DD' date arithmetic done purely on
// UTC day numbers, so no local time zone can shift a date.

const MS_PER_DAY = 86_400_000;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_RE.exec(value);
  if (!m) return false;
  return fromDayNumber(toDayNumberUnchecked(Number(m[1]), Number(m[2]), Number(m[3]))) === value;
}

function toDayNumberUnchecked(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** Days since 1970-01-01 (UTC). Throws on a malformed date. */
export function toDayNumber(iso: string): number {
  const m = ISO_RE.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return toDayNumberUnchecked(Number(m[1]), Number(m[2]), Number(m[3]));
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

export function fromDayNumber(dayNumber: number): string {
  const d = new Date(dayNumber * MS_PER_DAY);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7));
}
export function dayOfMonth(iso: string): number {
  return Number(iso.slice(8, 10));
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Same calendar day `months` later/earlier, clamped to the month's end (31 May − 3 = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const total = yearOf(iso) * 12 + (monthOf(iso) - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return isoDate(year, month, Math.min(dayOfMonth(iso), daysInMonth(year, month)));
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: string): number {
  return (((toDayNumber(iso) + 4) % 7) + 7) % 7;
}

export function isWeekend(iso: string): boolean {
  const dow = dayOfWeek(iso);
  return dow === 0 || dow === 6;
}

export const minDate = (a: string, b: string): string => (a <= b ? a : b);
export const maxDate = (a: string, b: string): string => (a >= b ? a : b);

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): string {
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

function firstMonday(year: number, month: number): string {
  const first = isoDate(year, month, 1);
  return addDays(first, (8 - dayOfWeek(first)) % 7);
}

function lastMonday(year: number, month: number): string {
  const last = isoDate(year, month, daysInMonth(year, month));
  return addDays(last, -((dayOfWeek(last) + 6) % 7));
}

/** One-off and moved holidays (royal events, jubilees, VE-day move). */
const SPECIAL_HOLIDAYS: Record<number, { add: string[]; earlyMay?: string; spring?: string }> = {
  2011: { add: ['2011-04-29'] },
  2012: { add: ['2012-06-05'], spring: '2012-06-04' },
  2020: { add: [], earlyMay: '2020-05-08' },
  2022: { add: ['2022-06-03', '2022-09-19'], spring: '2022-06-02' },
  2023: { add: ['2023-05-08'] },
};

const holidayCache = new Map<number, ReadonlySet<string>>();

/** England & Wales bank holidays of a year (observed dates, substitutes applied), sorted. */
export function bankHolidays(year: number): string[] {
  return [...bankHolidaySet(year)].sort();
}

function bankHolidaySet(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const special = SPECIAL_HOLIDAYS[year];
  const days: string[] = [];
  const newYear = isoDate(year, 1, 1);
  const nyDow = dayOfWeek(newYear);
  days.push(nyDow === 6 ? addDays(newYear, 2) : nyDow === 0 ? addDays(newYear, 1) : newYear);
  const easter = easterSunday(year);
  days.push(addDays(easter, -2), addDays(easter, 1));
  days.push(special?.earlyMay ?? firstMonday(year, 5));
  days.push(special?.spring ?? lastMonday(year, 5));
  days.push(lastMonday(year, 8));
  const christmas = isoDate(year, 12, 25);
  switch (dayOfWeek(christmas)) {
    case 5: // Fri: Boxing Day Sat → Mon 28
      days.push(christmas, isoDate(year, 12, 28));
      break;
    case 6: // Sat: Mon 27 and Tue 28
      days.push(isoDate(year, 12, 27), isoDate(year, 12, 28));
      break;
    case 0: // Sun: Boxing Day Mon 26, Christmas substitute Tue 27
      days.push(isoDate(year, 12, 26), isoDate(year, 12, 27));
      break;
    default:
      days.push(christmas, isoDate(year, 12, 26));
  }
  if (special) days.push(...special.add);
  const set = new Set(days);
  holidayCache.set(year, set);
  return set;
}

export function isBankHoliday(iso: string): boolean {
  return bankHolidaySet(yearOf(iso)).has(iso);
}

/** A weekday that is not an England & Wales bank holiday. */
export function isTradingDay(iso: string): boolean {
  return !isWeekend(iso) && !isBankHoliday(iso);
}

/** The latest trading day strictly before `iso`. */
export function previousTradingDay(iso: string): string {
  let d = addDays(iso, -1);
  while (!isTradingDay(d)) d = addDays(d, -1);
  return d;
}

/** The earliest trading day strictly after `iso`. */
export function nextTradingDay(iso: string): string {
  let d = addDays(iso, 1);
  while (!isTradingDay(d)) d = addDays(d, 1);
  return d;
}

/** `iso` itself when it is a trading day, else the previous one. */
export function tradingDayOnOrBefore(iso: string): string {
  return isTradingDay(iso) ? iso : previousTradingDay(iso);
}

/** `iso` itself when it is a trading day, else the next one. */
export function tradingDayOnOrAfter(iso: string): string {
  return isTradingDay(iso) ? iso : nextTradingDay(iso);
}

/** `n` trading days after `iso` (n ≥ 0; 0 gives `iso` rolled forward to a trading day). */
export function addTradingDays(iso: string, n: number): string {
  let d = tradingDayOnOrAfter(iso);
  for (let i = 0; i < n; i++) d = nextTradingDay(d);
  return d;
}

/** Every trading day in [from, to], ascending. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = toDayNumber(to);
  for (let n = toDayNumber(from); n <= end; n++) {
    const iso = fromDayNumber(n);
    if (isTradingDay(iso)) out.push(iso);
  }
  return out;
}

/** Calendar year in which the UK tax year holding `iso` starts (6 April – 5 April). */
export function taxYearStartYear(iso: string): number {
  const year = yearOf(iso);
  return iso.slice(5) < '04-06' ? year - 1 : year;
}

export function taxYearRange(startYear: number): { startDate: string; endDate: string } {
  return { startDate: isoDate(startYear, 4, 6), endDate: isoDate(startYear + 1, 4, 5) };
}
