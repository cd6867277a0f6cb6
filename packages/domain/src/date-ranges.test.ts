import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DATES_START,
  DATE_RANGE_IDS,
  DATE_TYPES,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_DATE_RANGE_ID,
  dateRangePresets,
  isDateRangeId,
  isDateTypeId,
  resolveDateRange,
} from './date-ranges.ts';

describe('date-range presets', () => {
  it('has the spec ids, labels and default', () => {
    expect(DATE_RANGE_IDS).toEqual([
      'CURRENT_TAX_YEAR',
      'LAST_TAX_YEAR',
      'LAST_3_MONTHS',
      'LAST_6_MONTHS',
      'LAST_12_MONTHS',
      'LAST_3_YEARS',
      'LAST_5_YEARS',
      'ALL_DATES',
    ]);
    expect(dateRangePresets('2024-06-15').map((r) => r.display)).toEqual([
      'Current tax year',
      'Last tax year',
      'Last 3 months',
      'Last 6 months',
      'Last 12 months',
      'Last 3 years',
      'Last 5 years',
      'All dates',
    ]);
    expect(DEFAULT_DATE_RANGE_ID).toBe('LAST_12_MONTHS');
    expect(ALL_DATES_START).toBe('2006-01-01');
    expect(DEFAULT_ACCOUNT_KEY).toBe('default');
  });

  it('recognises ids', () => {
    expect(isDateRangeId('LAST_5_YEARS')).toBe(true);
    expect(isDateRangeId('last_5_years')).toBe(false);
    expect(isDateRangeId(undefined)).toBe(false);
    expect(isDateRangeId('toString')).toBe(false);
  });

  it('has the date types', () => {
    expect(DATE_TYPES).toEqual({
      EFFECTIVE_EVENT: 'Effective date',
      PROCESSED: 'Processed date',
      EFFECTIVE: 'Execution date',
      REPORTING: 'Reporting date',
    });
    expect(isDateTypeId('PROCESSED')).toBe(true);
    expect(isDateTypeId('hasOwnProperty')).toBe(false);
  });
});

describe('resolveDateRange', () => {
  it('resolves rolling ranges back from today', () => {
    expect(resolveDateRange('LAST_3_MONTHS', '2024-06-15')).toEqual({
      id: 'LAST_3_MONTHS',
      display: 'Last 3 months',
      startDate: '2024-03-15',
      endDate: '2024-06-15',
    });
    expect(resolveDateRange('LAST_6_MONTHS', '2024-08-31').startDate).toBe('2024-02-29');
    expect(resolveDateRange('LAST_12_MONTHS', '2024-02-29').startDate).toBe('2023-02-28');
    expect(resolveDateRange('LAST_3_YEARS', '2024-02-29').startDate).toBe('2021-02-28');
    expect(resolveDateRange('LAST_5_YEARS', '2024-06-15').startDate).toBe('2019-06-15');
    expect(resolveDateRange('ALL_DATES', '2024-06-15')).toMatchObject({ startDate: '2006-01-01', endDate: '2024-06-15' });
  });

  it('resolves tax years at the 5/6 April boundary', () => {
    expect(resolveDateRange('CURRENT_TAX_YEAR', '2024-04-05')).toMatchObject({ startDate: '2023-04-06', endDate: '2024-04-05' });
    expect(resolveDateRange('CURRENT_TAX_YEAR', '2024-04-06')).toMatchObject({ startDate: '2024-04-06', endDate: '2024-04-06' });
    expect(resolveDateRange('LAST_TAX_YEAR', '2024-04-05')).toMatchObject({ startDate: '2022-04-06', endDate: '2023-04-05' });
    expect(resolveDateRange('LAST_TAX_YEAR', '2024-04-06')).toMatchObject({ startDate: '2023-04-06', endDate: '2024-04-05' });
    expect(resolveDateRange('LAST_TAX_YEAR', '2025-01-10')).toMatchObject({ startDate: '2023-04-06', endDate: '2024-04-05' });
  });

  it('rejects a malformed today', () => {
    expect(() => resolveDateRange('ALL_DATES', '15/06/2024')).toThrow(RangeError);
  });

  it('always gives start <= end, end <= today, and a start on or after 2006 for all dates', () => {
    const today = fc
      .date({ min: new Date('2007-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(today, fc.constantFrom(...DATE_RANGE_IDS), (day, id) => {
        const range = resolveDateRange(id, day);
        expect(range.startDate <= range.endDate).toBe(true);
        expect(range.endDate <= day).toBe(true);
        expect(range.startDate >= ALL_DATES_START || id !== 'ALL_DATES').toBe(true);
      }),
    );
  });
});
