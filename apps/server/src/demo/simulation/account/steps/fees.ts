// Fees: the initial advice fee, monthly platform and ongoing adviser charges, the quarterly
// investment management fee; each sells units first when cash is short.
import { fromPence } from '../../money.ts';
import { FEE_GROUP_INITIAL_ADVICE, FEE_GROUP_PRODUCT, transactionType } from '../../transaction-types.ts';
import type { Ledger } from '../ledger.ts';
import { raiseCash } from './trades.ts';

function fee(l: Ledger, code: string, pence: number, group: string): void {
  if (pence < 1) return;
  raiseCash(l, pence);
  const amount = Math.min(Math.round(pence), l.cash);
  if (amount <= 0) return;
  l.emit(code, [l.cashDraft(transactionType(code).itrnCode, -amount)], {
    fees: [{ xptpShortDescription: group, dtrnDeductionAmount: fromPence(amount) }],
  });
}

/** With an adviser: 1–3% of the opening money as the initial advice fee. */
export function initialAdviceFee(l: Ledger, funded: number): void {
  if (l.plan.annualAdviserFeePercentage > 0 && funded > 0)
    fee(l, 'ADVI', Math.round(funded * l.rng.pick([0.01, 0.015, 0.02, 0.03])), FEE_GROUP_INITIAL_ADVICE);
}

/** Quarterly (January, April, July, October) with a model portfolio: 0.15% a year of the value. */
export function investmentManagementFee(l: Ledger, month: number): void {
  if (month % 3 === 1 && l.plan.modelPortfolioName) fee(l, 'IMFE', Math.round((l.totalValue() * 0.0015) / 4), FEE_GROUP_PRODUCT);
}

/** Monthly: the platform charge (a lower rate above £250,000) and the ongoing adviser fee. */
export function monthlyCharges(l: Ledger, platformRate: number): void {
  const value = l.totalValue();
  fee(l, 'PLAT', Math.round((value * (value > 25_000_000 ? platformRate * 0.6 : platformRate)) / 12), FEE_GROUP_PRODUCT);
  if (l.plan.annualAdviserFeePercentage > 0)
    fee(l, 'ADVO', Math.round((value * l.plan.annualAdviserFeePercentage) / 100 / 12), FEE_GROUP_PRODUCT);
}
