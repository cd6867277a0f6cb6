// Day-number arithmetic on ISO 'YYYY-MM-DD' calendar dates (days since 1970-01-01, pure UTC maths, so
// no time zone can shift a date): the fast path for loops over thousands of days, plus the parts of a date.
// addDays, addMonths, addYears, daysBetween and isIsoDate live in ../dates.ts (one of each).
import type { IsoDate } from '../dates.ts';

const MS_PER_DAY = 86_400_000;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Days since 1970-01-01 (UTC). Throws RangeError on text that is not 'YYYY-MM-DD'. */
export function toDayNumber(iso: IsoDate): number {
  const m = ISO_RE.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

/** The ISO date of a day number (inverse of toDayNumber). */
export function fromDayNumber(dayNumber: number): IsoDate {
  const d = new Date(dayNumber * MS_PER_DAY);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD' from its parts (month 1–12); no validation. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export const yearOf = (iso: IsoDate): number => Number(iso.slice(0, 4));
/** 1–12. */
export const monthOf = (iso: IsoDate): number => Number(iso.slice(5, 7));
/** 1–31. */
export const dayOfMonth = (iso: IsoDate): number => Number(iso.slice(8, 10));

/** 0 = Sunday … 6 = Saturday (as Date#getUTCDay). */
export function dayOfWeek(iso: IsoDate): number {
  return (((toDayNumber(iso) + 4) % 7) + 7) % 7;
}

export function isWeekend(iso: IsoDate): boolean {
  const dow = dayOfWeek(iso);
  return dow === 0 || dow === 6;
}

/** The earlier / later of two ISO dates (ISO text sorts chronologically). */
export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);
