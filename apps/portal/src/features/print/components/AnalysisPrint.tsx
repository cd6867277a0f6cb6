/**
 * Analysis in print mode (spec §2.65), without its 'Analysis' title (hidden in print mode): a front
 * page, the valuation chart with its table alternative printed beside it, the period's figures, the
 * returns, the waterfall in words and the transaction breakdown — every figure the server's own
 * (the print service read them, security review L5). Loaded only for an analysis state; it marks
 * the page ready (`data-print-ready`) once drawn.
 */
import { useEffect } from 'react';
import type { AnalysisPrintPage, PrintPageState } from '@portal/api/browser';
import {
  DATE_RANGE_LABELS,
  analysisTexts,
  formatDate,
  formatMoney,
  formatPercent,
  isDateRangeId,
  performanceChartTexts,
  portfolioTexts,
  returnsTexts,
  waterfallSentence,
  waterfallTexts,
} from '@portal/domain';
import { PrintTable } from '@portal/ui';
import { PerformanceChart } from '@portal/ui/PerformanceChart';
import { AnalysisFrontPage } from './FrontPage.tsx';
import { Card, Lines } from './PrintParts.tsx';

/** 'over the last 12 months' for a preset; 'between 06.04.25 and 28.11.26' for all dates and a custom range (as on screen). */
function periodPhrase({ analysis }: AnalysisPrintPage): string {
  const id = analysis.dateRangeId;
  if (isDateRangeId(id) && id !== 'ALL_DATES') return waterfallTexts.periodPreset(DATE_RANGE_LABELS[id]);
  return waterfallTexts.period(formatDate(analysis.startDate), formatDate(analysis.endDate));
}

type ReturnFigure = AnalysisPrintPage['analysis']['returns']['timeWeighted'];

/** A return as the screen's ReturnsSummary reads it: cumulative (and per year when sent), or why there is none. */
function returnLines(title: string, figure: ReturnFigure): Array<{ label: string; value: string }> {
  if (figure.unavailable !== null || figure.cumulativePercent === null)
    return [{ label: title, value: returnsTexts.unavailable[figure.unavailable ?? 'tooLittleData'] }];
  return [
    { label: `${title}, ${returnsTexts.cumulative}`, value: formatPercent(figure.cumulativePercent) },
    ...(figure.annualisedPercent === null
      ? []
      : [{ label: `${title}, ${returnsTexts.annualised}`, value: formatPercent(figure.annualisedPercent) }]),
  ];
}

export function AnalysisPrint({ state, page }: { state: PrintPageState; page: AnalysisPrintPage }) {
  useEffect(() => {
    document.body.dataset.printReady = 'true';
  }, []);
  const { analysis } = page;
  const mimo = analysis.VALUATION_VS_MIMO;
  const period = portfolioTexts.period(formatDate(analysis.startDate), formatDate(analysis.endDate));
  const points = (list: readonly { effectiveDate: string; amount: number }[]) =>
    list.map((p) => ({ date: p.effectiveDate, value: p.amount }));
  const net = new Map(mimo.valVsMimo.netMoneyInOut.map((p) => [p.effectiveDate, p.amount]));
  const chartRows = mimo.valVsMimo.valuation.map((p) => {
    const netAmount = net.get(p.effectiveDate);
    return [formatDate(p.effectiveDate), formatMoney(p.amount), netAmount === undefined ? '–' : formatMoney(netAmount)];
  });
  const combined = page.accountNumber === null;
  // The breakdown: a column per account when several are analysed (Combined), then the total.
  const accounts = analysis.accountNumbers.length > 1 ? analysis.accountNumbers : [];
  const breakdown = analysis.TRANSACTION_BREAKDOWN.table;
  const total = (pick: (row: (typeof breakdown)[number]) => number) =>
    formatMoney(Math.round(breakdown.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0)) / 100);
  const returns = analysis.returns;
  return (
    <>
      <AnalysisFrontPage state={state} />
      {!analysis.hasData && <p role="note">{analysisTexts.noData}</p>}
      <Card title={portfolioTexts.valuationVsMoneyInOut}>
        <p>{period}</p>
        <PerformanceChart
          hideTableToggle
          valuation={points(mimo.valVsMimo.valuation)}
          netMoneyInOut={points(mimo.valVsMimo.netMoneyInOut)}
        />
        <Lines lines={mimo.tableBreakdown.map((row) => ({ label: row.label, value: formatMoney(row.value) }))} />
        <p>{mimo.netOfFeesText}</p>
      </Card>
      <PrintTable
        caption={`${performanceChartTexts.tableCaption}, ${period}`}
        columns={[performanceChartTexts.date, performanceChartTexts.valuation, performanceChartTexts.netMoneyInOut]}
        rows={chartRows}
      />
      <Card title={returnsTexts.title}>
        <Lines
          lines={[
            ...returnLines(returnsTexts.timeWeighted, returns.timeWeighted),
            ...returnLines(returnsTexts.moneyWeighted, returns.moneyWeighted),
          ]}
        />
        {returns.measuredFrom !== null && <p>{returnsTexts.measured(formatDate(returns.measuredFrom), formatDate(returns.measuredTo))}</p>}
      </Card>
      <Card title={waterfallTexts.title}>
        <p>{waterfallSentence(combined ? waterfallTexts.combinedName : page.heading, analysis.waterfall.total, periodPhrase(page))}</p>
      </Card>
      <PrintTable
        caption={`${portfolioTexts.transactionBreakdown}, ${period}`}
        columns={[portfolioTexts.category, ...accounts, portfolioTexts.total]}
        rows={[
          ...breakdown.map((row) => [row.label, ...accounts.map((n) => formatMoney(row.accountMap[n] ?? 0)), formatMoney(row.value)]),
          [portfolioTexts.total, ...accounts.map((n) => total((row) => row.accountMap[n] ?? 0)), total((row) => row.value)],
        ]}
      />
      <p>{analysis.TRANSACTION_BREAKDOWN.netReturnsText}</p>
    </>
  );
}
