/**
 * Parts of an account as the API answers them (spec §3): its wrapper details and its model portfolio's
 * funds. Shared by the client resource, which carries both on each account, and the account's own
 * wrapperDetails and modelPortfolio calls.
 */
import { resourceLinks } from '@portal/api';
import type { ModelPortfolio, WrapperDetails } from '@portal/api';
import { roundHalfDown } from '@portal/domain';

export function toWrapperDetails(row: { account_number: string; account_type: string; wrapper_details: unknown }): WrapperDetails {
  const d = (row.wrapper_details ?? {}) as Record<string, unknown>;
  const n = (key: string) => (typeof d[key] === 'number' ? (d[key] as number) : null);
  const s = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : null);
  return {
    accountNumber: row.account_number,
    accountType: row.account_type,
    airdAnnualLimit: n('airdAnnualLimit'),
    totalSubscriptionCTY: n('totalSubscriptionCTY'),
    replaceableWithdrawals: n('replaceableWithdrawals'),
    returnedReplaceableWithdrawals: n('returnedReplaceableWithdrawals'),
    accountIncomeCTY: n('accountIncomeCTY'),
    maxIncomeAmount: n('maxIncomeAmount'),
    drawdownType: s('drawdownType'),
    taxCode: s('taxCode'),
    reviewFrequency: s('reviewFrequency'),
    nextReviewDate: s('nextReviewDate'),
    _links: { self: { href: resourceLinks.wrapperDetails(row.account_number) } },
  };
}

export interface ModelFundRow {
  fund_id: number;
  long_name: string;
  isin: string;
  fund_fact_sheet_available: boolean;
  /** numeric: a number, or a string when it comes through json aggregation. */
  weight: number | string;
}

/** A model portfolio's funds, largest weight first (then by name). */
export function toModelFunds(rows: readonly ModelFundRow[]): ModelPortfolio['funds'] {
  return rows
    .map((fund) => ({
      fundId: fund.fund_id,
      fundName: fund.long_name,
      isin: fund.isin,
      percentage: roundHalfDown(Number(fund.weight) * 100, 2),
      fundFactSheetAvailable: fund.fund_fact_sheet_available,
    }))
    .sort((a, b) => b.percentage - a.percentage || a.fundName.localeCompare(b.fundName));
}
