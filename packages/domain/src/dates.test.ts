import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  addDays,
  addMonths,
  addYears,
  daysBetween,
  formatDate,
  formatDateTime,
  isIsoDate,
  londonDayBoundsUtc,
  parseDate,
  toLondonDate,
  todayInLondon,
} from './dates.ts';

describe('formatDate', () => {
  it('writes every format', () => {
    expect(formatDate('2024-05-07', 'DD/MM/YYYY')).toBe('07/05/2024');
    expect(formatDate('2024-05-07', 'DD/MM/YY')).toBe('07/05/24');
    expect(formatDate('2024-05-07', 'DD-MM-YYYY')).toBe('07-05-2024');
    expect(formatDate('2024-05-07', 'YYYY-MM-DD')).toBe('2024-05-07');
    expect(formatDate('2024-05-07', 'DD.MM.YY')).toBe('07.05.24');
  });

  it('defaults to DD.MM.YY', () => {
    expect(formatDate('2006-01-01')).toBe('01.01.06');
  });

  it('reads timestamps in London time', () => {
    // 23:30 UTC on 31 March 2024 is 00:30 BST on 1 April.
    expect(formatDate('2024-03-31T23:30:00Z', 'YYYY-MM-DD')).toBe('2024-04-01');
    expect(formatDate('2024-03-31T23:30:00.000+0000', 'YYYY-MM-DD')).toBe('2024-04-01');
    // In winter London is UTC.
    expect(formatDate('2024-01-15T23:30:00Z', 'YYYY-MM-DD')).toBe('2024-01-15');
    expect(formatDate('2024-07-01T00:30:00+02:00', 'YYYY-MM-DD')).toBe('2024-06-30');
    expect(formatDate(new Date('2024-06-30T23:00:00Z'), 'DD/MM/YYYY')).toBe('01/07/2024');
    expect(formatDate(Date.UTC(2024, 5, 30, 22, 59), 'DD/MM/YYYY')).toBe('30/06/2024');
  });

  it('treats timestamps without an offset as London wall time', () => {
    expect(formatDate('2024-04-05T23:59:59', 'YYYY-MM-DD')).toBe('2024-04-05');
    expect(formatDate('2024-04-05 00:00', 'DD/MM/YYYY')).toBe('05/04/2024');
  });

  it('gives an empty string for unreadable input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2023-02-29')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('parseDate', () => {
  it('reads each format', () => {
    expect(parseDate('07/05/2024', 'DD/MM/YYYY')).toBe('2024-05-07');
    expect(parseDate('07/05/24', 'DD/MM/YY')).toBe('2024-05-07');
    expect(parseDate('07-05-2024', 'DD-MM-YYYY')).toBe('2024-05-07');
    expect(parseDate('2024-05-07', 'YYYY-MM-DD')).toBe('2024-05-07');
    expect(parseDate(' 07.05.24 ', 'DD.MM.YY')).toBe('2024-05-07');
  });

  it('windows two-digit years to 1950–2049', () => {
    expect(parseDate('01.01.49', 'DD.MM.YY')).toBe('2049-01-01');
    expect(parseDate('01.01.50', 'DD.MM.YY')).toBe('1950-01-01');
  });

  it('rejects impossible dates and wrong shapes', () => {
    expect(parseDate('31/02/2024', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('29/02/2023', 'DD/MM/YYYY')).toBe(null);
    expect(parseDate('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(parseDate('7/5/2024', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('07/05/2024', 'DD-MM-YYYY')).toBeNull();
    expect(parseDate('00/05/2024', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('01/13/2024', 'DD/MM/YYYY')).toBeNull();
  });
});

const isoInWindow = fc
  .date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2049, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('format then parse', () => {
  it('round-trips for every format', () => {
    fc.assert(
      fc.property(isoInWindow, fc.constantFrom(...DATE_FORMATS), (iso, format) => {
        expect(parseDate(formatDate(iso, format), format)).toBe(iso);
      }),
    );
  });

  it('round-trips four-digit formats for years 1–9999', () => {
    const anyIso = fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyIso, fc.constantFrom('DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD'), (iso, format) => {
        expect(parseDate(formatDate(iso, format), format)).toBe(iso);
      }),
    );
  });
});

describe('todayInLondon and toLondonDate', () => {
  it('uses the London date of the instant', () => {
    expect(todayInLondon(new Date('2024-03-31T23:30:00Z'))).toBe('2024-04-01');
    expect(todayInLondon(new Date('2024-10-27T00:30:00Z'))).toBe('2024-10-27');
    expect(todayInLondon(new Date('2024-10-26T23:30:00Z'))).toBe('2024-10-27');
    expect(todayInLondon(new Date('2024-12-31T23:59:59Z'))).toBe('2024-12-31');
  });

  it('returns a valid ISO date for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        expect(isIsoDate(todayInLondon(d))).toBe(true);
      }),
    );
  });

  it('refuses an invalid Date', () => {
    expect(() => todayInLondon(new Date(Number.NaN))).toThrow(RangeError);
    expect(toLondonDate('2024-13-01T00:00:00Z')).toBeNull();
  });
});

describe('date arithmetic', () => {
  it('adds days, months and years on the calendar', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2023-05-31', -3)).toBe('2023-02-28');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2024-03-30', '2024-03-31')).toBe(1);
  });

  it('gives the UTC bounds of a London day', () => {
    expect(londonDayBoundsUtc('2024-01-15')).toEqual({ start: '2024-01-15T00:00:00.000Z', end: '2024-01-15T23:59:59.999Z' });
    expect(londonDayBoundsUtc('2024-07-01')).toEqual({ start: '2024-06-30T23:00:00.000Z', end: '2024-07-01T22:59:59.999Z' });
    // 31 March 2024: clocks go forward, a 23-hour day.
    expect(londonDayBoundsUtc('2024-03-31')).toEqual({ start: '2024-03-31T00:00:00.000Z', end: '2024-03-31T22:59:59.999Z' });
  });
});

describe('dates at the edges', () => {
  it('leap years follow the 4, 100 and 400 rules; years run from 1 to 9999', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate('9999-12-31')).toBe(true);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-12-32')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-01-00')).toBe(false);
    expect(isIsoDate(' 2024-01-01')).toBe(false);
    expect(isIsoDate('2024-01-01x')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
  });

  it('reads offsets with or without a colon, a lower-case z and epoch milliseconds', () => {
    expect(toLondonDate('2024-06-30T23:30:00+0000')).toBe('2024-07-01');
    expect(toLondonDate('2024-06-30T23:30:00-01:00')).toBe('2024-07-01');
    expect(toLondonDate('2024-06-30T22:30:00.123z')).toBe('2024-06-30');
    expect(toLondonDate('2024-06-30 23:30+00:00')).toBe('2024-07-01');
    expect(toLondonDate(' 2024-06-30 ')).toBe('2024-06-30');
    expect(toLondonDate(Date.UTC(2024, 5, 30, 23, 30))).toBe('2024-07-01');
    expect(toLondonDate(Number.NaN)).toBeNull();
    expect(toLondonDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toLondonDate('2023-02-29T10:00:00')).toBeNull();
    expect(toLondonDate('2023-02-29T10:00:00Z')).toBeNull();
    expect(toLondonDate('2024-06-30T10:00:00+01')).toBeNull();
  });

  it('formats each format from a timestamp, and reads two-digit years only in the two-digit formats', () => {
    expect(formatDate('2024-05-07T12:00:00Z', 'DD-MM-YYYY')).toBe('07-05-2024');
    expect(formatDate('2024-05-07', 'DD/MM/YY')).toBe('07/05/24');
    expect(parseDate('07/05/0024', 'DD/MM/YYYY')).toBe('0024-05-07');
    expect(parseDate('07/05/99', 'DD/MM/YY')).toBe('1999-05-07');
    expect(parseDate('07/05/00', 'DD/MM/YY')).toBe('2000-05-07');
    expect(parseDate('2024-05-07x', 'YYYY-MM-DD')).toBeNull();
    expect(parseDate('x07.05.24', 'DD.MM.YY')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('reads an instant as London date and time (summer and winter), in the format asked', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01/07/2026 09:05');
    expect(formatDateTime(new Date('2026-01-15T23:30:00Z'), 'DD.MM.YY')).toBe('15.01.26 23:30');
    // Past midnight in London while still the day before in UTC.
    expect(formatDateTime('2026-06-30T23:30:00Z')).toBe('01/07/2026 00:30');
  });
  it('is empty for no value and for a value that is no date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
