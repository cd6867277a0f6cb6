// Simulates one account day by day over the market's trading days: payments in and out, trades,
// income, fees and odd events (./account/steps), keeping exact cash (pence) and units (millionths)
// in a ledger (./account/ledger.ts) so every figure reconciles.
import { dayOfMonth, monthOf, yearOf } from '@portal/domain';
import type { AccountPlan, AccountSimulation, Holding } from '../model.ts';
import { Ledger } from './account/ledger.ts';
import { initialAdviceFee, investmentManagementFee, monthlyCharges } from './account/steps/fees.ts';
import { inFlight } from './account/steps/in-flight.ts';
import { cashInterest, midMonthIncome } from './account/steps/income.ts';
import { oneOffEvents, planSchedule } from './account/steps/one-offs.ts';
import { bedAndIsa, closurePayment, occasionalPayments, openingLumpSum, payTaxRelief, regularPayments } from './account/steps/payments.ts';
import { keepOnCourse } from './account/steps/scale.ts';
import { fundNameChange, investCash, rebalance, sellOut } from './account/steps/trades.ts';
import type { Market } from './market.ts';
import { fromMicro, fromPence, holdingValuePence } from './money.ts';

export { defaultIdBase, isaAnnualLimit, MODEL_PORTFOLIOS, PENSION_TAX_RELIEF_RATE, wrapperKind } from './account/rules.ts';
export type { WrapperKind } from './account/rules.ts';

export function simulateAccount(plan: AccountPlan, market: Market): AccountSimulation {
  const l = new Ledger(plan, market);
  const schedule = planSchedule(l);
  const monthlyDom = Math.min(dayOfMonth(plan.openedDate), 25);
  const openingKey = yearOf(plan.openedDate) * 12 + monthOf(plan.openedDate);
  let lastMonthlyKey = openingKey;
  let lastMidKey = openingKey;
  let lastBisaYear = -1;
  let nameChangeDone = false;
  // A scaled-up account pays income monthly (more frequent dividends).
  const monthlyDistributions = plan.targetEvents !== undefined && plan.targetEvents > 0;

  for (let dayIdx = l.startIdx; dayIdx <= l.endIdx; dayIdx++) {
    l.startDay(dayIdx);
    const { today } = l;
    const year = yearOf(today);
    const month = monthOf(today);
    const key = year * 12 + month;

    payTaxRelief(l);
    if (dayIdx === l.startIdx) initialAdviceFee(l, openingLumpSum(l));

    if (key !== lastMidKey && dayOfMonth(today) >= 15) {
      lastMidKey = key;
      midMonthIncome(l, month, { monthly: monthlyDistributions, naturalIncome: schedule.naturalIncome });
      investmentManagementFee(l, month);
    }

    if (key !== lastMonthlyKey && dayOfMonth(today) >= monthlyDom) {
      lastMonthlyKey = key;
      regularPayments(l, schedule.employerMonthly);
      monthlyCharges(l, schedule.platformRate);
      cashInterest(l, year);
      occasionalPayments(l);
      if ((month === 1 || month === 7) && dayIdx - l.startIdx > 60) rebalance(l);
    }

    if (schedule.bedAndIsa && month === 4 && dayOfMonth(today) >= 10 && lastBisaYear !== year && l.fromEnd > 5) {
      lastBisaYear = year;
      bedAndIsa(l);
    }

    if (!nameChangeDone && today >= '2015-06-01' && today <= '2015-06-30' && dayIdx > l.startIdx) {
      nameChangeDone = true;
      fundNameChange(l);
    }

    const reverseNextBuy = oneOffEvents(l, schedule);
    inFlight(l);
    investCash(l, reverseNextBuy);
    keepOnCourse(l);

    if (l.closed && dayIdx === l.endIdx) {
      sellOut(l);
      closurePayment(l);
    }
  }
  return { ...closingValuation(l), platformRate: schedule.platformRate };
}

/** Holdings at the valuation date (end of the previous trading day's prices), cash first. */
function closingValuation(l: Ledger): Omit<AccountSimulation, 'platformRate'> {
  const { market, cashId, valuationDate, cash } = l;
  const valuationIdx = market.dayIndexOn(valuationDate);
  const holdings: Holding[] = [{ fundId: cashId, units: fromPence(cash), price: 1, value: fromPence(cash) }];
  let totalPence = cash;
  for (const f of l.heldFunds()) {
    const micro = l.units.get(f) ?? 0;
    const price = market.priceAt(f, valuationIdx);
    const value = holdingValuePence(micro, price);
    totalPence += value;
    holdings.push({ fundId: f, units: fromMicro(micro), price, value: fromPence(value) });
  }
  return {
    accountNumber: l.plan.accountNumber,
    events: l.events,
    holdings,
    cashBalance: fromPence(cash),
    valuationDate,
    totalValue: fromPence(totalPence),
  };
}
