/**
 * The records the demo-data simulation produces and the seeder stores. The simulation
 * (./simulation) is pure and deterministic; the seeder (./seed.ts) writes these records to the
 * database through the migrations' tables. Amounts are pounds as numbers rounded to the penny;
 * dates are ISO 'YYYY-MM-DD' (London calendar days).
 */

export interface Fund {
  fundId: number;
  isin: string;
  /** Display name, e.g. 'Harbour Global Equity Fund Acc'. */
  longName: string;
  /** Asset code used by search suggestions (spec §5: codes match only for terms longer than 5). */
  shortName: string;
  assetClass: 'Cash' | 'Equity' | 'Bond' | 'Property' | 'Multi-asset';
  fundFactSheetAvailable: boolean;
}

export interface FundPrice {
  fundId: number;
  /** A trading day. */
  date: string;
  /** Price per unit in pounds, 6 decimals. */
  price: number;
}

/** Analysis / colour categories of spec §9. */
export type TransactionCategory =
  | 'ADJUSTMENTS'
  | 'ADVISER_CHARGES'
  | 'CASH_TRANSFERS'
  | 'EMPLOYER_PAYMENTS'
  | 'INCOME_AND_INTEREST_DISTRIBUTIONS'
  | 'INTER_ACCOUNT_TRANSFERS'
  | 'INVESTMENT_MANAGEMENT_FEES'
  | 'LUMP_SUMS'
  | 'NATURAL_INCOME'
  | 'PENSION_TAX_RELIEF'
  | 'PLATFORM_CHARGES'
  | 'REBATES'
  | 'REGULAR_PAYMENTS_AND_WITHDRAWALS'
  | 'RE_REGISTRATIONS'
  | 'TRADES';

export interface ItrnMappings {
  TRX_HIGH_LEVEL: string;
  TRX_HIGH_LEVEL_ORDINAL: number;
  TRX_LOW_LEVEL: string;
  TRX_LOW_LEVEL_ORDINAL: number;
  /** 'Hide' hides the row in the transaction history. */
  TRX_HISTORY: 'Show' | 'Hide';
}

export interface InvestmentTransaction {
  itrnId: number;
  itrnTtypCode: string;
  itrnTtypDescription: string;
  itrnEffectiveDate: string;
  /** Positive units bought, negative units sold. 6 decimals. */
  itrnEffectiveUnits: number;
  /** Price applied, 6 decimals. */
  itrnPriceApplied: number;
  /** Cash effect on the account's cash (negative for a buy). */
  itrnEffectiveAmount: number;
  itrnFees: number;
  /** 'Settled', 'Not ordered', 'Cancelled', 'Awaiting confirmation', 'Awaiting order', 'Placed'… */
  orderStatus: string;
  xordExpCashSettlementDate: string | null;
  reversal: boolean;
  dishonour: boolean;
  fundId: number;
  itrnMappings: ItrnMappings;
}

export interface TrevFee {
  xptpShortDescription: string;
  dtrnDeductionAmount: number;
}

export interface PaymentDetails {
  type: string;
  bankSortCode: string;
  bankAccountNumber: string;
  effectiveDate: string;
  amount: number;
}

export interface TransactionEvent {
  trevId: number;
  accountNumber: string;
  trevTtypCode: string;
  trevTtypDescription: string;
  category: TransactionCategory;
  trevEffectiveDate: string;
  trevProcessedDate: string;
  trevReportingDate: string;
  /** Cash effect of the event on the account (money in positive, money out negative). */
  trevAmount: number;
  trevReason: string | null;
  trevReference: string | null;
  trevTransferAccount: string | null;
  trevCommitmentPlanNumber: string | null;
  trevMappings: { EVENT_REASON_CODE: boolean; EVENT_REF: boolean; EVENT_TRANSFER_ACCOUNT: boolean };
  trevFees: TrevFee[];
  /** 'Completed', 'None', or an in-progress status such as 'Awaiting settlement'. */
  eventStatus: string;
  pending: boolean;
  modelPortfolioName: string | null;
  paymentDetails: PaymentDetails | null;
  /** Running cash balance after this event (spec: cashBalances by trevId). */
  cashBalance: number;
  investmentTransactions: InvestmentTransaction[];
}

/** What the people generator asks the simulation to build for one account. */
export interface AccountPlan {
  accountNumber: string;
  /** Isa, GIA, Pension, Drawdown, … (spec §5 account categories). */
  wrapperType: string;
  accountType: string;
  openedDate: string;
  closedDate: string | null;
  /** Simulate up to this date (the valuation date is the previous trading day). */
  asOf: string;
  /** Opening lump sum, pounds. */
  initialLumpSum: number;
  /** Monthly regular contribution, pounds; 0 for none. */
  monthlyContribution: number;
  /** Monthly regular withdrawal (drawdown income), pounds; 0 for none. */
  monthlyWithdrawal: number;
  /** Annual adviser fee percentage (0 when no adviser). */
  annualAdviserFeePercentage: number;
  /** Scale knob: approximately how many events to generate (big.client asks for ≥ 10,000). */
  targetEvents?: number;
  /** Seed for this account's random choices. */
  seed: number;
  sortCode: string;
  bankAccountNumber: string;
  modelPortfolioName: string | null;
  /**
   * Optional: trevIds and itrnIds of this account are idBase + 1, idBase + 2, … (each below
   * idBase + 1,000,000). Give every account a distinct multiple of 1,000,000; when absent it is
   * derived from the seed ((seed mod 2000) + 1) × 1,000,000, which may collide across accounts.
   */
  idBase?: number;
  /**
   * Optional: the client's other account used as trevTransferAccount on inter-account transfers
   * and Bed and ISA (e.g. the GIA feeding an ISA); a plausible number is made up when absent.
   */
  linkedAccountNumber?: string;
}

export interface Holding {
  fundId: number;
  units: number;
  price: number;
  value: number;
}

export interface AccountSimulation {
  accountNumber: string;
  events: TransactionEvent[];
  /** Holdings at the valuation date (end of previous trading day prices), cash included as a holding. */
  holdings: Holding[];
  cashBalance: number;
  valuationDate: string;
  totalValue: number;
  /** The platform charge's rate a year (0.0025 = 0.25 %), below £250,000 (issue 32: account_charges). */
  platformRate: number;
}
