import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DECIMALS } from '../money.ts';
import { decimalOnBlur, isDecimalNumber, sanitiseDecimalText } from './decimal-input.ts';

describe('sanitiseDecimalText (spec §5 Decimal input)', () => {
  it.each([
    ['123', '123'],
    ['12a3', '123'],
    ['£1,234.5', '1234.5'],
    ['abc', ''],
    ['', ''],
    ['1 000', '1000'],
  ])('keeps only numeric text: %j → %j', (text, expected) => {
    expect(sanitiseDecimalText(text)).toBe(expected);
  });

  it.each([
    ['1.2.3', '1.23'],
    ['1..5', '1.5'],
    ['.5', '0.5'],
    ['1.', '1.'],
  ])('keeps one decimal point: %j → %j', (text, expected) => {
    expect(sanitiseDecimalText(text)).toBe(expected);
  });

  it('drops a minus unless negatives are allowed', () => {
    expect(sanitiseDecimalText('-12')).toBe('12');
    expect(sanitiseDecimalText('-')).toBe('');
    expect(sanitiseDecimalText('-12', { allowNegative: false })).toBe('12');
  });

  it.each([
    ['-', '-'],
    ['-12.5', '-12.5'],
    ['--3', '-3'],
    ['-.5', '-0.5'],
    ['1-2', '12'],
    [' -4', '-4'],
  ])('allows a leading minus, a lone one too, when negatives are allowed: %j → %j', (text, expected) => {
    expect(sanitiseDecimalText(text, { allowNegative: true })).toBe(expected);
  });

  it('truncates to 2 decimals by default, without rounding', () => {
    expect(DEFAULT_DECIMALS).toBe(2);
    expect(sanitiseDecimalText('1.239')).toBe('1.23');
    expect(sanitiseDecimalText('1.999')).toBe('1.99');
    expect(sanitiseDecimalText('-1.999', { allowNegative: true })).toBe('-1.99');
  });

  it.each([
    [0, '12.34', '12'],
    [0, '7.', '7'],
    [1, '12.34', '12.3'],
    [4, '3.141592', '3.1415'],
  ])('truncates to %i decimals: %j → %j', (decimals, text, expected) => {
    expect(sanitiseDecimalText(text, { decimals })).toBe(expected);
  });

  it('caps the number at the maximum, with the decimals', () => {
    expect(sanitiseDecimalText('150', { max: 100 })).toBe('100.00');
    expect(sanitiseDecimalText('100', { max: 100 })).toBe('100');
    expect(sanitiseDecimalText('100.01', { max: 100 })).toBe('100.00');
    expect(sanitiseDecimalText('99.99', { max: 100 })).toBe('99.99');
    expect(sanitiseDecimalText('150', { max: 100, decimals: 0 })).toBe('100');
    expect(sanitiseDecimalText('1', { max: 0.29 })).toBe('0.29');
    expect(sanitiseDecimalText('1', { max: 0.299 })).toBe('0.29');
    expect(sanitiseDecimalText('-1', { max: -1.005, allowNegative: true })).toBe('-1.01');
    expect(sanitiseDecimalText('-', { max: -5, allowNegative: true })).toBe('-');
  });
});

describe('decimalOnBlur (spec §5 Decimal input)', () => {
  it.each(['', '-', '.', '-.', '  '])('turns %j into zero with the decimals', (text) => {
    expect(decimalOnBlur(text)).toBe('0.00');
    expect(decimalOnBlur(text, { decimals: 0 })).toBe('0');
    expect(decimalOnBlur(text, { decimals: 3 })).toBe('0.000');
  });

  it('uses the default value with the decimals when one is given', () => {
    expect(decimalOnBlur('', { defaultValue: 5 })).toBe('5.00');
    expect(decimalOnBlur('-', { defaultValue: 1.5, decimals: 1 })).toBe('1.5');
    expect(decimalOnBlur('abc', { defaultValue: 2, decimals: 4 })).toBe('2.0000');
  });

  it.each(['12', '12.5', '-3', '0.25', '1.', '.5'])('keeps a number as typed: %j', (text) => {
    expect(decimalOnBlur(text, { defaultValue: 9 })).toBe(text);
  });

  it('tells numbers from prefixes', () => {
    expect(['1', '-1', '1.', '.1', '-0.5'].map(isDecimalNumber)).toEqual([true, true, true, true, true]);
    expect(['', '-', '.', '-.', '1e5', '1-'].map(isDecimalNumber)).toEqual([false, false, false, false, false, false]);
  });
});

const options = fc.record({
  decimals: fc.integer({ min: 0, max: 6 }),
  allowNegative: fc.boolean(),
  max: fc.option(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { nil: undefined }),
});
const typed = fc.oneof(fc.string(), fc.stringMatching(/^[-0-9.a ]{0,12}$/));

/** A valid prefix of a number with at most `decimals` decimals, and a minus only when allowed. */
function validPrefix(text: string, decimals: number, allowNegative: boolean): boolean {
  const sign = allowNegative ? '-?' : '';
  const fraction = decimals > 0 ? `(\\.\\d{0,${decimals}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}

describe('sanitiseDecimalText properties', () => {
  it('always gives a valid prefix of a number with at most the allowed decimals', () => {
    fc.assert(
      fc.property(typed, options, (text, opts) => {
        // A negative maximum only makes sense when negatives are allowed.
        const o = opts.max !== undefined && opts.max < 0 && !opts.allowNegative ? { ...opts, max: undefined } : opts;
        expect(validPrefix(sanitiseDecimalText(text, o), o.decimals, o.allowNegative)).toBe(true);
      }),
    );
  });

  it('never exceeds the maximum', () => {
    fc.assert(
      fc.property(typed, options, (text, opts) => {
        const value = Number.parseFloat(sanitiseDecimalText(text, opts));
        if (opts.max !== undefined && !Number.isNaN(value)) expect(value).toBeLessThanOrEqual(opts.max);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, options, (text, opts) => {
        const once = sanitiseDecimalText(text, opts);
        expect(sanitiseDecimalText(once, opts)).toBe(once);
      }),
    );
  });

  it('keeps every valid number within the maximum unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 4 }), (cents, decimals) => {
        const text = (cents / 100).toFixed(Math.min(2, decimals));
        expect(sanitiseDecimalText(text, { decimals, allowNegative: true })).toBe(text);
      }),
    );
  });
});

describe('decimalOnBlur properties', () => {
  it('always leaves a number', () => {
    fc.assert(
      fc.property(
        typed,
        fc.integer({ min: 0, max: 6 }),
        fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
        (text, decimals, defaultValue) => {
          const shown = decimalOnBlur(sanitiseDecimalText(text, { decimals, allowNegative: true }), { decimals, defaultValue });
          expect(isDecimalNumber(shown)).toBe(true);
        },
      ),
    );
  });
});
