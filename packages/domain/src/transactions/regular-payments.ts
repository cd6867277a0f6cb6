// The regular payment transaction codes of spec §7 and the rule made of them. The spec lists the codes
// without saying what reads them; they name the events of a regular payment into the account (the
// regular payment itself, a transfer in, the tax relief claimed on it) and their investment
// transactions. Such an event's payment details are the money collected from the client, never a
// payment to them: spec §5 shows 'Paid to bank account' rows for withdrawal payments only, and the
// income history lists only payments made to the client.
import type { TransactionEvent } from './types.ts';

/** Regular payment transaction codes (spec §7): events by trevTtypCode, investment transactions by itrnTtypCode. */
export const REGULAR_PAYMENT_CODES = {
  trevTtypCode: ['RPPM', 'TFCP', 'TXLS'],
  itrnTtypCode: ['ARPP', 'TFCP', 'TAXL'],
} as const;

const TREV_CODES: readonly string[] = REGULAR_PAYMENT_CODES.trevTtypCode;
const ITRN_CODES: readonly string[] = REGULAR_PAYMENT_CODES.itrnTtypCode;

/** True for an event of a regular payment: its own code, or one of its investment transactions' codes, is a regular payment code. */
export function isRegularPayment(event: Pick<TransactionEvent, 'trevTtypCode' | 'accountTransactions'>): boolean {
  // The server's lists may be absent on an event or an account transaction: then nothing matches there.
  return (
    TREV_CODES.includes(event.trevTtypCode) ||
    event.accountTransactions?.some((a) => a.investmentTransactions?.some((i) => ITRN_CODES.includes(i.itrnTtypCode))) === true
  );
}
