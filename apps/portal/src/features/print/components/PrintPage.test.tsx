/**
 * The print page (spec §2 Print mode): printRoute decides the page — Combined folio details when
 * none is given — and a state for another page is not printed; Analysis prints without its
 * 'Analysis' title (hidden in print mode), with the chart's table alternative and the server's figures.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisPrintPage, PrintPageState } from '@portal/api/browser';
import {
  accountSummaryTexts,
  analysisTexts,
  formatDate,
  formatMoney,
  performanceChartTexts,
  portfolioTexts,
  printTexts,
  returnsTexts,
} from '@portal/domain';
import { PrintPage } from './PrintPage.tsx';

const analysis: AnalysisPrintPage['analysis'] = {
  accountsKey: 'Combined',
  accountNumbers: ['1001', '1002'],
  dateRangeId: 'LAST_12_MONTHS',
  startDate: '2025-11-28',
  endDate: '2026-11-27',
  today: '2026-11-28',
  hasData: true,
  VALUATION_VS_MIMO: {
    valVsMimo: {
      valuation: [
        { effectiveDate: '2025-11-28', formattedEffectiveDate: '28.11.25', amount: 1000 },
        { effectiveDate: '2026-11-27', formattedEffectiveDate: '27.11.26', amount: 1234.56 },
      ],
      netMoneyInOut: [
        { effectiveDate: '2025-11-28', formattedEffectiveDate: '28.11.25', amount: 0 },
        { effectiveDate: '2026-11-27', formattedEffectiveDate: '27.11.26', amount: 100 },
      ],
    },
    tableBreakdown: [
      { label: 'Opening value', value: 1000 },
      { label: 'Closing value', value: 1234.56 },
    ],
    valVsMimoTablebreakdown: {
      openingValue: 1000,
      closingValue: 1234.56,
      moneyIn: 100,
      moneyOut: 0,
      adjustments: 0,
      interAccountTransfers: 0,
      gainLoss: 134.56,
    },
    netOfFeesText: 'Figures are net of fees.',
    actualEndDate: '2026-11-27',
    ERROR: null,
  },
  TRANSACTION_BREAKDOWN: {
    table: [{ category: 'lumpSums', label: 'Lump sums', value: 100, accountMap: { '1001': 60, '1002': 40 } }],
    netReturnsText: 'Net returns text.',
  },
  returns: {
    measuredFrom: '2025-11-28',
    measuredTo: '2026-11-27',
    timeWeighted: { cumulativePercent: 12.5, annualisedPercent: null, unavailable: null },
    moneyWeighted: { cumulativePercent: null, annualisedPercent: null, unavailable: 'tooLittleData' },
  },
  waterfall: {
    total: [
      { step: 'opening', amount: 1000 },
      { step: 'moneyIn', amount: 100 },
      { step: 'marketMovement', amount: 134.56 },
      { step: 'closing', amount: 1234.56 },
    ],
    byAccount: {},
  },
};

const analysisState: PrintPageState = {
  page: {
    kind: 'analysis',
    clientId: 1000010001,
    accountNumber: null,
    rangeId: 'LAST_12_MONTHS',
    clientName: 'Alice Morgan',
    heading: portfolioTexts.combinedTitle,
    analysis,
  },
  adviser: { name: 'Ada Adviser', outletId: 4242 },
  reportDate: '2026-11-28',
  footer: 'Alice Morgan',
};

const summaryState: PrintPageState = {
  page: {
    kind: 'summary',
    clientId: 1000010001,
    clientName: 'Alice Morgan',
    accountNumber: null,
    accounts: [],
    account: null,
    holdings: [],
  },
  adviser: null,
  reportDate: '2026-11-28',
  footer: '',
};

afterEach(() => {
  delete document.body.dataset.printReady;
});

describe('printRoute decides the page (spec §2 Print mode)', () => {
  it('prints the Combined summary when no printRoute is given, or one naming a page that does not print', async () => {
    for (const printRoute of [null, '', '/client/home']) {
      const { unmount } = render(<PrintPage state={summaryState} printRoute={printRoute} />);
      expect(screen.getByRole('heading', { name: accountSummaryTexts.portfolioSummary })).toBeInTheDocument();
      expect(document.body.dataset.printReady).toBe('true');
      unmount();
    }
  });

  it('prints nothing but the expired message for a state that is not the route’s page', () => {
    render(<PrintPage state={summaryState} printRoute="/client/analysis/Combined/LAST_12_MONTHS" />);
    expect(screen.getByRole('alert')).toHaveTextContent(printTexts.stateMissing);
    expect(screen.queryByRole('heading', { name: accountSummaryTexts.portfolioSummary })).toBeNull();
    expect(document.body.dataset.printReady).toBe('failed');
  });

  it('refuses an analysis state when the route is the default (Combined folio details) or another account', () => {
    const { unmount } = render(<PrintPage state={analysisState} printRoute={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(printTexts.stateMissing);
    unmount();
    render(<PrintPage state={analysisState} printRoute="/client/analysis/1001/LAST_12_MONTHS" />);
    expect(screen.getByRole('alert')).toHaveTextContent(printTexts.stateMissing);
  });
});

describe('Analysis in print mode (spec §2.65)', () => {
  it('has no Analysis title, a front page, the chart with its table printed, the figures, returns and breakdown', async () => {
    render(<PrintPage state={analysisState} printRoute="/client/analysis/Combined/LAST_12_MONTHS" />);
    // The front page (lazily loaded with the rest of the analysis), then ready.
    expect(await screen.findByRole('heading', { name: portfolioTexts.combinedTitle, level: 1 })).toBeInTheDocument();
    // Marked ready once what waits for the first paint (the chart) has rendered: a moment after the heading.
    await waitFor(() => expect(document.body.dataset.printReady).toBe('true'));
    expect(screen.queryByRole('heading', { name: analysisTexts.title })).toBeNull();
    expect(screen.getByText(`${printTexts.adviser}`).nextSibling).toHaveTextContent('Ada Adviser (outlet id 4242)');
    expect(screen.getByText(`${formatDate('2025-11-28')} – ${formatDate('2026-11-27')}`)).toBeInTheDocument();
    // The chart is drawn, and its table alternative is printed (not only for screen readers).
    expect(screen.getByRole('img')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: new RegExp(`^${performanceChartTexts.tableCaption}, `) });
    expect(
      within(table).getByRole('row', { name: `${formatDate('2026-11-27')} ${formatMoney(1234.56)} ${formatMoney(100)}` }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(formatMoney(1234.56)).length).toBeGreaterThan(1);
    expect(screen.getByText(returnsTexts.unavailable.tooLittleData)).toBeInTheDocument();
    const breakdown = screen.getByRole('table', { name: new RegExp(`^${portfolioTexts.transactionBreakdown}, `) });
    expect(
      within(breakdown).getByRole('row', { name: `Lump sums ${formatMoney(60)} ${formatMoney(40)} ${formatMoney(100)}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Net returns text.')).toBeInTheDocument();
  });
});

describe('Folio details and costs in print mode: laid out from the print service’s own reads (review L5)', () => {
  const printAccount = (accountNumber: string, totalHoldings: number, status = 'Active') => ({
    accountNumber,
    wrapperType: 'ISA',
    accountType: 'Stocks and Shares ISA',
    accountStatus: status,
    totalHoldings,
    annualAdviserFeePercentage: 0.5,
    annualAdviserFeeAmount: 100,
  });
  const holding = (fundId: number, asset: string, value: number) => ({
    fundId,
    asset,
    isin: `GB${fundId}`,
    units: 10,
    price: value / 10,
    value,
    percentageOfAccount: 50,
    percentageOfPortfolio: 50,
    fundFactSheetAvailable: true,
  });

  it('prints Combined as the page shows it: the open accounts’ value, fee and merged holdings', () => {
    const state: PrintPageState = {
      ...summaryState,
      page: {
        ...summaryState.page,
        kind: 'summary',
        accounts: [printAccount('1001', 600), printAccount('1002', 400), printAccount('1003', 5000, 'Closed')],
        account: null,
        holdings: [[holding(1, 'Fund A', 300), holding(2, 'Fund B', 300)], [holding(1, 'Fund A', 400)]],
      } as PrintPageState['page'],
    };
    render(<PrintPage state={state} printRoute={null} />);
    expect(screen.getByText(`${accountSummaryTexts.portfolioValue}: ${formatMoney(1000)}`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: new RegExp(`^${printTexts.holdings}`) });
    expect(within(table).getByRole('row', { name: new RegExp(`^Fund A .* ${escape(formatMoney(700))} 70.00%$`) })).toBeInTheDocument();
    expect(screen.getAllByText(accountSummaryTexts.annualAdviceFeeValue(null, formatMoney(200))).length).toBeGreaterThan(0);
  });

  it('prints one account with its summary’s lines and model portfolio', () => {
    const state: PrintPageState = {
      ...summaryState,
      page: {
        kind: 'summary',
        clientId: 1000010001,
        clientName: 'Alice Morgan',
        accountNumber: '1001',
        accounts: [printAccount('1001', 600)],
        account: {
          summary: {
            accountNumber: '1001',
            wrapperType: 'ISA',
            accountType: 'Stocks and Shares ISA',
            alias: null,
            accountStatus: 'Active',
            isJointAccount: false,
            jointHolderName: null,
            effectiveDateRange: { startDate: '2020-01-01', valuationDate: '2026-11-27' },
            accountValue: 612.34,
            cashBalance: 0,
            transactions: [{ label: 'Money in', value: 500 }],
            annualAdviserFeePercentage: 0.5,
            annualAdviserFeeAmount: 100,
            regularContributions: [],
            regularWithdrawals: [],
            _links: {},
          },
          holdings: {
            accountNumber: '1001',
            valuationDate: '2026-11-27',
            totalValue: 612.34,
            accountValue: 612.34,
            holdings: [holding(1, 'Fund A', 612.34)],
            _links: {},
          },
          model: {
            name: 'Balanced',
            shortName: 'BAL',
            effectiveDate: '2020-01-01',
            lastUpdatedDate: '2026-01-01',
            funds: [{ fundId: 1, fundName: 'Fund A', isin: 'GB1', percentage: 100, fundFactSheetAvailable: true }],
            _links: {},
          },
        },
        holdings: [],
      },
    };
    render(<PrintPage state={state} printRoute="/client/folioDetails/1001" />);
    expect(screen.getByRole('heading', { name: accountSummaryTexts.accountSummary })).toBeInTheDocument();
    expect(screen.getByText(`${accountSummaryTexts.accountValue}: ${formatMoney(612.34)}`)).toBeInTheDocument();
    expect(screen.getByText(formatMoney(500))).toBeInTheDocument();
    expect(screen.getByText(formatDate('2020-01-01'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: printTexts.modelPortfolio })).toBeInTheDocument();
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
