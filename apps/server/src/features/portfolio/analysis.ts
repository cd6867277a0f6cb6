/**
 * The analysis arithmetic of spec §5 over STORED rows (no simulation at request time): positions
 * (cash in pence, units in millionths per account and fund) are rolled forward from the opening
 * day through the period's daily deltas and marked at each sample date with the price of the
 * latest trading day on or before it (end-of-previous-trading-day prices for 'yesterday').
 *
 *   gain/loss = closing − opening − money in + money out − adjustments − inter-account transfers
 *
 * Money in excludes distributions and rebates; money out excludes fees (both stay in gain/loss).
 * Payments and withdrawals are gross of fees except trading fees (grossFlowPence).
 */
import { ANALYSIS_CATEGORIES, addDays, daysBetween } from '@portal/domain';
import type { AnalysisCategory } from '@portal/domain';

/** Most points of a valuation series; longer periods are sampled every n days (thinned on the server). */
export const MAX_SERIES_POINTS = 200;

export interface EventDelta {
  accountId: number;
  date: string;
  /** The event code's flow (transaction_types.flow, reference data). */
  flow: string;
  category: string;
  pence: number;
  /** Fees deducted from the event's cash (its trevFees), in pence, positive; trading fees are not among them. */
  feesPence?: number;
}

export interface UnitDelta {
  accountId: number;
  fundId: number;
  date: string;
  micro: number;
  /** Value brought in by re-registration on that day (units × price applied, per transaction to the penny). */
  reRegisteredPence: number;
}

export interface AnalysisInput {
  accounts: readonly { accountId: number; accountNumber: string }[];
  /** First and last day of the period (from ≤ to). */
  from: string;
  to: string;
  /** Cash per account at the end of the day before `from`, in pence. */
  openingCash: ReadonlyMap<number, number>;
  /** Units per account and fund at the end of the day before `from`. */
  openingUnits: readonly { accountId: number; fundId: number; micro: number }[];
  /** Cash movements in the period, by account, day and transaction code. */
  events: readonly EventDelta[];
  /** Unit movements in the period, by account, fund and day. */
  units: readonly UnitDelta[];
  /** Price of a fund at the end of the latest trading day on or before a SAMPLE date. */
  priceOn: (fundId: number, date: string) => number;
  sampleDates: readonly string[];
}

export interface Figures {
  openingPence: number;
  closingPence: number;
  moneyInPence: number;
  moneyOutPence: number;
  adjustmentsPence: number;
  transfersPence: number;
  gainLossPence: number;
}

export interface AnalysisOutput {
  total: Figures;
  byAccount: Map<string, Figures>;
  /** Value and cumulative net money in/out at each sample date (pence). */
  series: { date: string; valuePence: number; netPence: number }[];
  /** Per category: pence by account number (GAIN_LOSS is the market movement, see breakdownGainLoss). */
  breakdown: Map<AnalysisCategory, Map<string, number>>;
  eventCount: number;
}

/** The sample dates: the day before `from`, then every `step` days, always ending with `to`. */
export interface Sampling {
  start: string;
  step: number;
  dates: string[];
}

/** At most MAX_SERIES_POINTS + 1 dates, evenly spaced (the series is thinned on the server). */
export function sampling(from: string, to: string, maxPoints: number = MAX_SERIES_POINTS): Sampling {
  const start = addDays(from, -1);
  const days = daysBetween(start, to);
  const step = Math.max(1, Math.ceil(days / maxPoints));
  const dates: string[] = [];
  for (let offset = 0; offset < days; offset += step) dates.push(addDays(start, offset));
  dates.push(to);
  return { start, step, dates };
}

export function sampleDates(from: string, to: string, maxPoints: number = MAX_SERIES_POINTS): string[] {
  return sampling(from, to, maxPoints).dates;
}

/** Value of a holding in pence: units × price, to the penny (as the simulation and the holdings table). */
const holdingPence = (micro: number, price: number): number => Math.round((micro * price) / 1e4);

export type Kind = 'in' | 'out' | 'adjustment' | 'transfer' | 'inside' | 'trade';

/** How an event's cash counts in spec §5's flows, from its code's flow (transaction_types.flow). */
export function kindOf(flow: string): Kind {
  switch (flow) {
    case 'contribution':
    case 'taxRelief':
    case 'transferIn':
    case 'employer':
    case 'reRegistration':
      return 'in';
    case 'withdrawal':
      return 'out';
    case 'adjustment':
    case 'none':
      return 'adjustment';
    case 'interAccount':
      return 'transfer';
    case 'trade':
      return 'trade';
    default:
      // distributions, interest, rebates and fees happen inside the account: part of gain/loss.
      return 'inside';
  }
}

/**
 * Spec §5: payments and withdrawals are gross of fees except trading fees. An event's cash is net of
 * the fees deducted from it (its trevFees: advice and product fees), so a payment in counts them back
 * (money in is what the client paid, the fees stay in gain/loss), and a withdrawal's cash already holds
 * them (money out is what left the account). Trading fees are the investment transactions' own
 * (itrnFees), inside a trade's cash, which is no flow: they are never counted back.
 */
export function grossFlowPence(kind: Kind, pence: number, deductedFeesPence: number = 0): number {
  return kind === 'in' ? pence + deductedFeesPence : pence;
}

/** Categories booked inside the account (income, rebates, charges): they are part of gain/loss. */
const INSIDE_CATEGORIES = [
  'INCOME_AND_INTEREST_DISTRIBUTIONS',
  'REBATES',
  'ADVISER_CHARGES',
  'PLATFORM_CHARGES',
  'INVESTMENT_MANAGEMENT_FEES',
] as const;

export const emptyFigures = (): Figures => ({
  openingPence: 0,
  closingPence: 0,
  moneyInPence: 0,
  moneyOutPence: 0,
  adjustmentsPence: 0,
  transfersPence: 0,
  gainLossPence: 0,
});

export function analyse(input: AnalysisInput): AnalysisOutput {
  const numberOf = new Map(input.accounts.map((a) => [a.accountId, a.accountNumber]));
  const cash = new Map<number, number>(input.accounts.map((a) => [a.accountId, input.openingCash.get(a.accountId) ?? 0]));
  const units = new Map<number, Map<number, number>>(input.accounts.map((a) => [a.accountId, new Map()]));
  for (const u of input.openingUnits) units.get(u.accountId)?.set(u.fundId, (units.get(u.accountId)?.get(u.fundId) ?? 0) + u.micro);

  const byAccount = new Map<string, Figures>(input.accounts.map((a) => [a.accountNumber, emptyFigures()]));
  const breakdown = new Map<AnalysisCategory, Map<string, number>>(ANALYSIS_CATEGORIES.map((c) => [c, new Map()]));
  const addTo = (category: string, accountNumber: string, pence: number) => {
    const row = breakdown.get(category as AnalysisCategory);
    if (row) row.set(accountNumber, (row.get(accountNumber) ?? 0) + pence);
  };

  const valueOf = (accountId: number, date: string): number => {
    let total = cash.get(accountId) ?? 0;
    for (const [fundId, micro] of units.get(accountId) ?? []) if (micro !== 0) total += holdingPence(micro, input.priceOn(fundId, date));
    return total;
  };

  const events = [...input.events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const unitDeltas = [...input.units].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let e = 0;
  let u = 0;
  let netPence = 0;
  const series: AnalysisOutput['series'] = [];

  for (const [index, date] of input.sampleDates.entries()) {
    for (; e < events.length && (events[e]?.date ?? '') <= date; e++) {
      const event = events[e] as EventDelta;
      cash.set(event.accountId, (cash.get(event.accountId) ?? 0) + event.pence);
      const number = numberOf.get(event.accountId) ?? '';
      const figures = byAccount.get(number) ?? emptyFigures();
      const kind = kindOf(event.flow);
      const counted = grossFlowPence(kind, event.pence, event.feesPence);
      if (kind === 'in') figures.moneyInPence += counted;
      else if (kind === 'out') figures.moneyOutPence -= counted;
      else if (kind === 'adjustment') figures.adjustmentsPence += counted;
      else if (kind === 'transfer') figures.transfersPence += counted;
      if (kind === 'in' || kind === 'out' || kind === 'adjustment' || kind === 'transfer') netPence += counted;
      if (kind !== 'trade') addTo(event.category, number, counted);
    }
    for (; u < unitDeltas.length && (unitDeltas[u]?.date ?? '') <= date; u++) {
      const delta = unitDeltas[u] as UnitDelta;
      const held = units.get(delta.accountId);
      held?.set(delta.fundId, (held.get(delta.fundId) ?? 0) + delta.micro);
      if (delta.reRegisteredPence !== 0) {
        // Units re-registered in are money in at the price applied (spec §5 money in).
        const number = numberOf.get(delta.accountId) ?? '';
        const figures = byAccount.get(number);
        if (figures) figures.moneyInPence += delta.reRegisteredPence;
        netPence += delta.reRegisteredPence;
        addTo('RE_REGISTRATIONS', number, delta.reRegisteredPence);
      }
    }
    let valuePence = 0;
    for (const account of input.accounts) {
      const value = valueOf(account.accountId, date);
      valuePence += value;
      const figures = byAccount.get(account.accountNumber);
      if (!figures) continue;
      if (index === 0) figures.openingPence = value;
      if (index === input.sampleDates.length - 1) figures.closingPence = value;
    }
    series.push({ date, valuePence, netPence });
  }

  return { total: settle(byAccount, breakdown), byAccount, series, breakdown, eventCount: events.length };
}

/**
 * Completes the figures: gain/loss per account, the total, and the breakdown's gain/loss row
 * (shared by the replay above and the valuation series reader, so both derive them alike).
 */
export function settle(byAccount: Map<string, Figures>, breakdown: Map<AnalysisCategory, Map<string, number>>): Figures {
  const total = emptyFigures();
  for (const [number, f] of byAccount) {
    f.gainLossPence = f.closingPence - f.openingPence - f.moneyInPence + f.moneyOutPence - f.adjustmentsPence - f.transfersPence;
    for (const key of Object.keys(total) as (keyof Figures)[]) total[key] += f[key];
    // The breakdown's gain/loss row is the market movement: gain/loss less the income and charges
    // already itemised, so the rows add up to closing − opening.
    let itemisedInside = 0;
    for (const category of INSIDE_CATEGORIES) itemisedInside += breakdown.get(category)?.get(number) ?? 0;
    breakdown.get('GAIN_LOSS')?.set(number, f.gainLossPence - itemisedInside);
  }
  return total;
}
