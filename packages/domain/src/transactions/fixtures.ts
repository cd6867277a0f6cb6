// Test data builders for the transaction modules (used by the tests only, not exported).
import type { InvestmentTransaction, ItrnMappings, TransactionEvent } from './types.ts';

let nextId = 1;

export function mappings(high: string, low: string, extra: Partial<ItrnMappings> = {}): ItrnMappings {
  return { TRX_HIGH_LEVEL: high, TRX_HIGH_LEVEL_ORDINAL: 1, TRX_LOW_LEVEL: low, TRX_LOW_LEVEL_ORDINAL: 1, TRX_HISTORY: 'Show', ...extra };
}

export function itrn(overrides: Partial<InvestmentTransaction> = {}): InvestmentTransaction {
  return {
    itrnId: nextId++,
    itrnTtypCode: 'BUY',
    itrnTtypDescription: 'Buy',
    itrnEffectiveDate: '2025-03-10',
    itrnEffectiveUnits: 10.123456,
    itrnPriceApplied: 1.234567,
    itrnEffectiveAmount: -12.5,
    itrnFees: 0,
    orderStatus: 'Settled',
    xordExpCashSettlementDate: null,
    reversal: false,
    dishonour: false,
    fund: { longName: 'Harbour Global Equity Fund Acc', isin: 'GB00HARB0001', shortName: 'HARGLOBEQ' },
    itrnMappings: mappings('Trades', 'Buy', { TRX_HIGH_LEVEL_ORDINAL: 3 }),
    ...overrides,
  };
}

export function event(overrides: Partial<TransactionEvent> = {}, itrns: InvestmentTransaction[] = [itrn()]): TransactionEvent {
  return {
    trevId: nextId++,
    trevTtypCode: 'BUY',
    trevTtypDescription: 'Buy',
    trevEffectiveDate: '2025-03-10',
    trevProcessedDate: '2025-03-11',
    trevReportingDate: '2025-03-11',
    trevAmount: -12.5,
    trevFees: [],
    eventStatus: 'Completed',
    pending: false,
    paymentDetails: null,
    accountTransactions: [{ investmentTransactions: itrns }],
    ...overrides,
  };
}

/** A deterministic pseudo-random generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FUNDS = Array.from({ length: 60 }, (_, i) => ({
  longName: `${['Harbour', 'Meridian', 'Beacon', 'Northgate', 'Albion', 'Cedar'][i % 6]} ${['Global', 'UK', 'Income', 'Bond', 'Growth'][i % 5]} Fund ${i}`,
  isin: `GB00TEST${String(i).padStart(4, '0')}`,
  shortName: `FUND${String(i).padStart(4, '0')}`,
}));

const TYPES: { code: string; description: string; high: string; highOrdinal: number; low: string; lowOrdinal: number }[] = [
  { code: 'BUY', description: 'Buy', high: 'Trades', highOrdinal: 3, low: 'Buy', lowOrdinal: 1 },
  { code: 'SELL', description: 'Sell', high: 'Trades', highOrdinal: 3, low: 'Sell', lowOrdinal: 2 },
  { code: 'LSCN', description: 'Lump sum contribution', high: 'Payments in', highOrdinal: 1, low: 'Lump sum', lowOrdinal: 1 },
  { code: 'RPPM', description: 'Regular payment', high: 'Payments in', highOrdinal: 1, low: 'Regular payment', lowOrdinal: 2 },
  { code: 'DIST', description: 'Income distribution', high: 'Income', highOrdinal: 4, low: 'Distribution', lowOrdinal: 1 },
  { code: 'PLAT', description: 'Platform charge', high: 'Fees and charges', highOrdinal: 5, low: 'Platform charge', lowOrdinal: 3 },
  { code: 'DDIP', description: 'Drawdown income payment', high: 'Withdrawals', highOrdinal: 2, low: 'Drawdown income', lowOrdinal: 2 },
  { code: 'FNCH', description: 'Fund name change', high: 'N/A', highOrdinal: 99, low: 'Fund name change', lowOrdinal: 1 },
];

/** `count` synthetic events, 1–4 investment transactions each, spread over 60 funds and 8 types. */
export function syntheticEvents(count: number, seed = 1): TransactionEvent[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const events: TransactionEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const type = pick(TYPES);
    const date = `20${String(10 + Math.floor(i / 1000)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const itrns = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
      itrn({
        itrnTtypCode: type.code,
        itrnTtypDescription: type.description,
        itrnEffectiveDate: date,
        fund: pick(FUNDS),
        orderStatus: random() < 0.05 ? 'Awaiting confirmation' : 'Settled',
        itrnMappings: mappings(type.high, type.low, {
          TRX_HIGH_LEVEL_ORDINAL: type.highOrdinal,
          TRX_LOW_LEVEL_ORDINAL: type.lowOrdinal,
          TRX_HISTORY: random() < 0.03 ? 'Hide' : 'Show',
        }),
      }),
    );
    events.push(
      event(
        {
          trevId: 1_000_000 + i,
          trevTtypCode: type.code,
          trevTtypDescription: type.description,
          trevEffectiveDate: date,
          trevAmount: Math.round((random() - 0.5) * 100000) / 100,
          trevFees: type.code === 'PLAT' ? [{ xptpShortDescription: 'Product fees', dtrnDeductionAmount: 3.21 }] : [],
          paymentDetails:
            type.code === 'DDIP'
              ? { type: 'BACS', bankSortCode: '123456', bankAccountNumber: '87654321', effectiveDate: date, amount: 250 }
              : null,
        },
        itrns,
      ),
    );
  }
  return events;
}
