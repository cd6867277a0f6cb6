import { describe, expect, it } from 'vitest';
import { showsTaxYearWarning } from './tax-year-warning.ts';

describe('tax-year contribution warning', () => {
  it('shows only outside the client portal, for the current and last tax year', () => {
    expect(showsTaxYearWarning({ isClientPortal: true, rangeId: 'CURRENT_TAX_YEAR' })).toBe(false);
    expect(showsTaxYearWarning({ isClientPortal: true, rangeId: 'LAST_TAX_YEAR' })).toBe(false);
    expect(showsTaxYearWarning({ isClientPortal: false, rangeId: 'CURRENT_TAX_YEAR' })).toBe(true);
    expect(showsTaxYearWarning({ isClientPortal: false, rangeId: 'LAST_TAX_YEAR' })).toBe(true);
    expect(showsTaxYearWarning({ isClientPortal: false, rangeId: 'LAST_12_MONTHS' })).toBe(false);
    expect(showsTaxYearWarning({ isClientPortal: false, rangeId: '2024-04-06_2025-04-05' })).toBe(false);
  });
});
