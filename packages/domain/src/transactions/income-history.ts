// Income history of spec §2/§5: the payments made to the client (income and regular withdrawal
// payments), as rows of Effective date, Description and Amount.
import type { IsoDate } from '../dates.ts';
import { isRegularPayment } from './regular-payments.ts';
import type { InvestmentTransaction, TransactionEvent } from './types.ts';

/** The high level of withdrawal transactions. */
export const WITHDRAWALS_HIGH_LEVEL = 'Withdrawals';
/** Withdrawals with this low level are not shown in the income history (spec §5). */
export const ACTUAL_PAYMENT_DETAILS_LOW_LEVEL = 'Actual payment details';

export interface IncomeHistoryRow {
  key: string;
  trevId: number;
  effectiveDate: IsoDate;
  description: string;
  /** The amount paid to the client, positive. */
  amount: number;
}

function investmentsOf(event: TransactionEvent): InvestmentTransaction[] {
  return (event.accountTransactions ?? []).flatMap((a) => [...(a.investmentTransactions ?? [])]);
}

/**
 * A qualifying payment event: money was paid out to the client (the event carries payment
 * details) and it is no regular payment in (./regular-payments.ts); a withdrawal qualifies only when none of its low levels is 'Actual payment details'.
 */
export function isIncomePayment(event: TransactionEvent): boolean {
  // A regular payment's details are money collected from the client (spec §7 codes), not paid to them.
  if (!event.paymentDetails || isRegularPayment(event)) return false;
  const mappings = investmentsOf(event)
    .map((i) => i.itrnMappings)
    .filter(Boolean);
  const isWithdrawal = mappings.some((m) => m.TRX_HIGH_LEVEL === WITHDRAWALS_HIGH_LEVEL);
  return !(isWithdrawal && mappings.some((m) => m.TRX_LOW_LEVEL === ACTUAL_PAYMENT_DETAILS_LOW_LEVEL));
}

/** The income history rows, newest first (then by trevId, highest first). */
export function buildIncomeHistoryRows(events: readonly TransactionEvent[]): IncomeHistoryRow[] {
  return events
    .filter(isIncomePayment)
    .map((event) => ({
      key: `e${event.trevId}`,
      trevId: event.trevId,
      effectiveDate: event.trevEffectiveDate,
      description: event.trevTtypDescription,
      amount: Math.abs(event.paymentDetails?.amount ?? event.trevAmount),
    }))
    .sort((a, b) => (a.effectiveDate < b.effectiveDate ? 1 : a.effectiveDate > b.effectiveDate ? -1 : b.trevId - a.trevId));
}
