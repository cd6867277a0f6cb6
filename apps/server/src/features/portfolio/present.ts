/** Turns the analysis arithmetic (pence) into the contract's answers (pounds, labelled rows). */
import type { AnalysisResult, PeriodFigures, PeriodReturns, PortfolioPerformance, ReturnFigure as ReturnAnswer } from '@portal/api';
import { ANALYSIS_CATEGORIES, ANALYSIS_CATEGORY_LABELS, formatDate, portfolioTexts } from '@portal/domain';
import type { AnalysisOutput, Figures } from './analysis.ts';
import type { ReturnFigure, Returns } from './returns.ts';
import { waterfallOf, type OneOffAdviserCharges, type Waterfall } from './waterfall.ts';

const pounds = (pence: number): number => pence / 100;

export function periodFigures(f: Figures): PeriodFigures {
  return {
    openingValue: pounds(f.openingPence),
    closingValue: pounds(f.closingPence),
    moneyIn: pounds(f.moneyInPence),
    moneyOut: pounds(f.moneyOutPence),
    adjustments: pounds(f.adjustmentsPence),
    interAccountTransfers: pounds(f.transfersPence),
    gainLoss: pounds(f.gainLossPence),
  };
}

export function presentPerformance(
  output: AnalysisOutput,
  meta: { accountsKey: string; accountNumbers: string[]; dateFrom: string; dateTo: string; valuationDate: string | null },
): PortfolioPerformance {
  return {
    ...meta,
    ...periodFigures(output.total),
    series: output.series.map((p) => ({ date: p.date, value: pounds(p.valuePence), netMoneyInOut: pounds(p.netPence) })),
  };
}

/** A fraction as percent kept to 4 dp (0.01 pp is the precision the tests hold it to). */
const percent = (fraction: number | null): number | null => (fraction === null ? null : Math.round(fraction * 1e6) / 1e4);

const returnAnswer = (r: ReturnFigure): ReturnAnswer => ({
  cumulativePercent: percent(r.cumulative),
  annualisedPercent: percent(r.annualised),
  unavailable: r.unavailable,
});

export function presentReturns(r: Returns): PeriodReturns {
  return {
    measuredFrom: r.measuredFrom,
    measuredTo: r.to,
    timeWeighted: returnAnswer(r.timeWeighted),
    moneyWeighted: returnAnswer(r.moneyWeighted),
  };
}

const waterfallAnswer = (w: Waterfall) => w.map((s) => ({ step: s.step, amount: pounds(s.pence) }));

export function presentAnalysis(
  output: AnalysisOutput,
  returns: Returns,
  oneOff: OneOffAdviserCharges,
  meta: { accountsKey: string; accountNumbers: string[]; dateRangeId: string; startDate: string; endDate: string; today: string },
): AnalysisResult {
  const figures = periodFigures(output.total);
  const point = (date: string, pence: number) => ({ effectiveDate: date, formattedEffectiveDate: formatDate(date), amount: pounds(pence) });
  const table = ANALYSIS_CATEGORIES.flatMap((category) => {
    const byAccount = output.breakdown.get(category) ?? new Map<string, number>();
    const total = [...byAccount.values()].reduce((a, b) => a + b, 0);
    // Categories with no movement in the period are left out (GAIN_LOSS always stays).
    if (category !== 'GAIN_LOSS' && [...byAccount.values()].every((v) => v === 0)) return [];
    const accountMap = Object.fromEntries(meta.accountNumbers.map((n) => [n, pounds(byAccount.get(n) ?? 0)]));
    return [{ category, label: ANALYSIS_CATEGORY_LABELS[category], value: pounds(total), accountMap }];
  });
  return {
    ...meta,
    hasData: output.eventCount > 0,
    VALUATION_VS_MIMO: {
      valVsMimo: {
        valuation: output.series.map((p) => point(p.date, p.valuePence)),
        netMoneyInOut: output.series.map((p) => point(p.date, p.netPence)),
      },
      tableBreakdown: [
        { label: portfolioTexts.openingValue, value: figures.openingValue },
        { label: portfolioTexts.moneyIn, value: figures.moneyIn },
        { label: portfolioTexts.moneyOut, value: figures.moneyOut },
        { label: portfolioTexts.adjustmentsAndTransfers, value: pounds(output.total.adjustmentsPence + output.total.transfersPence) },
        { label: portfolioTexts.gainLoss, value: figures.gainLoss },
        { label: portfolioTexts.closingValue, value: figures.closingValue },
      ],
      valVsMimoTablebreakdown: figures,
      netOfFeesText: portfolioTexts.netOfFees,
      actualEndDate: meta.endDate,
      ERROR: null,
    },
    TRANSACTION_BREAKDOWN: { table, netReturnsText: portfolioTexts.netReturns },
    returns: presentReturns(returns),
    waterfall: {
      total: waterfallAnswer(waterfallOf(output, meta.accountNumbers, oneOff)),
      byAccount: Object.fromEntries(meta.accountNumbers.map((n) => [n, waterfallAnswer(waterfallOf(output, [n], oneOff))])),
    },
  };
}
