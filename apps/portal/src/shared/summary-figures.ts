/**
 * The account summary's figures as its page, CSV and PDF show them (the page from its calls, the PDF
 * from the print service's own reads of the same calls: security review L5): the overview's lines,
 * and the annual advice fee as the account summary, its CSV and PDF and the older-style summary show it
 * (spec §2 Account summary, §3 Account annualAdviserFeePercentage / annualAdviserFeeAmount): an account's
 * rate and yearly amount; for Combined, the yearly amounts of its open accounts added up (a closed account
 * pays none). Null when no figure
 * is known, so the line is left out rather than shown empty.
 */
import type { Account, AccountSummary } from '@portal/api/browser';
import { accountSummaryTexts, formatDate, formatMoney, formatPercent, isClosedAccount, portfolioTexts } from '@portal/domain';
import type { Figure } from '@portal/ui';

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

/** The annual advice fee of one account, or of the open accounts added up for Combined (null when none is known). */
export function summaryAdviceFee(
  account: FeeFigures | null,
  accounts: readonly (FeeFigures & Pick<Account, 'accountStatus'>)[],
): string | null {
  return account ? accountAdviceFee(account) : combinedAdviceFee(accounts);
}

/**
 * The overview card's lines: for one account its status, joint holder, dates, advice fee and money
 * lines (from its summary); for Combined the advice fee alone.
 */
export function summaryLines(adviceFee: string | null, summary: AccountSummary | null): Figure[] {
  const adviceFeeLine: Figure[] = adviceFee === null ? [] : [{ label: accountSummaryTexts.annualAdviceFee, value: adviceFee }];
  if (!summary) return adviceFeeLine;
  return [
    { label: portfolioTexts.accountStatus, value: summary.accountStatus },
    ...(summary.isJointAccount ? [{ label: portfolioTexts.jointHolder, value: summary.jointHolderName }] : []),
    { label: portfolioTexts.startDate, value: formatDate(summary.effectiveDateRange.startDate) },
    {
      label: portfolioTexts.valuationDate,
      value: summary.effectiveDateRange.valuationDate ? formatDate(summary.effectiveDateRange.valuationDate) : null,
    },
    ...adviceFeeLine,
    ...summary.transactions,
  ];
}
