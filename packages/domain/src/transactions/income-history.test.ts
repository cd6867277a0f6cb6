import { describe, expect, it } from 'vitest';
import { incomeHistoryTexts } from '../texts/transactions.ts';
import { event, itrn, mappings } from './fixtures.ts';
import { buildIncomeHistoryRows, isIncomePayment } from './income-history.ts';

const payment = { type: 'BACS', bankSortCode: '123456', bankAccountNumber: '12345678', effectiveDate: '2025-03-01', amount: 250 };
const withdrawal = (trevId: number, low: string, date = '2025-03-01') =>
  event(
    {
      trevId,
      trevTtypDescription: 'Drawdown income payment',
      trevEffectiveDate: date,
      trevAmount: -250,
      paymentDetails: { ...payment, effectiveDate: date },
    },
    [itrn({ itrnMappings: mappings('Withdrawals', low) })],
  );

describe('income history', () => {
  it('shows only qualifying payment events (money paid out to the client)', () => {
    const buy = event({ trevId: 1 });
    const distribution = event({ trevId: 2 }, [itrn({ itrnMappings: mappings('Income', 'Distribution') })]);
    expect(isIncomePayment(buy)).toBe(false);
    expect(isIncomePayment(distribution)).toBe(false);
    expect(isIncomePayment(withdrawal(3, 'Drawdown income'))).toBe(true);
    expect(buildIncomeHistoryRows([buy, distribution, withdrawal(3, 'Regular withdrawal')]).map((r) => r.trevId)).toEqual([3]);
  });

  it("for withdrawals only those whose low level is not 'Actual payment details'", () => {
    expect(isIncomePayment(withdrawal(4, 'Actual payment details'))).toBe(false);
    expect(buildIncomeHistoryRows([withdrawal(4, 'Actual payment details'), withdrawal(5, 'Natural income')]).map((r) => r.trevId)).toEqual(
      [5],
    );
  });

  it('rows of Effective date, Description and Amount, newest first', () => {
    const rows = buildIncomeHistoryRows([withdrawal(6, 'Drawdown income', '2025-01-01'), withdrawal(7, 'Drawdown income', '2025-02-01')]);
    expect(rows).toEqual([
      { key: 'e7', trevId: 7, effectiveDate: '2025-02-01', description: 'Drawdown income payment', amount: 250 },
      { key: 'e6', trevId: 6, effectiveDate: '2025-01-01', description: 'Drawdown income payment', amount: 250 },
    ]);
    expect(Object.values(incomeHistoryTexts.columns)).toEqual(['Effective date', 'Description', 'Amount']);
  });
});

describe('income history edges', () => {
  it('a non-withdrawal payment counts even with an Actual payment details level; unmapped transactions are skipped', () => {
    const paid = (itrns: ReturnType<typeof itrn>[], extra = {}) =>
      event({ trevId: 30, trevAmount: -40, paymentDetails: { ...payment, amount: -40 }, ...extra }, itrns);
    expect(isIncomePayment(paid([itrn({ itrnMappings: mappings('Income', 'Actual payment details') })]))).toBe(true);
    expect(
      isIncomePayment(paid([itrn({ itrnMappings: undefined as never }), itrn({ itrnMappings: mappings('Withdrawals', 'Drawdown') })])),
    ).toBe(true);
    expect(isIncomePayment(paid([]))).toBe(true);
    expect(isIncomePayment(paid([], { accountTransactions: undefined }))).toBe(true);
    expect(isIncomePayment(paid([], { accountTransactions: [{}] }))).toBe(true);
    expect(
      isIncomePayment(
        paid([
          itrn({ itrnMappings: mappings('Withdrawals', 'Drawdown') }),
          itrn({ itrnMappings: mappings('Fees', 'Actual payment details') }),
        ]),
      ),
    ).toBe(false);
  });

  it('the amount is the payment’s, positive; the same date orders by trevId, highest first', () => {
    const rows = buildIncomeHistoryRows([
      withdrawal(8, 'Drawdown income', '2025-02-01'),
      event({ trevId: 9, trevEffectiveDate: '2025-02-01', trevAmount: -99, paymentDetails: { ...payment, amount: -12.5 } }, []),
      withdrawal(10, 'Drawdown income', '2025-01-01'),
      withdrawal(11, 'Drawdown income', '2025-03-01'),
    ]);
    expect(rows.map((r) => [r.trevId, r.amount])).toEqual([
      [11, 250],
      [9, 12.5],
      [8, 250],
      [10, 250],
    ]);
  });
});
