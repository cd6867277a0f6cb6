// Income: distributions of income-share-class funds (paid out as natural income by some GIAs),
// fund-manager rebates (before the 2016 rules ended them) and interest on cash.
import { cashInterestRate } from '../rules.ts';
import type { Ledger } from '../ledger.ts';
import { payOut } from './payments.ts';

/**
 * Mid-month: each held income fund pays in its distribution months (quarterly, or monthly for a
 * scaled-up account), and a quarterly rebate may arrive.
 */
export function midMonthIncome(l: Ledger, month: number, o: { monthly: boolean; naturalIncome: boolean }): void {
  for (const f of l.heldFunds()) {
    const profile = l.market.profile(f);
    if (profile.shareClass !== 'Inc' || (!o.monthly && !profile.distributionMonths.includes(month))) continue;
    const amount = Math.round((l.fundValue(f) * profile.distributionYield) / (o.monthly ? 12 : 4));
    if (amount < 1) continue;
    l.emit('DIST', [{ code: 'DIST', fundId: f, micro: 0, price: l.priceOf(f), pence: amount }]);
    if (o.naturalIncome) payOut(l, 'NINC', amount, 'Natural income');
  }
  if (month % 3 === 0 && l.today < '2016-04-06' && l.rng.chance(0.8)) {
    const amount = Math.round((l.investedValue() * l.rng.uniform(0.0003, 0.0008)) / 4);
    if (amount >= 1) l.emit('REBT', [l.cashDraft('REBT', amount)]);
  }
}

/** Monthly interest on the cash balance (tiny amounts are hidden from the history). */
export function cashInterest(l: Ledger, year: number): void {
  const interest = Math.floor((l.cash * cashInterestRate(year)) / 12);
  if (interest >= 1) l.emit('INTR', [l.cashDraft('INTR', interest, { hide: interest < 10 })]);
}
