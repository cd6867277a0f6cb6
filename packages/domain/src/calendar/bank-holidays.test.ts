import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankHolidays, bankHolidaysBetween, isBankHoliday } from './bank-holidays.ts';
import { isWeekend } from './iso-days.ts';

describe('bank holidays as data', () => {
  it('names 2024–2027 as gov.uk does, substitute days marked', () => {
    const list = bankHolidaysBetween(2024, 2027);
    expect(list).toHaveLength(32);
    expect(list.filter((h) => h.date.startsWith('2027-12'))).toEqual([
      { date: '2027-12-27', name: 'Christmas Day', substitute: true },
      { date: '2027-12-28', name: 'Boxing Day', substitute: true },
    ]);
    expect(list.filter((h) => h.date.startsWith('2026-12'))).toEqual([
      { date: '2026-12-25', name: 'Christmas Day', substitute: false },
      { date: '2026-12-28', name: 'Boxing Day', substitute: true },
    ]);
    expect(list.slice(0, 6).map((h) => `${h.date} ${h.name}`)).toEqual([
      '2024-01-01 New Year’s Day',
      '2024-03-29 Good Friday',
      '2024-04-01 Easter Monday',
      '2024-05-06 Early May bank holiday',
      '2024-05-27 Spring bank holiday',
      '2024-08-26 Summer bank holiday',
    ]);
  });

  it('keeps the special holidays of 2022 and 2023 and the moved spring holiday', () => {
    const of = (year: number) => bankHolidaysBetween(year, year).map((h) => `${h.date} ${h.name}`);
    expect(of(2022)).toContain('2022-06-02 Spring bank holiday');
    expect(of(2022)).toContain('2022-06-03 Platinum Jubilee bank holiday');
    expect(of(2022)).toContain('2022-09-19 Bank Holiday for the State Funeral of Queen Elizabeth II');
    expect(of(2022)).toContain('2022-01-03 New Year’s Day');
    expect(bankHolidaysBetween(2022, 2022).find((h) => h.date === '2022-12-27')).toEqual({
      date: '2022-12-27',
      name: 'Christmas Day',
      substitute: true,
    });
    expect(of(2023)).toContain('2023-05-08 Bank holiday for the coronation of King Charles III');
  });

  it('agrees with bankHolidays and isBankHoliday, and never falls on a weekend', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const data = bankHolidaysBetween(year, year);
        expect(data.map((h) => h.date)).toEqual(bankHolidays(year));
        for (const h of data) {
          expect(isBankHoliday(h.date)).toBe(true);
          expect(isWeekend(h.date)).toBe(false);
        }
      }),
    );
  });

  it('returns an empty list for an empty range', () => {
    expect(bankHolidaysBetween(2025, 2024)).toEqual([]);
  });
});
