import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHoldingPrice,
  formatMoney,
  formatNumber,
  formatPrice,
  formatTransactionPrice,
  isNegative,
  parseMoney,
  roundHalfDown,
  roundHalfDownToString,
} from './money.ts';

describe('roundHalfDown', () => {
  it.each([
    [1.005, 2, 1],
    [1.015, 2, 1.01],
    [2.675, 2, 2.67],
    [-1.005, 2, -1],
    [1.0051, 2, 1.01],
    [1.006, 2, 1.01],
    [-1.006, 2, -1.01],
    [0.5, 0, 0],
    [1.5, 0, 1],
    [-2.5, 0, -2],
    [2.51, 0, 3],
    [9.995, 2, 9.99],
    [9.996, 2, 10],
    [-9.996, 2, -10],
    [1234.5678, 2, 1234.57],
    [1e-7, 2, 0],
    [1.5e21, 2, 1.5e21],
    [123.4567895, 6, 123.456789],
  ])('roundHalfDown(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundHalfDown(value, decimals)).toBe(expected);
  });

  it('defaults to 2 decimals', () => {
    expect(roundHalfDown(2.675)).toBe(2.67);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfDown(-0.004), 0)).toBe(true);
    expect(Object.is(roundHalfDown(-0), 0)).toBe(true);
    expect(roundHalfDownToString(-0.005)).toBe('0.00');
  });

  it('passes non-finite values through and rejects bad decimals', () => {
    expect(roundHalfDown(Number.NaN)).toBeNaN();
    expect(roundHalfDown(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(() => roundHalfDown(1, -1)).toThrow(RangeError);
    expect(() => roundHalfDown(1, 1.5)).toThrow(RangeError);
  });

  it('gives fixed text', () => {
    expect(roundHalfDownToString(1, 2)).toBe('1.00');
    expect(roundHalfDownToString(-0.015, 2)).toBe('-0.01');
    expect(roundHalfDownToString(999.9999, 2)).toBe('1000.00');
    expect(roundHalfDownToString(12.5, 0)).toBe('12');
  });
});

const decimalsArb = fc.integer({ min: 0, max: 6 });
const valueArb = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe('roundHalfDown properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(valueArb, decimalsArb, (value, decimals) => {
        const once = roundHalfDown(value, decimals);
        expect(roundHalfDown(once, decimals)).toBe(once);
      }),
    );
  });

  it('moves the value by at most half a unit of the last place', () => {
    fc.assert(
      fc.property(valueArb, decimalsArb, (value, decimals) => {
        const rounded = roundHalfDown(value, decimals);
        const halfUnit = 0.5 * 10 ** -decimals;
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(halfUnit + 1e-12 * Math.max(1, Math.abs(value)));
      }),
    );
  });

  it('sends exact decimal ties toward zero', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 6 }).chain((d) => fc.tuple(fc.constant(d), fc.integer({ min: 0, max: 10 ** d - 1 }))),
        (negative, whole, [decimals, fraction]) => {
          const sign = negative ? '-' : '';
          const kept = decimals > 0 ? String(fraction).padStart(decimals, '0') : '';
          const tie = Number(`${sign}${whole}.${kept}5`);
          const truncated = Number(`${sign}${whole}${kept ? `.${kept}` : ''}`);
          expect(roundHalfDown(tie, decimals)).toBe(truncated + 0);
        },
      ),
    );
  });

  it('rounds anything just above a tie away from zero', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }), (negative, whole, cents) => {
        const sign = negative ? '-' : '';
        const cent = String(cents).padStart(2, '0');
        const value = Number(`${sign}${whole}.${cent}51`);
        const expected = Number(roundHalfDownToString(Number(`${sign}${whole}.${cent}`) + (negative ? -0.01 : 0.01), 2));
        expect(roundHalfDown(value, 2)).toBe(expected);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.56, '£1,234.56'],
    [-1234.56, '-£1,234.56'],
    [0, '£0.00'],
    [-0, '£0.00'],
    [-0.004, '£0.00'],
    [-0.005, '£0.00'],
    [-0.006, '-£0.01'],
    [1.005, '£1.00'],
    [1234567.891, '£1,234,567.89'],
    [999.995, '£999.99'],
    [999.996, '£1,000.00'],
    [12, '£12.00'],
  ])('formatMoney(%s) = %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('honours decimals and symbol options', () => {
    expect(formatMoney(1234.5, { decimals: 0 })).toBe('£1,234');
    expect(formatMoney(-1234.5, { symbol: false })).toBe('-1,234.50');
    expect(formatMoney(1.23456789, { decimals: 4 })).toBe('£1.2346');
  });

  it('gives an empty string for missing values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('round-trips through parseMoney', () => {
    fc.assert(
      fc.property(valueArb, (value) => {
        expect(parseMoney(formatMoney(value))).toBe(roundHalfDown(value, 2));
      }),
    );
  });

  it('always has the shape [-]£d{1,3}(,ddd)*.dd and no minus zero', () => {
    fc.assert(
      fc.property(valueArb, (value) => {
        const text = formatMoney(value);
        expect(text).toMatch(/^-?£\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text).not.toBe('-£0.00');
      }),
    );
  });
});

describe('formatNumber and prices', () => {
  it('groups and pads', () => {
    expect(formatNumber(1234.56, 6)).toBe('1,234.560000');
    expect(formatNumber(-1234567, 0)).toBe('-1,234,567');
    expect(formatNumber(0.1 + 0.2)).toBe('0.30');
    expect(formatNumber(undefined)).toBe('');
  });

  it('round-trips through parseMoney for any decimals', () => {
    fc.assert(
      fc.property(valueArb, decimalsArb, (value, decimals) => {
        expect(parseMoney(formatNumber(value, decimals))).toBe(roundHalfDown(value, decimals));
      }),
    );
  });

  it('formats holding prices with 6 decimals and transaction prices with 4', () => {
    expect(formatHoldingPrice(1.2345675)).toBe('£1.234567');
    expect(formatTransactionPrice(1.23455)).toBe('£1.2345');
    expect(formatPrice(1234.5, 'transaction', { symbol: false })).toBe('1,234.5000');
    expect(formatPrice(2)).toBe('£2.000000');
  });
});

describe('isNegative', () => {
  it('is true only for values shown below zero', () => {
    expect(isNegative(-1)).toBe(true);
    expect(isNegative(-0.006)).toBe(true);
    expect(isNegative(-0.005)).toBe(false);
    expect(isNegative(0)).toBe(false);
    expect(isNegative(5)).toBe(false);
    expect(isNegative(null)).toBe(false);
    expect(isNegative(-0.00001, 6)).toBe(true);
  });
});

describe('parseMoney', () => {
  it('reads formatted money and rejects anything else', () => {
    expect(parseMoney('-£1,234.56')).toBe(-1234.56);
    expect(parseMoney('£0.00')).toBe(0);
    expect(parseMoney(' 12 ')).toBe(12);
    expect(parseMoney('abc')).toBeNaN();
    expect(parseMoney('')).toBeNaN();
  });
});

describe('decimals and parsing at the edges', () => {
  it('accepts up to 100 decimals and refuses more', () => {
    expect(() => roundHalfDown(1, 100)).not.toThrow();
    expect(() => roundHalfDown(1, 101)).toThrow(RangeError);
    expect(() => roundHalfDown(1, 0)).not.toThrow();
  });

  it('gives NaN for a number with anything around it', () => {
    for (const text of ['x12', '12x', '£12abc', 'abc£12', '1-2', '12.', '.5', '£-12', '--12']) expect(parseMoney(text), text).toBeNaN();
    expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
    expect(parseMoney('£1,000')).toBe(1000);
  });
});

describe('rounding numbers written with exponents and leading zeros', () => {
  it('reads tiny and huge values digit by digit', () => {
    expect(roundHalfDownToString(1e-7, 7)).toBe('0.0000001');
    expect(roundHalfDownToString(1.5e-7, 7)).toBe('0.0000001');
    expect(roundHalfDownToString(2.5e-7, 8)).toBe('0.00000025');
    expect(roundHalfDownToString(0.5, 0)).toBe('0');
    expect(roundHalfDownToString(0.51, 0)).toBe('1');
    expect(roundHalfDownToString(1e21, 2)).toBe('1000000000000000000000.00');
    expect(roundHalfDownToString(1.5e21, 0)).toBe('1500000000000000000000');
    expect(roundHalfDownToString(-1e-7, 2)).toBe('0.00');
    expect(roundHalfDownToString(-0.016, 2)).toBe('-0.02');
    expect(roundHalfDownToString(-1.5e-7, 7)).toBe('-0.0000001');
    expect(roundHalfDownToString(100.005, 2)).toBe('100.00');
    expect(roundHalfDownToString(10, 0)).toBe('10');
    expect(roundHalfDownToString(0.05, 1)).toBe('0.0');
    expect(roundHalfDownToString(0.06, 1)).toBe('0.1');
  });

  it('never gives negative zero, and formats only finite numbers', () => {
    expect(Object.is(roundHalfDown(-0.004, 2), 0)).toBe(true);
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('the refusal names the bad decimals', () => {
    expect(() => roundHalfDown(1, 101)).toThrow('decimals must be an integer from 0 to 100, got 101');
  });
});
