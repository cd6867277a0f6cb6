// Catalogue of the transaction type codes the simulation emits: event (trev) codes with their
// analysis category and flow kind, investment-transaction (itrn) codes with their filter mappings.
import type { ItrnMappings, TransactionCategory } from '../model.ts';

/** How an event's cash (or value) counts in the money-in / money-out / gain-loss analysis. */
export type FlowKind =
  | 'contribution'
  | 'taxRelief'
  | 'transferIn'
  | 'employer'
  | 'withdrawal'
  | 'distribution'
  | 'interest'
  | 'rebate'
  | 'fee'
  | 'adjustment'
  | 'interAccount'
  | 'reRegistration'
  | 'trade'
  | 'none';

export interface LowLevelGroup {
  name: string;
  ordinal: number;
}
export interface HighLevelGroup {
  name: string;
  ordinal: number;
  lowLevels: LowLevelGroup[];
}

/** TRX_HIGH_LEVEL groups (the transaction filter panel) with their TRX_LOW_LEVEL members, in order. */
export const HIGH_LEVEL_GROUPS: readonly HighLevelGroup[] = [
  {
    name: 'Payments in',
    ordinal: 1,
    lowLevels: [
      { name: 'Lump sum', ordinal: 1 },
      { name: 'Regular payment', ordinal: 2 },
      { name: 'Tax relief', ordinal: 3 },
      { name: 'Employer payment', ordinal: 4 },
      { name: 'Cheque payment', ordinal: 5 },
    ],
  },
  {
    name: 'Withdrawals',
    ordinal: 2,
    lowLevels: [
      { name: 'Regular withdrawal', ordinal: 1 },
      { name: 'Drawdown income', ordinal: 2 },
      { name: 'Ad-hoc withdrawal', ordinal: 3 },
      { name: 'Natural income', ordinal: 4 },
    ],
  },
  {
    name: 'Trades',
    ordinal: 3,
    lowLevels: [
      { name: 'Buy', ordinal: 1 },
      { name: 'Sell', ordinal: 2 },
      { name: 'Switch in', ordinal: 3 },
      { name: 'Switch out', ordinal: 4 },
    ],
  },
  {
    name: 'Income',
    ordinal: 4,
    lowLevels: [
      { name: 'Distribution', ordinal: 1 },
      { name: 'Interest', ordinal: 2 },
      { name: 'Fund manager rebate', ordinal: 3 },
    ],
  },
  {
    name: 'Fees and charges',
    ordinal: 5,
    lowLevels: [
      { name: 'Advice fee (initial)', ordinal: 1 },
      { name: 'Advice fee (ongoing)', ordinal: 2 },
      { name: 'Platform charge', ordinal: 3 },
      { name: 'Investment management fee', ordinal: 4 },
    ],
  },
  {
    name: 'Transfers',
    ordinal: 6,
    lowLevels: [
      { name: 'Transfer in', ordinal: 1 },
      { name: 'Inter-account transfer', ordinal: 2 },
      { name: 'Re-registration', ordinal: 3 },
      { name: 'Bed and ISA', ordinal: 4 },
    ],
  },
  {
    name: 'Adjustments',
    ordinal: 7,
    lowLevels: [
      { name: 'Adjustment', ordinal: 1 },
      { name: 'Internal', ordinal: 2 },
    ],
  },
  { name: 'N/A', ordinal: 99, lowLevels: [{ name: 'Fund name change', ordinal: 1 }] },
];

function mappings(high: string, low: string, history: 'Show' | 'Hide' = 'Show'): ItrnMappings {
  const group = HIGH_LEVEL_GROUPS.find((g) => g.name === high);
  const member = group?.lowLevels.find((l) => l.name === low);
  if (!group || !member) throw new Error(`unknown mapping ${high} / ${low}`);
  return {
    TRX_HIGH_LEVEL: high,
    TRX_HIGH_LEVEL_ORDINAL: group.ordinal,
    TRX_LOW_LEVEL: low,
    TRX_LOW_LEVEL_ORDINAL: member.ordinal,
    TRX_HISTORY: history,
  };
}

export interface ItrnType {
  code: string;
  description: string;
  /** Default mappings; TRX_HISTORY is 'Show' unless a row overrides it. */
  mappings: ItrnMappings;
}

const itrn = (code: string, description: string, high: string, low: string): [string, ItrnType] => [
  code,
  { code, description, mappings: mappings(high, low) },
];

/** Investment-transaction (itrn) codes. */
export const ITRN_TYPES: Readonly<Record<string, ItrnType>> = Object.fromEntries([
  itrn('LSCN', 'Lump sum contribution', 'Payments in', 'Lump sum'),
  itrn('ARPP', 'Regular payment', 'Payments in', 'Regular payment'),
  itrn('TAXL', 'Tax relief', 'Payments in', 'Tax relief'),
  itrn('EMPC', 'Employer payment', 'Payments in', 'Employer payment'),
  itrn('CHQP', 'Cheque payment', 'Payments in', 'Cheque payment'),
  itrn('RWDR', 'Regular withdrawal', 'Withdrawals', 'Regular withdrawal'),
  itrn('DDIP', 'Drawdown income payment', 'Withdrawals', 'Drawdown income'),
  itrn('WDAH', 'Ad-hoc withdrawal', 'Withdrawals', 'Ad-hoc withdrawal'),
  itrn('NINC', 'Natural income payment', 'Withdrawals', 'Natural income'),
  itrn('BUY', 'Buy', 'Trades', 'Buy'),
  itrn('SELL', 'Sell', 'Trades', 'Sell'),
  itrn('SWBY', 'Switch in', 'Trades', 'Switch in'),
  itrn('SWSL', 'Switch out', 'Trades', 'Switch out'),
  itrn('DIST', 'Income distribution', 'Income', 'Distribution'),
  itrn('INTR', 'Interest', 'Income', 'Interest'),
  itrn('REBT', 'Fund manager rebate', 'Income', 'Fund manager rebate'),
  itrn('ADVI', 'Initial adviser fee', 'Fees and charges', 'Advice fee (initial)'),
  itrn('ADVO', 'Ongoing adviser fee', 'Fees and charges', 'Advice fee (ongoing)'),
  itrn('PLAT', 'Platform charge', 'Fees and charges', 'Platform charge'),
  itrn('IMFE', 'Investment management fee', 'Fees and charges', 'Investment management fee'),
  itrn('TFCP', 'Transfer in', 'Transfers', 'Transfer in'),
  itrn('IATR', 'Inter-account transfer', 'Transfers', 'Inter-account transfer'),
  itrn('RREG', 'Re-registration', 'Transfers', 'Re-registration'),
  itrn('BISA', 'Bed and ISA', 'Transfers', 'Bed and ISA'),
  itrn('ADJC', 'Adjustment', 'Adjustments', 'Adjustment'),
  itrn('AEMA', 'Adviser e-mail authority', 'Adjustments', 'Internal'),
  itrn('AEFA', 'Adviser fee authority', 'Adjustments', 'Internal'),
  itrn('BUCD', 'Buy cash debit (contra)', 'Adjustments', 'Internal'),
  itrn('BUYD', 'Buy dealt (contra)', 'Adjustments', 'Internal'),
  itrn('EEYA', 'End of year accrual', 'Adjustments', 'Internal'),
  itrn('IEEA', 'Income equalisation entry', 'Adjustments', 'Internal'),
  itrn('WDCR', 'Withdrawal credit (contra)', 'Adjustments', 'Internal'),
  itrn('PFCC', 'Platform fee calculation credit', 'Adjustments', 'Internal'),
  itrn('PFDC', 'Platform fee calculation debit', 'Adjustments', 'Internal'),
  itrn('FNCH', 'Fund name change', 'N/A', 'Fund name change'),
]);

export interface TransactionType {
  code: string;
  description: string;
  category: TransactionCategory;
  flow: FlowKind;
  /** The itrn code the event's main row carries. */
  itrnCode: string;
  /** The main row's mappings (TRX_HIGH_LEVEL / TRX_LOW_LEVEL with ordinals, TRX_HISTORY default 'Show'). */
  mappings: ItrnMappings;
  /** True for the codes the portal excludes (spec §7). */
  excluded: boolean;
}

export const EXCLUDED_TTYPE_CODES = ['AEMA', 'BUCD', 'BUYD', 'EEYA', 'IEEA', 'WDCR', 'AEFA', 'PFCC', 'PFDC'] as const;
/** Event codes that use up the ISA annual allowance (subscriptions). */
export const ISA_SUBSCRIPTION_TREV_CODES = ['LSCN', 'RPPM', 'CHQP', 'BISA'] as const;

const trev = (
  code: string,
  description: string,
  category: TransactionCategory,
  flow: FlowKind,
  itrnCode: string,
): [string, TransactionType] => {
  const main = ITRN_TYPES[itrnCode];
  if (!main) throw new Error(`unknown itrn code ${itrnCode}`);
  return [
    code,
    {
      code,
      description,
      category,
      flow,
      itrnCode,
      mappings: main.mappings,
      excluded: (EXCLUDED_TTYPE_CODES as readonly string[]).includes(code),
    },
  ];
};

/** Event (trevTtypCode) codes. */
export const TRANSACTION_TYPES: Readonly<Record<string, TransactionType>> = Object.fromEntries([
  trev('LSCN', 'Lump sum contribution', 'LUMP_SUMS', 'contribution', 'LSCN'),
  trev('RPPM', 'Regular payment', 'REGULAR_PAYMENTS_AND_WITHDRAWALS', 'contribution', 'ARPP'),
  trev('CHQP', 'Cheque payment', 'LUMP_SUMS', 'contribution', 'CHQP'),
  trev('TXLS', 'Pension tax relief', 'PENSION_TAX_RELIEF', 'taxRelief', 'TAXL'),
  trev('TFCP', 'Transfer in', 'CASH_TRANSFERS', 'transferIn', 'TFCP'),
  trev('EMPC', 'Employer payment', 'EMPLOYER_PAYMENTS', 'employer', 'EMPC'),
  trev('BUY', 'Buy', 'TRADES', 'trade', 'BUY'),
  trev('SELL', 'Sell', 'TRADES', 'trade', 'SELL'),
  trev('SWCH', 'Rebalance switch', 'TRADES', 'trade', 'SWBY'),
  trev('DIST', 'Income distribution', 'INCOME_AND_INTEREST_DISTRIBUTIONS', 'distribution', 'DIST'),
  trev('INTR', 'Interest', 'INCOME_AND_INTEREST_DISTRIBUTIONS', 'interest', 'INTR'),
  trev('REBT', 'Fund manager rebate', 'REBATES', 'rebate', 'REBT'),
  trev('ADVI', 'Initial adviser fee', 'ADVISER_CHARGES', 'fee', 'ADVI'),
  trev('ADVO', 'Ongoing adviser fee', 'ADVISER_CHARGES', 'fee', 'ADVO'),
  trev('PLAT', 'Platform charge', 'PLATFORM_CHARGES', 'fee', 'PLAT'),
  trev('IMFE', 'Investment management fee', 'INVESTMENT_MANAGEMENT_FEES', 'fee', 'IMFE'),
  trev('RWDR', 'Regular withdrawal', 'REGULAR_PAYMENTS_AND_WITHDRAWALS', 'withdrawal', 'RWDR'),
  trev('DDIP', 'Drawdown income payment', 'REGULAR_PAYMENTS_AND_WITHDRAWALS', 'withdrawal', 'DDIP'),
  trev('WDAH', 'Ad-hoc withdrawal', 'LUMP_SUMS', 'withdrawal', 'WDAH'),
  trev('NINC', 'Natural income payment', 'NATURAL_INCOME', 'withdrawal', 'NINC'),
  trev('IATR', 'Inter-account transfer', 'INTER_ACCOUNT_TRANSFERS', 'interAccount', 'IATR'),
  trev('BISA', 'Bed and ISA transfer', 'INTER_ACCOUNT_TRANSFERS', 'interAccount', 'BISA'),
  trev('RREG', 'Re-registration', 'RE_REGISTRATIONS', 'reRegistration', 'RREG'),
  trev('ADJC', 'Adjustment', 'ADJUSTMENTS', 'adjustment', 'ADJC'),
  trev('FNCH', 'Fund name change', 'ADJUSTMENTS', 'none', 'FNCH'),
  ...EXCLUDED_TTYPE_CODES.map((code) => trev(code, ITRN_TYPES[code]?.description ?? code, 'ADJUSTMENTS', 'adjustment', code)),
]);

export function transactionType(code: string): TransactionType {
  const t = TRANSACTION_TYPES[code];
  if (!t) throw new RangeError(`unknown trevTtypCode ${code}`);
  return t;
}

export function itrnType(code: string): ItrnType {
  const t = ITRN_TYPES[code];
  if (!t) throw new RangeError(`unknown itrnTtypCode ${code}`);
  return t;
}

/** trevFees descriptions: fee rows are grouped under one of these (spec §5). */
export const FEE_GROUP_INITIAL_ADVICE = 'Advice fee (initial)';
export const FEE_GROUP_PRODUCT = 'Product fees';
