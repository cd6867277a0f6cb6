import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorCode, randomErrorCode } from './error-code.ts';

describe('randomErrorCode', () => {
  it('pads to four digits at both ends of the range', () => {
    expect(randomErrorCode(() => 0)).toBe('0000');
    expect(randomErrorCode(() => 0.0042)).toBe('0042');
    expect(randomErrorCode(() => 0.99999999)).toBe('9999');
    expect(randomErrorCode(() => 1)).toBe('9999');
  });

  it('is always four digits', () => {
    expect(isErrorCode(randomErrorCode())).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        expect(randomErrorCode(() => r)).toMatch(/^\d{4}$/);
      }),
    );
  });
});

describe('isErrorCode', () => {
  it('accepts exactly four digits as a string', () => {
    expect(isErrorCode('0042')).toBe(true);
    for (const value of ['123', '12345', 'a1234', '1234a', ' 1234', '12 4', '', 1234, null, undefined])
      expect(isErrorCode(value), String(value)).toBe(false);
  });

  it('clamps a generator outside [0, 1) to the range', () => {
    expect(randomErrorCode(() => -0.5)).toBe('0000');
    expect(randomErrorCode(() => 2)).toBe('9999');
  });
});
