import { describe, expect, it } from 'vitest';
import { TRANSACTION_COLUMNS } from '../texts/transactions.ts';
import { buildTransactionRows } from './display.ts';
import { event, itrn } from './fixtures.ts';
import { summaryCsvFileName, transactionsCsv, transactionsCsvFileName, transactionsCsvRecords } from './csv.ts';

const rows = buildTransactionRows(
  [
    event(
      {
        trevId: 1,
        trevTtypDescription: 'Buy £1,000 order',
        trevAmount: -1234.5,
        trevEffectiveDate: '2025-03-10',
        trevProcessedDate: '2025-03-11',
        trevReportingDate: null,
      },
      [
        itrn({
          itrnTtypDescription: 'Buy',
          fund: { longName: 'Alpha, "Acc"', isin: 'A' },
          itrnEffectiveUnits: 10.5,
          itrnPriceApplied: 1.234567,
          itrnEffectiveAmount: -1234.5,
          itrnEffectiveDate: '2025-03-10',
        }),
      ],
    ),
    event(
      {
        trevId: 2,
        trevTtypDescription: '-Adjustment',
        trevAmount: 10,
        trevEffectiveDate: '2025-03-09',
        trevProcessedDate: '2025-03-09',
        trevReportingDate: '2025-03-09',
      },
      [],
    ),
  ],
  { cashBalances: [{ trevId: 1, balance: 5000 }] },
);

describe('transactionsCsv', () => {
  it('leading Type column, then the nine columns', () => {
    const [header] = transactionsCsvRecords(rows, { includeTotals: false });
    expect(header).toEqual(['Type', ...Object.values(TRANSACTION_COLUMNS)]);
  });

  it("Type is 'Transaction' for events, 'Sub transaction' for their rows and blank for totals", () => {
    const types = transactionsCsvRecords(rows, { includeTotals: true })
      .slice(1)
      .map((r) => r[0]);
    expect(types).toEqual(['Transaction', 'Sub transaction', 'Transaction', '']);
    expect(transactionsCsvRecords(rows, { includeTotals: false })).toHaveLength(4);
  });

  it('pound sign removed; money as plain numbers with 2 decimals, price with 4; text neutralised and quoted', () => {
    const lines = transactionsCsv(rows, { includeTotals: true }).split('\r\n');
    expect(lines[1]).toBe('Transaction,10/03/2025,11/03/2025,,"Buy 1,000 order",,,,-1234.50,5000.00');
    expect(lines[2]).toBe('Sub transaction,10/03/2025,,,"Buy - Alpha, ""Acc""",10.5000,1.2346,,-1234.50,');
    expect(lines[3]).toBe("Transaction,09/03/2025,09/03/2025,09/03/2025,'-Adjustment,,,,10.00,");
    expect(lines[4]).toBe(',,,,Totals,,,0.00,-1224.50,');
    expect(transactionsCsv(rows, { includeTotals: true })).not.toContain('£');
  });
});

describe('file names', () => {
  it("transactions export: client name (if any), account number, start date, end date and extension, joined by '-'", () => {
    expect(
      transactionsCsvFileName({ clientName: 'Jane  Smith', accountNumber: '12345678', startDate: '2024-04-06', endDate: '2025-04-05' }),
    ).toBe('Jane Smith-12345678-20240406-20250405.csv');
    expect(transactionsCsvFileName({ accountNumber: 12345678, startDate: '2024-04-06', endDate: '2025-04-05' }, 'pdf')).toBe(
      '12345678-20240406-20250405.pdf',
    );
    expect(transactionsCsvFileName({ clientName: 'A/B: "C"', accountNumber: '1', startDate: '2024-01-01', endDate: '2024-01-02' })).toBe(
      'AB C-1-20240101-20240102.csv',
    );
  });

  it('summaries: PortfolioSummary-{clientId}-{date} or AccountSummary-{accountNum}-{date}, with .csv or .pdf', () => {
    expect(summaryCsvFileName('Portfolio', { clientId: '1001234', date: '2025-03-10' })).toBe('PortfolioSummary-1001234-2025-03-10.csv');
    expect(summaryCsvFileName('Account', { accountNum: '12345678', date: '2025-03-10' })).toBe('AccountSummary-12345678-2025-03-10.csv');
    expect(summaryCsvFileName('Account', { accountNum: '12345678', date: '2025-03-10' }, 'pdf')).toBe(
      'AccountSummary-12345678-2025-03-10.pdf',
    );
  });
});
