import { describe, expect, it } from 'vitest';
import { accountSummaryTexts } from '@portal/domain';
import { accountAdviceFee, combinedAdviceFee } from './summary-figures.ts';

const fee = (annualAdviserFeePercentage: number | null, annualAdviserFeeAmount: number | null) => ({
  annualAdviserFeePercentage,
  annualAdviserFeeAmount,
});

describe('annual advice fee', () => {
  it('shows an account’s rate and yearly amount, or whichever is known', () => {
    expect(accountAdviceFee(fee(0.75, 1230))).toBe(accountSummaryTexts.annualAdviceFeeValue('0.75%', '£1,230.00'));
    expect(accountAdviceFee(fee(0.75, 1230))).toBe('0.75% (£1,230.00 a year)');
    expect(accountAdviceFee(fee(0.5, null))).toBe('0.50%');
    expect(accountAdviceFee(fee(null, 99.5))).toBe('£99.50 a year');
    expect(accountAdviceFee(fee(0, 0))).toBe('0.00% (£0.00 a year)');
    expect(accountAdviceFee(fee(null, null))).toBeNull();
  });

  it('adds up the yearly amounts of the open accounts for Combined, in pence', () => {
    const open = (percentage: number | null, amount: number | null) => ({ ...fee(percentage, amount), accountStatus: 'Active' });
    const closed = { ...fee(1, 500), accountStatus: 'Closed' };
    expect(combinedAdviceFee([open(0.5, 100.1), open(null, null), open(1, 200.2), closed])).toBe('£300.30 a year');
    expect(combinedAdviceFee([open(0.5, null), closed])).toBeNull();
    expect(combinedAdviceFee([])).toBeNull();
  });
});
