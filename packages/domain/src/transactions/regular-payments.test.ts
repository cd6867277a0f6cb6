import { describe, expect, it } from 'vitest';
import { buildTransactionRows } from './display.ts';
import { event, itrn, mappings } from './fixtures.ts';
import { buildIncomeHistoryRows, isIncomePayment } from './income-history.ts';
import { REGULAR_PAYMENT_CODES, isRegularPayment } from './regular-payments.ts';
import type { AccountTransaction } from './types.ts';

const collected = { type: 'Direct debit', bankSortCode: '401276', bankAccountNumber: '12345678', effectiveDate: '2025-03-01', amount: 200 };

describe('regular payment codes (spec §7)', () => {
  it('are the spec’s: trevTtypCode RPPM, TFCP, TXLS; itrnTtypCode ARPP, TFCP, TAXL', () => {
    expect(REGULAR_PAYMENT_CODES).toEqual({ trevTtypCode: ['RPPM', 'TFCP', 'TXLS'], itrnTtypCode: ['ARPP', 'TFCP', 'TAXL'] });
  });

  it('mark an event of a regular payment by its own code or an investment transaction’s', () => {
    for (const code of REGULAR_PAYMENT_CODES.trevTtypCode) expect(isRegularPayment(event({ trevTtypCode: code }, []))).toBe(true);
    for (const code of REGULAR_PAYMENT_CODES.itrnTtypCode)
      expect(isRegularPayment(event({ trevTtypCode: 'XXXX' }, [itrn({ itrnTtypCode: 'BUY' }), itrn({ itrnTtypCode: code })]))).toBe(true);
    expect(isRegularPayment(event({ trevTtypCode: 'DDIP' }, [itrn({ itrnTtypCode: 'DDIP' })]))).toBe(false);
    expect(isRegularPayment(event({ trevTtypCode: 'BUY' }, []))).toBe(false);
    expect(isRegularPayment({ trevTtypCode: 'LSCN', accountTransactions: [{ investmentTransactions: [] }] })).toBe(false);
    expect(isRegularPayment({ trevTtypCode: 'LSCN' } as Parameters<typeof isRegularPayment>[0])).toBe(false);
    expect(isRegularPayment({ trevTtypCode: 'LSCN', accountTransactions: [{} as AccountTransaction] })).toBe(false);
  });

  it('a regular payment’s payment details (the collection) give no “Paid to bank account” row and no income history row', () => {
    const regular = event({ trevTtypCode: 'RPPM', trevTtypDescription: 'Regular payment', trevAmount: 200, paymentDetails: collected }, [
      itrn({ itrnTtypCode: 'ARPP', itrnMappings: mappings('Payments in', 'Regular payment') }),
    ]);
    const byItrn = event({ trevTtypCode: 'MISC', trevAmount: 30, paymentDetails: collected }, [itrn({ itrnTtypCode: 'TAXL' })]);
    for (const e of [regular, byItrn]) {
      expect(buildTransactionRows([e])[0]?.subRows.filter((s) => s.kind === 'payment')).toEqual([]);
      expect(isIncomePayment(e)).toBe(false);
    }
    expect(buildIncomeHistoryRows([regular, byItrn])).toEqual([]);
    // A withdrawal with the same details is still paid to the bank account and is income.
    const withdrawal = event({ trevTtypCode: 'RWDR', trevAmount: -200, paymentDetails: collected }, [
      itrn({ itrnTtypCode: 'RWDR', itrnMappings: mappings('Withdrawals', 'Regular withdrawal') }),
    ]);
    expect(buildTransactionRows([withdrawal])[0]?.subRows.filter((s) => s.kind === 'payment')).toHaveLength(1);
    expect(isIncomePayment(withdrawal)).toBe(true);
  });
});
