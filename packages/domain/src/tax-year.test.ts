import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInTaxYear, previousTaxYear, taxYearOf, taxYearStarting } from './tax-year.ts';

describe('taxYearOf', () => {
  it.each([
    ['2024-04-05', 2023],
    ['2024-04-06', 2024],
    ['2024-01-01', 2023],
    ['2023-12-31', 2023],
    ['2025-04-05', 2024],
    ['2025-04-06', 2025],
    ['2024-02-29', 2023],
    ['2020-02-29', 2019],
  ])('%s is in the tax year starting %i', (date, startYear) => {
    expect(taxYearOf(date).startYear).toBe(startYear);
  });

  it('describes the year', () => {
    expect(taxYearOf('2024-06-01')).toEqual({ startYear: 2024, startDate: '2024-04-06', endDate: '2025-04-05', label: '2024/25' });
    expect(taxYearStarting(1999).label).toBe('1999/00');
  });

  it('reads instants in London time around the boundary (BST)', () => {
    // 23:30 UTC on 5 April 2024 is 00:30 BST on 6 April.
    expect(taxYearOf('2024-04-05T23:30:00Z').startYear).toBe(2024);
    expect(taxYearOf('2024-04-05T22:59:59Z').startYear).toBe(2023);
    expect(taxYearOf(new Date('2024-04-05T23:00:00Z')).startYear).toBe(2024);
  });

  it('reads instants in London time on clock-change days', () => {
    // Clocks went forward on 31 March 2024 and back on 27 October 2024.
    expect(taxYearOf('2024-03-31T01:30:00Z').startYear).toBe(2023);
    expect(taxYearOf('2024-10-27T00:30:00Z').startYear).toBe(2024);
    // 5/6 April 1997 was already BST.
    expect(taxYearOf('1997-04-05T23:30:00Z').startYear).toBe(1997);
  });

  it('rejects unreadable input', () => {
    expect(() => taxYearOf('nonsense')).toThrow(RangeError);
  });

  it('always contains the date, and the year before ends the day before it starts', () => {
    const iso = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(iso, (date) => {
        const year = taxYearOf(date);
        expect(year.startDate <= date && date <= year.endDate).toBe(true);
        expect(isInTaxYear(date, year)).toBe(true);
        expect(previousTaxYear(year).endDate.slice(0, 4)).toBe(String(year.startYear));
      }),
    );
  });
});

describe('isInTaxYear', () => {
  it('is true from 6 April to 5 April and false either side', () => {
    const year = taxYearStarting(2024);
    expect(isInTaxYear('2024-04-06', year)).toBe(true);
    expect(isInTaxYear('2025-04-05', year)).toBe(true);
    expect(isInTaxYear('2024-04-05', year)).toBe(false);
    expect(isInTaxYear('2025-04-06', year)).toBe(false);
    expect(isInTaxYear('2030-01-01', year)).toBe(false);
  });
});

describe('tax year text', () => {
  it('writes four-digit years and names an unreadable date', () => {
    expect(taxYearStarting(999)).toMatchObject({ startDate: '0999-04-06', endDate: '1000-04-05' });
    expect(() => taxYearOf('nonsense')).toThrow('taxYearOf: unreadable date nonsense');
  });
});
