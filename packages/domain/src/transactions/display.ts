// The transaction display rules of spec §4/§5: from the server's events to table rows with
// expandable sub-rows, synthetic payment and fee rows, settlement flags and the cash balance.
import { formatSortCode, isIsaAccount } from '../accounts.ts';
import { formatDate } from '../dates.ts';
import { transactionsTexts } from '../texts/transactions.ts';
import { isRegularPayment } from './regular-payments.ts';
import type {
  CashBalance,
  InvestmentTransaction,
  SearchAsset,
  TransactionEvent,
  TransactionFilterKey,
  TransactionRow,
  TransactionSubRow,
  TrevFee,
} from './types.ts';

/** Order statuses of an investment transaction that count as settled (spec §4). */
export const SETTLED_ORDER_STATUSES: readonly string[] = ['Not ordered', 'Settled', 'Cancelled'];
/** Order statuses for which units and price are not yet known and so hidden (spec §5). */
export const UNPRICED_ORDER_STATUSES: readonly string[] = ['Awaiting confirmation', 'Awaiting order'];
/** Event statuses that are not an unsettled transfer (spec §4). */
export const SETTLED_EVENT_STATUSES: readonly string[] = ['Completed', 'None'];
/** TRX_HISTORY value that hides an investment row. */
export const TRX_HISTORY_HIDE = 'Hide';
/** The Bed and ISA transfer type: no running cash balance on ISA accounts (spec §5). */
export const BED_AND_ISA_CODE = 'BISA';
/** The high level the synthetic fee rows belong to (spec §5). */
export const FEES_AND_CHARGES = transactionsTexts.feesAndCharges;
export const FEE_GROUPS = [transactionsTexts.adviceFeeInitial, transactionsTexts.productFees] as const;
export type FeeGroup = (typeof FEE_GROUPS)[number];

/** Separates high and low level in a filter key; a control character no description contains. */
export const FILTER_KEY_SEPARATOR = '\u001f';
export const filterKey = (high: string, low: string): string => `${high}${FILTER_KEY_SEPARATOR}${low}`;

export interface TransactionRowsContext {
  /** The account's accountType ('Isa', 'Pension', …); with wrapperType decides the ISA rule. */
  accountType?: string | null;
  wrapperType?: string | null;
  cashBalances?: readonly CashBalance[] | null;
  /** Format of the expected settlement date in an unsettled description. @default 'DD.MM.YY' */
  dateFormat?: Parameters<typeof formatDate>[1];
}

export const isUnsettledOrder = (orderStatus: string | null | undefined): boolean =>
  !!orderStatus && !SETTLED_ORDER_STATUSES.includes(orderStatus);

export const isUnpricedOrder = (orderStatus: string | null | undefined): boolean =>
  !!orderStatus && UNPRICED_ORDER_STATUSES.includes(orderStatus);

export const isUnsettledTransfer = (eventStatus: string | null | undefined): boolean =>
  !!eventStatus && !SETTLED_EVENT_STATUSES.includes(eventStatus);

/**
 * 'Advice fee (initial)' for the initial advice fee, 'Product fees' for everything else. The
 * server's short description is matched loosely ('Initial advice fee' also counts).
 */
export function feeGroup(xptpShortDescription: string): FeeGroup {
  // Unanchored patterns: 'Advice fee (initial)' itself matches, and surrounding spaces do not matter.
  const text = xptpShortDescription.toLowerCase();
  return /initial/.test(text) && /advi[cs]e/.test(text) ? transactionsTexts.adviceFeeInitial : transactionsTexts.productFees;
}

function isIsa(context: TransactionRowsContext): boolean {
  return isIsaAccount(context.accountType) || /^isa$/i.test((context.wrapperType ?? '').trim());
}

function investmentsOf(event: TransactionEvent): InvestmentTransaction[] {
  const out: InvestmentTransaction[] = [];
  for (const account of event.accountTransactions ?? []) out.push(...(account.investmentTransactions ?? []));
  return out;
}

function filterKeysOf(investments: readonly InvestmentTransaction[]): TransactionFilterKey[] {
  const byKey = new Map<string, TransactionFilterKey>();
  for (const itrn of investments) {
    const m = itrn.itrnMappings;
    if (!m) continue;
    const key = filterKey(m.TRX_HIGH_LEVEL, m.TRX_LOW_LEVEL);
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        key,
        high: m.TRX_HIGH_LEVEL,
        highOrdinal: m.TRX_HIGH_LEVEL_ORDINAL,
        low: m.TRX_LOW_LEVEL,
        lowOrdinal: m.TRX_LOW_LEVEL_ORDINAL,
        transactions: 0,
        reversals: 0,
      };
      byKey.set(key, entry);
    }
    entry.transactions += 1;
    if (itrn.reversal) entry.reversals += 1;
  }
  return [...byKey.values()];
}

function investmentRow(itrn: InvestmentTransaction, context: TransactionRowsContext): TransactionSubRow {
  const unsettled = isUnsettledOrder(itrn.orderStatus);
  const unpriced = isUnpricedOrder(itrn.orderStatus);
  const base = `${itrn.itrnTtypDescription} - ${itrn.fund.longName}`;
  const settlement = itrn.xordExpCashSettlementDate ? formatDate(itrn.xordExpCashSettlementDate, context.dateFormat) : '';
  return {
    key: `i${itrn.itrnId}`,
    kind: 'investment',
    effectiveDate: itrn.itrnEffectiveDate,
    processedDate: null,
    reportingDate: null,
    description: unsettled && itrn.orderStatus ? transactionsTexts.withOrderStatus(base, itrn.orderStatus, settlement || undefined) : base,
    units: unpriced ? null : itrn.itrnEffectiveUnits,
    price: unpriced ? null : itrn.itrnPriceApplied,
    fees: itrn.itrnFees ? itrn.itrnFees : null,
    amount: itrn.itrnEffectiveAmount,
    cashBalance: null,
    italic: unsettled,
    unsettled,
    orderStatus: itrn.orderStatus,
    asset: { name: itrn.fund.longName, code: itrn.fund.shortName || null },
  };
}

/** One row per fee group, in FEE_GROUPS order, with the summed deduction negated. */
function feeRows(event: TransactionEvent, fees: readonly TrevFee[]): TransactionSubRow[] {
  const totals = new Map<FeeGroup, number>();
  for (const fee of fees) {
    const group = feeGroup(fee.xptpShortDescription);
    totals.set(group, (totals.get(group) ?? 0) + fee.dtrnDeductionAmount);
  }
  return FEE_GROUPS.filter((group) => totals.has(group)).map((group) => ({
    key: `f${event.trevId}-${group}`,
    kind: 'fee',
    effectiveDate: event.trevEffectiveDate,
    processedDate: event.trevProcessedDate,
    reportingDate: event.trevReportingDate,
    description: group,
    units: null,
    price: null,
    fees: null,
    // Rounded to the penny so summing fractions of pence does not show as -0.30000000000000004.
    amount: -Math.round((totals.get(group) ?? 0) * 100) / 100 || 0,
    cashBalance: null,
    italic: false,
    unsettled: false,
    orderStatus: null,
    asset: null,
  }));
}

function paymentRow(event: TransactionEvent): TransactionSubRow | null {
  const payment = event.paymentDetails;
  // Only a withdrawal's payment is paid to the bank account; a regular payment's was collected from it.
  if (!payment || isRegularPayment(event)) return null;
  return {
    key: `p${event.trevId}`,
    kind: 'payment',
    effectiveDate: payment.effectiveDate ?? event.trevEffectiveDate,
    processedDate: event.trevProcessedDate,
    reportingDate: event.trevReportingDate,
    description: transactionsTexts.paidToBankAccount(formatSortCode(payment.bankSortCode), payment.bankAccountNumber),
    units: null,
    price: null,
    fees: null,
    // Money leaving the account, signed like every other amount in the table.
    amount: -Math.abs(payment.amount),
    cashBalance: null,
    italic: false,
    unsettled: false,
    orderStatus: null,
    asset: null,
  };
}

function eventRow(event: TransactionEvent, context: TransactionRowsContext, balances: Map<number, number>, isa: boolean): TransactionRow {
  const investments = investmentsOf(event);
  const fees = event.trevFees ?? [];
  const shown = investments.filter(
    (itrn) =>
      itrn.itrnMappings?.TRX_HISTORY !== TRX_HISTORY_HIDE &&
      // The synthetic fee rows stand in for the event's own fee transactions: one fee, one row.
      !(fees.length > 0 && itrn.itrnMappings?.TRX_HIGH_LEVEL === FEES_AND_CHARGES),
  );
  const subRows: TransactionSubRow[] = shown.map((itrn) => investmentRow(itrn, context));
  subRows.push(...feeRows(event, fees));
  const payment = paymentRow(event);
  if (payment) subRows.push(payment);

  const unsettledTransfer = isUnsettledTransfer(event.eventStatus);
  const itrnFees = investments.reduce((sum, itrn) => sum + (itrn.itrnFees || 0), 0);

  const assets = new Map<string, SearchAsset>();
  const types = new Set<string>([event.trevTtypDescription]);
  for (const row of subRows) {
    if (row.asset && !assets.has(row.asset.name)) assets.set(row.asset.name, row.asset);
    if (row.kind === 'fee') types.add(row.description);
  }
  for (const itrn of shown) types.add(itrn.itrnTtypDescription);

  const blankBalance = isa && event.trevTtypCode === BED_AND_ISA_CODE;
  return {
    key: `e${event.trevId}`,
    trevId: event.trevId,
    trevTtypCode: event.trevTtypCode,
    effectiveDate: event.trevEffectiveDate,
    processedDate: event.trevProcessedDate,
    reportingDate: event.trevReportingDate,
    description:
      unsettledTransfer && event.eventStatus
        ? transactionsTexts.withEventStatus(event.trevTtypDescription, event.eventStatus)
        : event.trevTtypDescription,
    units: null,
    price: null,
    fees: itrnFees ? itrnFees : null,
    amount: event.trevAmount,
    cashBalance: blankBalance ? null : (balances.get(event.trevId) ?? null),
    italic: event.pending,
    pending: event.pending,
    unsettledTransfer,
    eventStatus: event.eventStatus,
    subRows,
    filterKeys: filterKeysOf(investments),
    searchKeys: { assets: [...assets.values()], transactionTypes: [...types].filter(Boolean) },
  };
}

/**
 * The rows of the transaction table, one per event in the order given, each with its sub-rows:
 * the shown investment transactions (TRX_HISTORY 'Hide' left out), then the fee rows
 * ('Advice fee (initial)' / 'Product fees', amounts negated) and the 'Paid to bank account' row.
 * Cells are raw numbers and ISO dates; use formatTransactionCell for text.
 */
export function buildTransactionRows(events: readonly TransactionEvent[], context: TransactionRowsContext = {}): TransactionRow[] {
  const balances = new Map<number, number>();
  for (const { trevId, balance } of context.cashBalances ?? []) balances.set(trevId, balance);
  const isa = isIsa(context);
  return events.map((event) => eventRow(event, context, balances, isa));
}
