/**
 * Sample transaction events for stories and tests (not exported from the package): a small,
 * hand-picked set covering every display case, and a deterministic generator for 10,000 events.
 * Both go through the domain's buildTransactionRows like real data.
 */
import { buildTransactionRows } from '@portal/domain';
import type { InvestmentTransaction, ItrnMappings, TransactionEvent, TransactionRow, TrevFee } from '@portal/domain';

let nextId = 1;

function mappings(high: string, low: string, highOrdinal = 1, lowOrdinal = 1, history = 'Show'): ItrnMappings {
  return {
    TRX_HIGH_LEVEL: high,
    TRX_HIGH_LEVEL_ORDINAL: highOrdinal,
    TRX_LOW_LEVEL: low,
    TRX_LOW_LEVEL_ORDINAL: lowOrdinal,
    TRX_HISTORY: history,
  };
}

function itrn(overrides: Partial<InvestmentTransaction> = {}): InvestmentTransaction {
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
    itrnMappings: mappings('Trades', 'Buy', 3, 1),
    ...overrides,
  };
}

function event(overrides: Partial<TransactionEvent> = {}, itrns: InvestmentTransaction[] = [itrn()]): TransactionEvent {
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

const equity = { longName: 'Harbour Global Equity Fund Acc', isin: 'GB00HARB0001', shortName: 'HARGLOBEQ' };
const bond = { longName: 'Sterling Corporate Bond Fund Inc', isin: 'GB00STER0002', shortName: 'STERCORPB' };
const cash = { longName: 'Cash', isin: 'GB00CASH0000', shortName: 'CASH' };

/** Eight events showing each display rule: payment row, fee rows, unsettled order, pending, transfer status. */
export function sampleEvents(): TransactionEvent[] {
  return [
    event(
      {
        trevId: 108,
        trevTtypCode: 'LSCN',
        trevTtypDescription: 'Lump sum contribution',
        trevEffectiveDate: '2025-03-28',
        trevProcessedDate: '2025-03-28',
        trevReportingDate: '2025-03-29',
        trevAmount: 5000,
      },
      [
        itrn({
          itrnTtypDescription: 'Lump sum',
          fund: cash,
          itrnEffectiveUnits: 5000,
          itrnPriceApplied: 1,
          itrnEffectiveAmount: 5000,
          itrnMappings: mappings('Payments in', 'Lump sum', 1, 1),
        }),
      ],
    ),
    event(
      { trevId: 107, trevTtypCode: 'BUY', trevTtypDescription: 'Buy', trevEffectiveDate: '2025-03-27', trevAmount: -4000, pending: true },
      [
        itrn({
          fund: equity,
          itrnEffectiveUnits: 1234.5678,
          itrnPriceApplied: 1.6201,
          itrnEffectiveAmount: -2000,
          itrnFees: 1.5,
          orderStatus: 'Awaiting confirmation',
        }),
        itrn({
          fund: bond,
          itrnEffectiveUnits: 1900.25,
          itrnPriceApplied: 1.0525,
          itrnEffectiveAmount: -2000,
          orderStatus: 'Placed',
          xordExpCashSettlementDate: '2025-04-02',
        }),
      ],
    ),
    event(
      {
        trevId: 106,
        trevTtypCode: 'PLAT',
        trevTtypDescription: 'Platform charge',
        trevEffectiveDate: '2025-03-20',
        trevAmount: -24.6,
        trevFees: [
          { xptpShortDescription: 'Platform fee', dtrnDeductionAmount: 18.1 },
          { xptpShortDescription: 'Initial advice fee', dtrnDeductionAmount: 6.5 },
        ],
      },
      [
        itrn({
          itrnTtypDescription: 'Platform charge',
          fund: cash,
          itrnEffectiveUnits: 24.6,
          itrnPriceApplied: 1,
          itrnEffectiveAmount: -24.6,
          itrnFees: 2.25,
          itrnMappings: mappings('Fees and charges', 'Platform charge', 5, 1),
        }),
      ],
    ),
    event(
      {
        trevId: 105,
        trevTtypCode: 'DDIP',
        trevTtypDescription: 'Drawdown income payment',
        trevEffectiveDate: '2025-03-15',
        trevAmount: -250,
        paymentDetails: { type: 'BACS', bankSortCode: '123456', bankAccountNumber: '87654321', effectiveDate: '2025-03-16', amount: 250 },
      },
      [
        itrn({
          itrnTtypDescription: 'Drawdown income',
          fund: cash,
          itrnEffectiveUnits: 250,
          itrnPriceApplied: 1,
          itrnEffectiveAmount: -250,
          itrnMappings: mappings('Withdrawals', 'Drawdown income', 2, 1),
        }),
      ],
    ),
    event(
      {
        trevId: 104,
        trevTtypCode: 'TRIN',
        trevTtypDescription: 'Transfer in',
        trevEffectiveDate: '2025-03-12',
        trevAmount: 12000,
        eventStatus: 'In progress',
      },
      [
        itrn({
          itrnTtypDescription: 'Transfer in',
          fund: cash,
          itrnEffectiveUnits: 12000,
          itrnPriceApplied: 1,
          itrnEffectiveAmount: 12000,
          itrnMappings: mappings('Payments in', 'Transfer in', 1, 3),
        }),
      ],
    ),
    event(
      { trevId: 103, trevTtypCode: 'DIST', trevTtypDescription: 'Income distribution', trevEffectiveDate: '2025-03-05', trevAmount: 42.17 },
      [
        itrn({
          itrnTtypDescription: 'Distribution',
          fund: bond,
          itrnEffectiveUnits: 0,
          itrnPriceApplied: 0,
          itrnEffectiveAmount: 42.17,
          itrnMappings: mappings('Income', 'Distribution', 4, 1),
        }),
      ],
    ),
    event({ trevId: 102, trevTtypCode: 'SELL', trevTtypDescription: 'Sell', trevEffectiveDate: '2025-02-26', trevAmount: 1510.3 }, [
      itrn({
        itrnTtypDescription: 'Sell',
        fund: equity,
        itrnEffectiveUnits: -950,
        itrnPriceApplied: 1.5898,
        itrnEffectiveAmount: 1510.3,
        itrnMappings: mappings('Trades', 'Sell', 3, 2),
      }),
    ]),
    event({ trevId: 101, trevTtypCode: 'RPPM', trevTtypDescription: 'Regular payment', trevEffectiveDate: '2025-02-01', trevAmount: 200 }, [
      itrn({
        itrnTtypDescription: 'Regular payment',
        fund: cash,
        itrnEffectiveUnits: 200,
        itrnPriceApplied: 1,
        itrnEffectiveAmount: 200,
        itrnMappings: mappings('Payments in', 'Regular payment', 1, 2),
      }),
    ]),
  ];
}

const cashBalances = [
  { trevId: 108, balance: 13442.87 },
  { trevId: 107, balance: 8442.87 },
  { trevId: 106, balance: 12442.87 },
  { trevId: 105, balance: 12467.47 },
  { trevId: 104, balance: 12717.47 },
  { trevId: 103, balance: 717.47 },
  { trevId: 102, balance: 675.3 },
  { trevId: 101, balance: -835 },
];

/** The sample events as table rows, with cash balances. */
export function sampleRows(): TransactionRow[] {
  return buildTransactionRows(sampleEvents(), { cashBalances });
}

/** Each event's trevFees by trevId, for the fee cell tooltip. */
export function trevFeesById(events: readonly TransactionEvent[]): Map<number, readonly TrevFee[]> {
  const out = new Map<number, readonly TrevFee[]>();
  for (const e of events) if (e.trevFees.length > 0) out.set(e.trevId, e.trevFees);
  return out;
}

/** A deterministic pseudo-random generator (mulberry32). */
function rng(seed: number): () => number {
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

const TYPES = [
  { code: 'BUY', description: 'Buy', high: 'Trades', highOrdinal: 3, low: 'Buy', lowOrdinal: 1 },
  { code: 'SELL', description: 'Sell', high: 'Trades', highOrdinal: 3, low: 'Sell', lowOrdinal: 2 },
  { code: 'LSCN', description: 'Lump sum contribution', high: 'Payments in', highOrdinal: 1, low: 'Lump sum', lowOrdinal: 1 },
  { code: 'RPPM', description: 'Regular payment', high: 'Payments in', highOrdinal: 1, low: 'Regular payment', lowOrdinal: 2 },
  { code: 'DIST', description: 'Income distribution', high: 'Income', highOrdinal: 4, low: 'Distribution', lowOrdinal: 1 },
  { code: 'PLAT', description: 'Platform charge', high: 'Fees and charges', highOrdinal: 5, low: 'Platform charge', lowOrdinal: 3 },
  { code: 'DDIP', description: 'Drawdown income payment', high: 'Withdrawals', highOrdinal: 2, low: 'Drawdown income', lowOrdinal: 2 },
] as const;

/** `count` synthetic events, newest first, 1–4 investment transactions each, over 60 funds and 7 types. */
export function syntheticEvents(count: number, seed = 1): TransactionEvent[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const events: TransactionEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const type = pick(TYPES);
    const day = new Date(Date.UTC(2025, 2, 31) - i * 86_400_000 * 0.5);
    const date = day.toISOString().slice(0, 10);
    const itrns = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
      itrn({
        itrnTtypCode: type.code,
        itrnTtypDescription: type.description,
        itrnEffectiveDate: date,
        fund: pick(FUNDS),
        itrnEffectiveAmount: Math.round((random() - 0.5) * 100000) / 100,
        orderStatus: random() < 0.05 ? 'Awaiting confirmation' : 'Settled',
        itrnMappings: mappings(type.high, type.low, type.highOrdinal, type.lowOrdinal),
      }),
    );
    events.push(
      event(
        {
          trevId: 1_000_000 + i,
          trevTtypCode: type.code,
          trevTtypDescription: type.description,
          trevEffectiveDate: date,
          trevProcessedDate: date,
          trevReportingDate: date,
          trevAmount: Math.round((random() - 0.5) * 100000) / 100,
          pending: random() < 0.02,
          trevFees: type.code === 'PLAT' ? [{ xptpShortDescription: 'Platform fee', dtrnDeductionAmount: 3.21 }] : [],
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
