// Valuation and analysis derived only from an account's events: replayed positions, values at a
// date, money in/out between dates and the spec §5 gain/loss (closing = opening + flows + gain/loss).
import type { AccountSimulation, TransactionEvent } from '../model.ts';
import { addDays, addMonths, addYears, isoDate, minDate, taxYearOf, taxYearStarting } from '@portal/domain';
import type { Market } from './market.ts';
import { fromPence, holdingValuePence, toMicro, toPence } from './money.ts';
import { ISA_SUBSCRIPTION_TREV_CODES, transactionType } from './transaction-types.ts';

export interface Positions {
  /** Cash in pence (sum of trevAmount). */
  cashPence: number;
  /** Units in millionths by fundId (cash asset excluded; zero positions dropped). */
  units: Map<number, number>;
}

/** Cash and units after every event effective on or before `date` (replayed from the events). */
export function positionsAt(simulation: AccountSimulation, date: string, cashFundId = 1): Positions {
  let cashPence = 0;
  const units = new Map<number, number>();
  for (const event of simulation.events) {
    if (event.trevEffectiveDate > date) continue;
    cashPence += toPence(event.trevAmount);
    for (const t of event.investmentTransactions) {
      if (t.fundId === cashFundId || t.itrnEffectiveUnits === 0) continue;
      units.set(t.fundId, (units.get(t.fundId) ?? 0) + toMicro(t.itrnEffectiveUnits));
    }
  }
  for (const [fundId, micro] of units) if (micro === 0) units.delete(fundId);
  return { cashPence, units };
}

/** Account value in pence at the end of `date` (prices of the latest trading day <= date). */
export function valueAtPence(simulation: AccountSimulation, market: Market, date: string): number {
  const { cashPence, units } = positionsAt(simulation, date, market.cashFundId);
  let total = cashPence;
  for (const [fundId, micro] of units) total += holdingValuePence(micro, market.priceOn(fundId, date));
  return total;
}

/** Account value in pounds at the end of `date`: units held × that day's prices + cash. */
export function valueAt(simulation: AccountSimulation, market: Market, date: string): number {
  return fromPence(valueAtPence(simulation, market, date));
}

/** Money flows of the events effective in [from, to], in pounds. */
export interface Flows {
  /** Money in, excluding distributions and rebates: the sum of the next five. */
  moneyIn: number;
  contributions: number;
  taxRelief: number;
  transfersIn: number;
  employerPayments: number;
  /** Units re-registered in, valued at the price applied. */
  reRegistrations: number;
  /** Income inside the account (part of gain/loss, not money in). */
  distributions: number;
  interest: number;
  rebates: number;
  /** Money out excluding fees, as a positive amount (withdrawals, drawdown and natural income). */
  moneyOut: number;
  /** Fees and charges, as a positive amount (part of gain/loss, not money out). */
  fees: number;
  /** Signed adjustments (including the internal excluded-code bookings). */
  adjustments: number;
  /** Signed transfers to and from the client's other accounts (inter-account, Bed and ISA). */
  interAccountTransfers: number;
  /** Net cash of buys and sells (internal; not a flow). */
  tradesNet: number;
  eventCount: number;
}

/** Summarises the events effective in [from, to] (both included) by flow kind. */
export function flowsBetween(simulation: AccountSimulation, from: string, to: string): Flows {
  const p = {
    contributions: 0,
    taxRelief: 0,
    transfersIn: 0,
    employerPayments: 0,
    reRegistrations: 0,
    distributions: 0,
    interest: 0,
    rebates: 0,
    withdrawals: 0,
    fees: 0,
    adjustments: 0,
    interAccount: 0,
    trades: 0,
  };
  let eventCount = 0;
  for (const event of simulation.events) {
    if (event.trevEffectiveDate < from || event.trevEffectiveDate > to) continue;
    eventCount++;
    const amount = toPence(event.trevAmount);
    switch (transactionType(event.trevTtypCode).flow) {
      case 'contribution':
        p.contributions += amount;
        break;
      case 'taxRelief':
        p.taxRelief += amount;
        break;
      case 'transferIn':
        p.transfersIn += amount;
        break;
      case 'employer':
        p.employerPayments += amount;
        break;
      case 'reRegistration':
        p.reRegistrations += amount + reRegisteredValue(event);
        break;
      case 'distribution':
        p.distributions += amount;
        break;
      case 'interest':
        p.interest += amount;
        break;
      case 'rebate':
        p.rebates += amount;
        break;
      case 'withdrawal':
        p.withdrawals -= amount;
        break;
      case 'fee':
        p.fees -= amount;
        break;
      case 'adjustment':
        p.adjustments += amount;
        break;
      case 'interAccount':
        p.interAccount += amount;
        break;
      case 'trade':
        p.trades += amount;
        break;
      case 'none':
        p.adjustments += amount;
        break;
    }
  }
  const moneyIn = p.contributions + p.taxRelief + p.transfersIn + p.employerPayments + p.reRegistrations;
  return {
    moneyIn: fromPence(moneyIn),
    contributions: fromPence(p.contributions),
    taxRelief: fromPence(p.taxRelief),
    transfersIn: fromPence(p.transfersIn),
    employerPayments: fromPence(p.employerPayments),
    reRegistrations: fromPence(p.reRegistrations),
    distributions: fromPence(p.distributions),
    interest: fromPence(p.interest),
    rebates: fromPence(p.rebates),
    moneyOut: fromPence(p.withdrawals),
    fees: fromPence(p.fees),
    adjustments: fromPence(p.adjustments),
    interAccountTransfers: fromPence(p.interAccount),
    tradesNet: fromPence(p.trades),
    eventCount,
  };
}

function reRegisteredValue(event: TransactionEvent): number {
  return event.investmentTransactions.reduce((sum, t) => sum + holdingValuePence(toMicro(t.itrnEffectiveUnits), t.itrnPriceApplied), 0);
}

export interface GainLoss {
  from: string;
  to: string;
  /** Value at the end of the day before `from`. */
  openingValue: number;
  /** Value at the end of `to`. */
  closingValue: number;
  moneyIn: number;
  moneyOut: number;
  adjustments: number;
  interAccountTransfers: number;
  /**
   * Spec §5: closing − opening − money in (excl. distributions and rebates) + money out (excl.
   * fees, i.e. minus the signed outflow) − adjustments − inter-account transfers.
   */
  gainLoss: number;
  flows: Flows;
}

export function gainLoss(simulation: AccountSimulation, market: Market, from: string, to: string): GainLoss {
  const opening = valueAtPence(simulation, market, addDays(from, -1));
  const closing = valueAtPence(simulation, market, to);
  const flows = flowsBetween(simulation, from, to);
  const gain =
    closing -
    opening -
    toPence(flows.moneyIn) +
    toPence(flows.moneyOut) -
    toPence(flows.adjustments) -
    toPence(flows.interAccountTransfers);
  return {
    from,
    to,
    openingValue: fromPence(opening),
    closingValue: fromPence(closing),
    moneyIn: flows.moneyIn,
    moneyOut: flows.moneyOut,
    adjustments: flows.adjustments,
    interAccountTransfers: flows.interAccountTransfers,
    gainLoss: fromPence(gain),
    flows,
  };
}

export type AnalysisRangeId =
  | 'CURRENT_TAX_YEAR'
  | 'LAST_TAX_YEAR'
  | 'LAST_3_MONTHS'
  | 'LAST_6_MONTHS'
  | 'LAST_12_MONTHS'
  | 'LAST_3_YEARS'
  | 'LAST_5_YEARS'
  | 'ALL_DATES';

/**
 * The spec §9 presets as at `asOf` (today), with the same starts as @portal/domain's
 * resolveDateRange but ending at the valuation date (yesterday) — the last day that has a value.
 */
export function analysisRanges(asOf: string): { id: AnalysisRangeId; startDate: string; endDate: string }[] {
  const yesterday = addDays(asOf, -1);
  const current = taxYearOf(asOf).startYear;
  const last = taxYearStarting(current - 1);
  return [
    { id: 'CURRENT_TAX_YEAR', startDate: taxYearStarting(current).startDate, endDate: yesterday },
    { id: 'LAST_TAX_YEAR', startDate: last.startDate, endDate: minDate(last.endDate, yesterday) },
    { id: 'LAST_3_MONTHS', startDate: addMonths(asOf, -3), endDate: yesterday },
    { id: 'LAST_6_MONTHS', startDate: addMonths(asOf, -6), endDate: yesterday },
    { id: 'LAST_12_MONTHS', startDate: addMonths(asOf, -12), endDate: yesterday },
    { id: 'LAST_3_YEARS', startDate: addYears(asOf, -3), endDate: yesterday },
    { id: 'LAST_5_YEARS', startDate: addYears(asOf, -5), endDate: yesterday },
    { id: 'ALL_DATES', startDate: isoDate(2006, 1, 1), endDate: yesterday },
  ];
}

/** Sum of trevAmount (pounds) per tax year (start year) for the given event codes. */
export function sumByTaxYear(
  simulation: AccountSimulation,
  codes: readonly string[],
  sign: 'all' | 'positive' = 'all',
): Map<number, number> {
  const pence = new Map<number, number>();
  for (const event of simulation.events) {
    if (!codes.includes(event.trevTtypCode)) continue;
    const amount = toPence(event.trevAmount);
    if (sign === 'positive' && amount <= 0) continue;
    const year = taxYearOf(event.trevEffectiveDate).startYear;
    pence.set(year, (pence.get(year) ?? 0) + amount);
  }
  return new Map([...pence].map(([y, p]) => [y, fromPence(p)]));
}

/** ISA subscriptions (net of dishonoured and returned payments) per tax year: totalSubscriptionCTY. */
export function isaSubscriptionsByTaxYear(simulation: AccountSimulation): Map<number, number> {
  return sumByTaxYear(simulation, ISA_SUBSCRIPTION_TREV_CODES);
}
