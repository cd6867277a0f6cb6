import { describe, expect, it } from 'vitest';
import { isReportableError, showsLibraryLink } from './constants.ts';

describe('showsLibraryLink', () => {
  it('shows only for location 40000012', () => {
    expect(showsLibraryLink(40000012)).toBe(true);
    expect(showsLibraryLink('40000012')).toBe(true);
    expect(showsLibraryLink(40000013)).toBe(false);
    expect(showsLibraryLink(undefined)).toBe(false);
    expect(showsLibraryLink(null)).toBe(false);
    expect(showsLibraryLink(' 40000012')).toBe(false);
  });
});

describe('isReportableError', () => {
  it('skips the cross-origin Script error only', () => {
    expect(isReportableError('Script error.')).toBe(false);
    expect(isReportableError('Script error')).toBe(false);
    expect(isReportableError('TypeError: x is undefined')).toBe(true);
    expect(isReportableError(undefined)).toBe(true);
    expect(isReportableError(null)).toBe(true);
    expect(isReportableError('')).toBe(true);
    expect(isReportableError('Uncaught Script error')).toBe(true);
  });
});
