/**
 * The annual advice fee as the account summary, its CSV and PDF and the older-style summary show it
 * (spec §2 Account summary, §3 Account annualAdviserFeePercentage / annualAdviserFeeAmount): an account's
 * rate and yearly amount; for Combined, the yearly amounts of its open accounts added up (a closed account
 * pays none). Null when no figure
 * is known, so the line is left out rather than shown empty.
 */
import type { Account } from '@portal/api/browser';
import { accountSummaryTexts, formatMoney, formatPercent, isClosedAccount } from '@portal/domain';

type FeeFigures = Pick<Account, 'annualAdviserFeePercentage' | 'annualAdviserFeeAmount'>;

export function accountAdviceFee(account: FeeFigures): string | null {
  const { annualAdviserFeePercentage: percentage, annualAdviserFeeAmount: amount } = account;
  if (percentage === null && amount === null) return null;
  return accountSummaryTexts.annualAdviceFeeValue(
    percentage === null ? null : formatPercent(percentage),
    amount === null ? null : formatMoney(amount),
  );
}

export function combinedAdviceFee(accounts: readonly (FeeFigures & Pick<Account, 'accountStatus'>)[]): string | null {
  const amounts = accounts
    .filter((a) => !isClosedAccount(a))
    .map((a) => a.annualAdviserFeeAmount)
    .filter((a): a is number => a !== null);
  if (amounts.length === 0) return null;
  // Pence, so that adding many amounts cannot drift.
  const pence = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
  return accountSummaryTexts.annualAdviceFeeValue(null, formatMoney(pence / 100));
}
