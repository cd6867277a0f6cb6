/**
 * The account / portfolio summary as the print page lays it out (spec §2, §7), from the print
 * service's own reads (security review L5): every figure formatted as the screen shows it, the
 * overview's lines as the page builds them, holdings in the table's order (Combined: the open
 * accounts' merged by fund, as the page merges them), the model portfolio's weights.
 */
import type { SummaryPageState, SummaryPrintPage } from '@portal/api/browser';
import {
  accountLabel,
  accountSummaryTexts,
  combineHoldings,
  combinedPortfolioValue,
  formatHoldingPrice,
  formatMoney,
  formatNumber,
  formatPercent,
  holdingsTexts,
  portfolioTexts,
} from '@portal/domain';
import { HOLDING_UNITS_DECIMALS, sortHoldings, type Figure } from '@portal/ui';
import { summaryAdviceFee, summaryLines } from '../../shared/summary-figures.ts';

/** A figure's value as FiguresList shows it: a number is money, nothing is '–'. */
function figureText(value: Figure['value']): string {
  if (typeof value === 'number') return formatMoney(value);
  if (typeof value === 'string') return value;
  return '–';
}

export function summarySheet(page: SummaryPrintPage): SummaryPageState {
  const c = holdingsTexts.columns;
  const account = page.accountNumber === null ? null : (page.accounts.find((a) => a.accountNumber === page.accountNumber) ?? null);
  const read = page.account;
  const value = read ? read.summary.accountValue : combinedPortfolioValue(page.accounts);
  const holdings = read ? read.holdings.holdings : combineHoldings(page.holdings, value);
  const adviceFee = summaryAdviceFee(account, page.accounts);
  return {
    kind: 'summary',
    clientId: page.clientId,
    clientName: page.clientName,
    accountNumber: page.accountNumber,
    heading: account ? accountLabel(account.wrapperType, account.accountNumber) : portfolioTexts.combinedTitle,
    accountType: account?.accountType ?? null,
    annualAdviceFee: adviceFee,
    valueLabel: account ? accountSummaryTexts.accountValue : accountSummaryTexts.portfolioValue,
    value: formatMoney(value),
    lines: summaryLines(adviceFee, read?.summary ?? null).map((l) => ({ label: l.label, value: figureText(l.value) })),
    holdings: {
      // Combined holdings are shares of the whole portfolio (spec §3 Holding percentageOfPortfolio).
      columns: [c.asset, c.units, c.price, c.value, account ? c.percentageOfAccount : holdingsTexts.percentageOfPortfolio],
      rows: sortHoldings([...holdings]).map((h) => [
        h.asset,
        formatNumber(h.units, HOLDING_UNITS_DECIMALS),
        formatHoldingPrice(h.price),
        formatMoney(h.value),
        formatPercent(h.percentageOfAccount),
      ]),
    },
    model: read?.model ? read.model.funds.map((f) => ({ label: f.fundName, value: formatPercent(f.percentage) })) : null,
  };
}
