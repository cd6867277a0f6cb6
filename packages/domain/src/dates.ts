// Calendar dates for display and input (spec §9): the five formats, ISO 'YYYY-MM-DD' as the
// exchange form, and timestamps read as wall-clock dates in Europe/London. Plain arithmetic on day
// numbers and the platform's Intl time zones: no calendar library, so the client home's first script
// does not carry one (issue 35).

export const LONDON_TIME_ZONE = 'Europe/London';

export const DATE_FORMATS = ['DD/MM/YYYY', 'DD/MM/YY', 'DD-MM-YYYY', 'YYYY-MM-DD', 'DD.MM.YY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** Default display format (spec §9). */
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD.MM.YY';
/** The ISO calendar-date format used between modules and on the wire. */
export const ISO_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';

/**
 * Two-digit years are read in a fixed 100-year window so that parsing does not depend on the
 * clock: 00–49 → 2000–2049, 50–99 → 1950–1999.
 */
export const TWO_DIGIT_YEAR_PIVOT = 50;

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;
/** Anything a date can arrive as: ISO date, ISO timestamp (with or without offset), Date, epoch ms. */
export type DateInput = string | Date | number;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function isValidYmd(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function ymdToIso(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True for a real calendar date written 'YYYY-MM-DD' (2023-02-29 is not). */
export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && isValidYmd(Number(match[1]), Number(match[2]), Number(match[3]));
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date (setUTCFullYear: Date.UTC reads years 0–99 as 1900–1999). */
function dayNumber(iso: IsoDate): number {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

function fromDayNumber(days: number): IsoDate {
  const date = new Date(days * DAY_MS);
  return ymdToIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const LONDON_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' });

function londonDateOfInstant(date: Date): IsoDate | null {
  if (Number.isNaN(date.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(LONDON_DATE.formatToParts(date).find((p) => p.type === type)?.value);
  return ymdToIso(part('year'), part('month'), part('day'));
}

const OFFSET_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The London calendar date of a date input, or null if it cannot be read. A plain ISO date is
 * taken as it is; a timestamp with an offset (or 'Z') is converted to London time
 * ('2024-03-31T23:30:00Z' → '2024-04-01', BST); a timestamp without an offset is already London
 * wall-clock time; a Date or epoch milliseconds is an instant.
 */
export function toLondonDate(input: DateInput | null | undefined): IsoDate | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return londonDateOfInstant(input);
  if (typeof input === 'number') return Number.isFinite(input) ? londonDateOfInstant(new Date(input)) : null;
  const text = input.trim();
  if (isIsoDate(text)) return text;
  const local = LOCAL_TIMESTAMP.exec(text);
  if (local) return isIsoDate(local[1]) ? (local[1] ?? null) : null;
  const withOffset = OFFSET_TIMESTAMP.exec(text);
  if (withOffset && isIsoDate(withOffset[1])) {
    const zone = (withOffset[3] ?? 'Z').toUpperCase();
    const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    return londonDateOfInstant(new Date(`${withOffset[1]}T${withOffset[2]}${offset}`));
  }
  return null;
}

/** Today's date in London as 'YYYY-MM-DD'. */
export function todayInLondon(now: Date = new Date()): IsoDate {
  const today = londonDateOfInstant(now);
  if (today === null) throw new RangeError('todayInLondon: invalid Date');
  return today;
}

/**
 * Writes a date in one of the spec's formats (default 'DD.MM.YY'). Timestamps are read in
 * London time (see toLondonDate). Unreadable or missing input gives ''.
 */
export function formatDate(input: DateInput | null | undefined, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  const iso = toLondonDate(input);
  if (iso === null) return '';
  const [yyyy = '', mm = '', dd = ''] = iso.split('-');
  const yy = yyyy.slice(-2);
  switch (format) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'DD/MM/YY':
      return `${dd}/${mm}/${yy}`;
    case 'DD-MM-YYYY':
      return `${dd}-${mm}-${yyyy}`;
    case 'YYYY-MM-DD':
      return iso;
    case 'DD.MM.YY':
      return `${dd}.${mm}.${yy}`;
  }
}

const PARSERS: Record<DateFormat, { pattern: RegExp; order: 'dmy' | 'ymd' }> = {
  'DD/MM/YYYY': { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: 'dmy' },
  'DD/MM/YY': { pattern: /^(\d{2})\/(\d{2})\/(\d{2})$/, order: 'dmy' },
  'DD-MM-YYYY': { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, order: 'dmy' },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: 'ymd' },
  'DD.MM.YY': { pattern: /^(\d{2})\.(\d{2})\.(\d{2})$/, order: 'dmy' },
};

function expandYear(yearText: string): number {
  const year = Number(yearText);
  if (yearText.length !== 2) return year;
  return year < TWO_DIGIT_YEAR_PIVOT ? 2000 + year : 1900 + year;
}

/**
 * Reads text in the given format (surrounding spaces ignored) and returns the ISO date, or null
 * when it does not match the format or is not a real date ('31/02/2024'). Two-digit years use
 * TWO_DIGIT_YEAR_PIVOT.
 */
export function parseDate(text: string, format: DateFormat): IsoDate | null {
  const { pattern, order } = PARSERS[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [, a = '', b = '', c = ''] = match;
  const [yearText, month, day] = order === 'ymd' ? [a, Number(b), Number(c)] : [c, Number(b), Number(a)];
  const year = expandYear(yearText);
  return isValidYmd(year, month, day) ? ymdToIso(year, month, day) : null;
}

/** The ISO date `days` days after (or before, if negative) `iso`. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(iso) + days);
}

/**
 * The ISO date `months` months after (or before) `iso`; the day is clamped to the end of a
 * shorter month (31 May minus 3 months is 28/29 February).
 */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const total = year * 12 + month - 1 + months;
  const toYear = Math.floor(total / 12);
  const toMonth = total - toYear * 12 + 1;
  return ymdToIso(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

/** The ISO date `years` years after (or before) `iso`; 29 February becomes 28 February. */
export function addYears(iso: IsoDate, years: number): IsoDate {
  return addMonths(iso, years * 12);
}

/** Whole days from `start` to `end` (negative when end is earlier). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return dayNumber(end) - dayNumber(start);
}

/** Compares ISO dates: negative, zero or positive. ISO text sorts chronologically. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The UTC instants bounding a London calendar day, for calls that send 'dates in UTC ISO form
 * with the end date set to end of day' (spec §7): start is London midnight, end is the last
 * millisecond before the next London midnight.
 */
export function londonDayBoundsUtc(iso: IsoDate): { start: string; end: string } {
  const start = londonMidnight(dayNumber(iso));
  return { start: new Date(start).toISOString(), end: new Date(londonMidnight(dayNumber(iso) + 1) - 1).toISOString() };
}

/**
 * The instant of London's midnight starting a day: UTC midnight, or an hour before it in summer time
 * (London shows 01:00 then). Clocks change at 01:00 UTC, so midnight always exists and is unique.
 */
function londonMidnight(days: number): number {
  const utc = days * DAY_MS;
  return LONDON_TIME.format(new Date(utc)).startsWith('01') ? utc - 3_600_000 : utc;
}

/** An instant as London date and time, 'DD/MM/YYYY HH:mm' (the date as formatDate writes it); '' when unreadable. */
export function formatDateTime(input: string | Date | null | undefined, format: DateFormat = 'DD/MM/YYYY'): string {
  if (input === null || input === undefined) return '';
  const instant = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatDate(instant, format)} ${LONDON_TIME.format(instant)}`;
}
