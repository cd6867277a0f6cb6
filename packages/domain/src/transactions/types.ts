// The transaction data the server sends (spec §3, field names exactly as in the contract) and the
// display rows the domain builds from it. Amounts are pounds; dates are ISO 'YYYY-MM-DD'.
import type { IsoDate } from '../dates.ts';

/** Filter and history mappings of an investment transaction (spec §3). */
export interface ItrnMappings {
  TRX_HIGH_LEVEL: string;
  TRX_HIGH_LEVEL_ORDINAL: number;
  TRX_LOW_LEVEL: string;
  TRX_LOW_LEVEL_ORDINAL: number;
  /** 'Hide' hides the row from the transaction history. */
  TRX_HISTORY: string;
}

export interface TransactionFund {
  longName: string;
  isin: string;
  /** The asset code search can match on (spec §5). */
  shortName?: string | null;
}

export interface InvestmentTransaction {
  itrnId: number;
  itrnTtypCode: string;
  itrnTtypDescription: string;
  itrnEffectiveDate: IsoDate;
  itrnEffectiveUnits: number;
  itrnPriceApplied: number;
  itrnEffectiveAmount: number;
  itrnFees: number;
  orderStatus: string | null;
  xordExpCashSettlementDate: IsoDate | null;
  reversal: boolean;
  dishonour: boolean;
  fund: TransactionFund;
  itrnMappings: ItrnMappings;
}

export interface AccountTransaction {
  investmentTransactions: readonly InvestmentTransaction[];
}

/** A fee deducted in an event (spec §3 trevFees). */
export interface TrevFee {
  xptpShortDescription: string;
  dtrnDeductionAmount: number;
}

/** Money paid to the client's bank account (spec §3). */
export interface PaymentDetails {
  type: string;
  bankSortCode: string;
  bankAccountNumber: string;
  effectiveDate: IsoDate;
  amount: number;
}

export interface TransactionEvent {
  trevId: number;
  trevTtypCode: string;
  trevTtypDescription: string;
  trevEffectiveDate: IsoDate;
  trevProcessedDate: IsoDate | null;
  trevReportingDate: IsoDate | null;
  trevAmount: number;
  trevReason?: string | null;
  trevReference?: string | null;
  trevTransferAccount?: string | null;
  trevCommitmentPlanNumber?: string | null;
  trevMappings?: { EVENT_REASON_CODE?: boolean; EVENT_REF?: boolean; EVENT_TRANSFER_ACCOUNT?: boolean } | null;
  trevFees: readonly TrevFee[];
  /** 'Completed', 'None', or an in-progress status of a transfer. */
  eventStatus: string | null;
  pending: boolean;
  modelPortfolioName?: string | null;
  paymentDetails: PaymentDetails | null;
  accountTransactions: readonly AccountTransaction[];
}

/** The running cash balance after an event (spec §3). */
export interface CashBalance {
  trevId: number;
  balance: number;
}

/** The nine cells of a transaction table row, raw; `formatTransactionCell` turns them into text. */
export interface TransactionCells {
  effectiveDate: IsoDate | null;
  processedDate: IsoDate | null;
  reportingDate: IsoDate | null;
  description: string;
  units: number | null;
  /** Shown with 4 decimals. */
  price: number | null;
  fees: number | null;
  amount: number | null;
  cashBalance: number | null;
}

export type TransactionColumn = keyof TransactionCells;

/** A TRX_HIGH_LEVEL / TRX_LOW_LEVEL pair an event belongs to, with its counts in that event. */
export interface TransactionFilterKey {
  /** `${high}\u001f${low}`: the option's identity in the filter state. */
  key: string;
  high: string;
  highOrdinal: number;
  low: string;
  lowOrdinal: number;
  /** Investment transactions of the event with this mapping. */
  transactions: number;
  /** Of which reversals. */
  reversals: number;
}

export interface SearchAsset {
  name: string;
  code: string | null;
}

export type TransactionSubRowKind = 'investment' | 'payment' | 'fee';

/** An expandable sub-row under an event: an investment transaction or a synthetic row. */
export interface TransactionSubRow extends TransactionCells {
  key: string;
  kind: TransactionSubRowKind;
  italic: boolean;
  /** True for an investment transaction whose order is not Not ordered, Settled or Cancelled. */
  unsettled: boolean;
  orderStatus: string | null;
  /** The asset of an investment row. */
  asset: SearchAsset | null;
}

/** One event row of the transaction table with its sub-rows. */
export interface TransactionRow extends TransactionCells {
  key: string;
  trevId: number;
  trevTtypCode: string;
  italic: boolean;
  pending: boolean;
  /** eventStatus is neither Completed nor None. */
  unsettledTransfer: boolean;
  eventStatus: string | null;
  subRows: readonly TransactionSubRow[];
  filterKeys: readonly TransactionFilterKey[];
  /** What search matches on: assets of the shown sub-rows and transaction type descriptions. */
  searchKeys: { assets: readonly SearchAsset[]; transactionTypes: readonly string[] };
}
