import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it.each([
    [12.3456, '12.35%'],
    [12.345, '12.34%'],
    [0, '0.00%'],
    [-0, '0.00%'],
    [0.01, '0.01%'],
    [0.005, '< 0.01%'],
    [0.0099, '< 0.01%'],
    [-0.005, '< 0.01%'],
    [-3.5, '-3.50%'],
    [100, '100.00%'],
    [1234.5, '1,234.50%'],
  ])('formatPercent(%s) = %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each([[Number.NaN], [null], [undefined], ['12'], [{}], [Number.POSITIVE_INFINITY]])('%s is N/A', (value) => {
    expect(formatPercent(value)).toBe('N/A');
  });

  it('always ends in % with 2 decimals, or is the small-value text', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(formatPercent(value)).toMatch(/^(< 0\.01%|-?\d{1,3}(,\d{3})*\.\d{2}%)$/);
      }),
    );
  });
});
