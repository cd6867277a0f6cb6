// Moved here from the demo simulation with the calendar itself (apps/server/src/demo/simulation).
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDate } from '../dates.ts';
import { taxYearOf, taxYearStarting } from '../tax-year.ts';
import { bankHolidays, easterSunday } from './bank-holidays.ts';
import { dayOfWeek } from './iso-days.ts';
import { addTradingDays, isTradingDay, nextTradingDay, previousTradingDay, tradingDaysBetween } from './trading-days.ts';

// Published England & Wales bank holidays (gov.uk).
const KNOWN: Record<number, string[]> = {
  2006: ['01-02', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
  2010: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2011: ['01-03', '04-22', '04-25', '04-29', '05-02', '05-30', '08-29', '12-26', '12-27'],
  2012: ['01-02', '04-06', '04-09', '05-07', '06-04', '06-05', '08-27', '12-25', '12-26'],
  2016: ['01-01', '03-25', '03-28', '05-02', '05-30', '08-29', '12-26', '12-27'],
  2017: ['01-02', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
  2020: ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28'],
  2021: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2022: ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27'],
  2023: ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26'],
  2024: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
  2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
  2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
};

describe('bank holidays', () => {
  it.each(Object.entries(KNOWN))('matches the published list for %s', (year, days) => {
    expect(bankHolidays(Number(year))).toEqual(days.map((d) => `${year}-${d}`));
  });

  it('computes Easter Sunday', () => {
    expect(easterSunday(2008)).toBe('2008-03-23');
    expect(easterSunday(2011)).toBe('2011-04-24');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2030)).toBe('2030-04-21');
  });

  it('gives every year from 2006 to 2030 at least eight weekday holidays', () => {
    for (let y = 2006; y <= 2030; y++) {
      const days = bankHolidays(y);
      expect(days.length).toBeGreaterThanOrEqual(8);
      for (const d of days) expect([0, 6]).not.toContain(dayOfWeek(d));
    }
  });
});

describe('trading days', () => {
  it('excludes weekends and bank holidays', () => {
    expect(isTradingDay('2024-12-25')).toBe(false);
    expect(isTradingDay('2024-12-28')).toBe(false);
    expect(isTradingDay('2024-12-27')).toBe(true);
    expect(previousTradingDay('2024-01-02')).toBe('2023-12-29');
    expect(previousTradingDay('2020-12-29')).toBe('2020-12-24');
    expect(previousTradingDay('2026-03-02')).toBe('2026-02-27');
    expect(nextTradingDay('2022-06-01')).toBe('2022-06-06');
    expect(addTradingDays('2026-02-27', 2)).toBe('2026-03-03');
  });

  it('counts about 252 trading days a year', () => {
    for (let y = 2006; y <= 2030; y++) {
      const n = tradingDaysBetween(`${y}-01-01`, `${y}-12-31`).length;
      expect(n).toBeGreaterThanOrEqual(250);
      expect(n).toBeLessThanOrEqual(256);
    }
  });
});

describe('ISO date helpers', () => {
  it('does pure calendar arithmetic', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-31', -31)).toBe('2024-02-29');
    expect(addDays('2006-01-01', 7305)).toBe('2026-01-01');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2023-11-15', 3)).toBe('2024-02-15');
    expect(dayOfWeek('2026-03-02')).toBe(1);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
  });

  it('puts 5 April in the previous tax year', () => {
    expect(taxYearOf('2024-04-05').startYear).toBe(2023);
    expect(taxYearOf('2024-04-06').startYear).toBe(2024);
    expect(taxYearStarting(2024)).toMatchObject({ startDate: '2024-04-06', endDate: '2025-04-05' });
  });
});
