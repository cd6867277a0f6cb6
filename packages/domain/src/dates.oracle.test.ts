/**
 * The date arithmetic against @internationalized/date as an oracle: dates.ts replaced the library with
 * day numbers and Intl time zones (so the client home's first script carries no calendar library), and
 * must answer as the library did, day for day, across leap years and both clock changes.
 */
import { CalendarDate, fromDate, toCalendarDate, toZoned } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, londonDayBoundsUtc, toLondonDate } from './dates.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const calendar = (text: string) => {
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number);
  return new CalendarDate(y, m, d);
};
/** Calendar dates from 1900 to 2100, as 'YYYY-MM-DD'. */
const isoDates = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('dates.ts answers as @internationalized/date did', () => {
  it('adds days, months and years, and counts days between', () => {
    fc.assert(
      fc.property(isoDates, isoDates, fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -600, max: 600 }), (a, b, days, months) => {
        expect(addDays(a, days)).toBe(iso(calendar(a).add({ days })));
        expect(addMonths(a, months)).toBe(iso(calendar(a).add({ months })));
        expect(addYears(a, Math.trunc(months / 12))).toBe(iso(calendar(a).add({ years: Math.trunc(months / 12) })));
        expect(daysBetween(a, b)).toBe(calendar(b).compare(calendar(a)));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads instants as London dates and bounds London days in UTC', () => {
    const instants = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instants, (instant) => {
        expect(toLondonDate(instant)).toBe(iso(toCalendarDate(fromDate(instant, 'Europe/London'))));
        const day = instant.toISOString().slice(0, 10);
        const start = toZoned(calendar(day), 'Europe/London').toDate();
        const next = toZoned(calendar(day).add({ days: 1 }), 'Europe/London').toDate();
        expect(londonDayBoundsUtc(day)).toEqual({ start: start.toISOString(), end: new Date(next.getTime() - 1).toISOString() });
      }),
      { numRuns: 2000 },
    );
    // Both clock changes of 2024: the short day (23 h) and the long one (25 h).
    expect(londonDayBoundsUtc('2024-03-31')).toEqual({ start: '2024-03-31T00:00:00.000Z', end: '2024-03-31T22:59:59.999Z' });
    expect(londonDayBoundsUtc('2024-10-27')).toEqual({ start: '2024-10-26T23:00:00.000Z', end: '2024-10-27T23:59:59.999Z' });
  });
});
