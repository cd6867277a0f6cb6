// Edges of the decimal field: a second point, a point with no whole part, an infinite or missing cap,
// and what counts as a number.
import { describe, expect, it } from 'vitest';
import { isDecimalNumber, sanitiseDecimalText } from './decimal-input.ts';

describe('decimal field edges', () => {
  it('keeps the first point only and gives a bare point a leading zero, unless no decimals are allowed', () => {
    expect(sanitiseDecimalText('1.2.3', { decimals: 4 })).toBe('1.23');
    expect(sanitiseDecimalText('.5', { decimals: 2 })).toBe('0.5');
    expect(sanitiseDecimalText('.5', { decimals: 0 })).toBe('');
    expect(sanitiseDecimalText('12', { decimals: 2 })).toBe('12');
    expect(sanitiseDecimalText('12.', { decimals: 2 })).toBe('12.');
  });

  it('caps only at a finite max', () => {
    expect(sanitiseDecimalText('999', { decimals: 2, max: Number.POSITIVE_INFINITY })).toBe('999');
    expect(sanitiseDecimalText('999', { decimals: 2 })).toBe('999');
    expect(sanitiseDecimalText('999', { decimals: 2, max: 100 })).toBe('100.00');
    expect(sanitiseDecimalText('99', { decimals: 2, max: 100 })).toBe('99');
  });

  it('a number needs digits on one side of the point at least; spaces around are allowed', () => {
    expect(isDecimalNumber(' 1.5 ')).toBe(true);
    expect(isDecimalNumber('.25')).toBe(true);
    expect(isDecimalNumber('-.25')).toBe(true);
    expect(isDecimalNumber('1.')).toBe(true);
    expect(isDecimalNumber('.')).toBe(false);
    expect(isDecimalNumber('-')).toBe(false);
    expect(isDecimalNumber('.2x')).toBe(false);
  });
});
