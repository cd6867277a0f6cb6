/**
 * The account / portfolio summary as a print page state (spec §2, §7): every figure formatted as the
 * screen shows it, holdings in the table's order, the model portfolio's weights; and the PDF's name
 * (spec §9: PortfolioSummary-{clientId}-{date}.pdf, AccountSummary-{accountNum}-{date}.pdf).
 */
import type { HoldingResource, ModelPortfolio, SummaryPageState } from '@portal/api/browser';
import {
  formatHoldingPrice,
  formatMoney,
  formatNumber,
  formatPercent,
  holdingsTexts,
  summaryCsvFileName,
  todayInLondon,
} from '@portal/domain';
import { HOLDING_UNITS_DECIMALS, sortHoldings, type Figure } from '@portal/ui';

/** A figure's value as FiguresList shows it: a number is money, nothing is '–'. */
function figureText(value: Figure['value']): string {
  if (typeof value === 'number') return formatMoney(value);
  if (typeof value === 'string') return value;
  return '–';
}

export interface SummaryPdfInput {
  clientId: number;
  clientName: string;
  accountNumber: string | null;
  heading: string;
  /** The older-style summary on the front page (spec §2): the account's type and annual advice fee. */
  accountType: string | null;
  annualAdviceFee: string | null;
  valueLabel: string;
  value: number;
  lines: readonly Figure[];
  holdings: readonly HoldingResource[];
  /** The share column's heading: '% of account', or '% of portfolio' for Combined. */
  shareLabel: string;
  model: ModelPortfolio | null;
}

export function summaryPageState(input: SummaryPdfInput): SummaryPageState {
  const c = holdingsTexts.columns;
  return {
    kind: 'summary',
    clientId: input.clientId,
    clientName: input.clientName,
    accountNumber: input.accountNumber,
    heading: input.heading,
    accountType: input.accountType,
    annualAdviceFee: input.annualAdviceFee,
    valueLabel: input.valueLabel,
    value: formatMoney(input.value),
    lines: input.lines.map((l) => ({ label: l.label, value: figureText(l.value) })),
    holdings: {
      columns: [c.asset, c.units, c.price, c.value, input.shareLabel],
      rows: sortHoldings([...input.holdings]).map((h) => [
        h.asset,
        formatNumber(h.units, HOLDING_UNITS_DECIMALS),
        formatHoldingPrice(h.price),
        formatMoney(h.value),
        formatPercent(h.percentageOfAccount),
      ]),
    },
    model: input.model ? input.model.funds.map((f) => ({ label: f.fundName, value: formatPercent(f.percentage) })) : null,
  };
}

export function summaryPdfFileName(clientId: number, accountNumber: string | null): string {
  const date = todayInLondon();
  return accountNumber
    ? summaryCsvFileName('Account', { accountNum: accountNumber, date }, 'pdf')
    : summaryCsvFileName('Portfolio', { clientId, date }, 'pdf');
}
