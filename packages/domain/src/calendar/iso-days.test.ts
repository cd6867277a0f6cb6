import { describe, expect, it } from 'vitest';
import { dayOfMonth, dayOfWeek, fromDayNumber, isoDate, isWeekend, maxDate, minDate, monthOf, toDayNumber, yearOf } from './iso-days.ts';

describe('ISO day numbers', () => {
  it('counts days from 1970-01-01 both ways and back', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1969-12-31')).toBe(-1);
    expect(toDayNumber('2024-03-01') - toDayNumber('2024-02-28')).toBe(2);
    for (const iso of ['1969-12-31', '2000-02-29', '2024-10-05', '9999-12-31']) expect(fromDayNumber(toDayNumber(iso))).toBe(iso);
  });

  it('refuses text that is not YYYY-MM-DD', () => {
    for (const text of ['2024-1-01', ' 2024-01-01', '2024-01-01T00:00', '20240101', ''])
      expect(() => toDayNumber(text), text).toThrow(RangeError);
    expect(() => toDayNumber('2024-13-01x')).toThrow('not an ISO date: 2024-13-01x');
  });

  it('writes and reads the parts, padded', () => {
    expect(isoDate(5, 3, 7)).toBe('0005-03-07');
    expect(isoDate(2024, 10, 10)).toBe('2024-10-10');
    expect(isoDate(2024, 9, 9)).toBe('2024-09-09');
    expect([yearOf('2024-10-05'), monthOf('2024-10-05'), dayOfMonth('2024-10-05')]).toEqual([2024, 10, 5]);
  });

  it('gives the weekday for dates before and after 1970, and weekends', () => {
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('1969-12-28')).toBe(0);
    expect(dayOfWeek('1969-12-27')).toBe(6);
    expect(dayOfWeek('2024-11-24')).toBe(0);
    expect(dayOfWeek('2024-11-25')).toBe(1);
    expect(['2024-11-22', '2024-11-23', '2024-11-24', '2024-11-25'].map(isWeekend)).toEqual([false, true, true, false]);
  });

  it('picks the earlier and the later date, either way round', () => {
    expect(minDate('2024-01-02', '2024-01-01')).toBe('2024-01-01');
    expect(minDate('2024-01-01', '2024-01-02')).toBe('2024-01-01');
    expect(maxDate('2024-01-01', '2024-01-02')).toBe('2024-01-02');
    expect(maxDate('2024-01-02', '2024-01-01')).toBe('2024-01-02');
    expect(maxDate('2024-01-01', '2024-01-01')).toBe('2024-01-01');
  });
});
