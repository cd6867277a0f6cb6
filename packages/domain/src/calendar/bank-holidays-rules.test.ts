// The rules behind the bank-holiday data, year by year: Easter by the Gregorian computus, every
// substitute day flagged, the list sorted, and the same answer for a year asked twice.
import { describe, expect, it } from 'vitest';
import { bankHolidays, bankHolidaysBetween, easterSunday, isBankHoliday } from './bank-holidays.ts';

describe('bank holiday rules', () => {
  it('finds Easter Sunday for early, late and far years', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22',
      1943: '1943-04-25',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2038: '2038-04-25',
      2049: '2049-04-18',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(date);
  });

  it('flags exactly the substitute days: New Year on a weekend, Christmas and Boxing Day moved', () => {
    const substitutes = (year: number) => bankHolidaysBetween(year, year).map((h) => `${h.date} ${h.substitute ? 'sub' : '-'}`);
    // 2022: New Year on Saturday (Monday 3rd), Christmas on Sunday (Boxing Day Monday, Christmas Tuesday).
    expect(substitutes(2022)).toEqual([
      '2022-01-03 sub',
      '2022-04-15 -',
      '2022-04-18 -',
      '2022-05-02 -',
      '2022-06-02 -',
      '2022-06-03 -',
      '2022-08-29 -',
      '2022-09-19 -',
      '2022-12-26 -',
      '2022-12-27 sub',
    ]);
    // 2023: New Year on Sunday (Monday 2nd); Christmas on Monday, nothing moved.
    expect(substitutes(2023).filter((s) => s.startsWith('2023-01') || s.startsWith('2023-12'))).toEqual([
      '2023-01-02 sub',
      '2023-12-25 -',
      '2023-12-26 -',
    ]);
    // 2021: Christmas on Saturday: both move, to Monday 27th and Tuesday 28th.
    expect(substitutes(2021).filter((s) => s.startsWith('2021-12'))).toEqual(['2021-12-27 sub', '2021-12-28 sub']);
    expect(substitutes(2025)).toEqual([
      '2025-01-01 -',
      '2025-04-18 -',
      '2025-04-21 -',
      '2025-05-05 -',
      '2025-05-26 -',
      '2025-08-25 -',
      '2025-12-25 -',
      '2025-12-26 -',
    ]);
  });

  it('lists each year sorted and answers a year asked twice the same way', () => {
    for (const year of [2020, 2021, 2022, 2023, 2030]) {
      const dates = bankHolidays(year);
      expect([...dates].sort(), String(year)).toEqual(dates);
      expect(bankHolidays(year)).toEqual(dates);
    }
    expect(isBankHoliday('2022-09-19')).toBe(true);
    expect(isBankHoliday('2022-09-20')).toBe(false);
    expect(isBankHoliday('2022-12-27')).toBe(true);
  });
});
