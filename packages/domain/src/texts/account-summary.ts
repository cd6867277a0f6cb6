// Account summary (folio details) and analysis pages (spec §2).

export const accountSummaryTexts = {
  portfolioValue: 'Portfolio value',
  accountValue: 'Account value',
  analysis: 'Analysis',
  transactions: 'Transactions',
  downloadCsv: 'CSV',
  downloadPdf: 'PDF',
  regularWithdrawal: 'Regular withdrawal',
  regularPayments: 'Regular payments',
  modelPortfolio: 'Model portfolio',
  incomeHistory: 'Income history',
  showMore: 'Show more',
  showLess: 'Show less',
  /** The account's ongoing adviser charge (spec §2 older-style summary, §3 annualAdviserFee*). */
  annualAdviceFee: 'Annual advice fee',
  /** '0.75% (£1,230.00 a year)', or one of the two when the other is not known. */
  annualAdviceFeeValue: (percentage: string | null, amount: string | null): string =>
    percentage && amount ? `${percentage} (${amount} a year)` : (percentage ?? `${amount ?? ''} a year`), // spec wording not shown
  /** Print front page titles. */
  portfolioSummary: 'Portfolio summary',
  accountSummary: 'Account summary',
} as const;

export const analysisTexts = {
  title: 'Analysis',
  noData: 'No transactions have occurred within the selected date period. Please extend your date range.',
} as const;

/** The allowance bar on the wrapper-details card (spec §5 allowance maths). */
export const allowanceTexts = {
  used: 'Used', // spec wording not shown
  totalAllowance: 'Total allowance', // spec wording not shown
  remaining: 'Remaining', // spec wording not shown
  /** The meter's accessible value text. */
  valueText: (used: string, total: string, remaining: string): string => `${used} used of ${total}, ${remaining} remaining`, // spec wording not shown
} as const;

/** The holdings table on the account summary (spec §2, §3 Holding). */
export const holdingsTexts = {
  title: 'Holdings', // spec wording not shown
  columns: {
    asset: 'Asset',
    units: 'Units',
    price: 'Price',
    value: 'Value',
    percentageOfAccount: '% of account',
  },
  /** The share column's heading for the combined portfolio (spec §3 Holding percentageOfPortfolio). */
  percentageOfPortfolio: '% of portfolio',
  total: 'Total', // spec wording not shown
  empty: 'There are no holdings to show for this account.', // spec wording not shown
  loading: 'Loading holdings', // spec wording not shown
  /** Read after the asset name on a fact-sheet link ('Global Equity fact sheet'). */
  factSheetSuffix: 'fact sheet', // spec wording not shown
} as const;

/** The valuation versus money in/out chart on analysis and home (spec §2, §3 Analysis). */
export const performanceChartTexts = {
  valuation: 'Valuation', // spec wording not shown
  netMoneyInOut: 'Net money in/out', // spec wording not shown
  date: 'Date', // spec wording not shown
  showTable: 'Show table', // spec wording not shown
  tableCaption: 'Valuation and net money in/out by date', // spec wording not shown
  loading: 'Loading chart', // spec wording not shown
  noData: analysisTexts.noData,
  /** The chart image's accessible summary. */
  summary: (from: string, to: string, first: string, last: string, lowest: string, highest: string): string =>
    `Valuation from ${from} to ${to}: ${first} at the start and ${last} at the end, lowest ${lowest}, highest ${highest}.`, // spec wording not shown
} as const;

/** Portfolio views: account summary cards, analysis figures and route-key messages (spec §2). */
export const portfolioTexts = {
  combinedTitle: 'Combined portfolio', // spec wording not shown
  accountDetails: 'Account details', // spec wording not shown
  wrapperDetails: 'Wrapper details', // spec wording not shown
  isaAllowance: 'ISA allowance', // spec wording not shown
  pensionAllowance: 'Annual allowance', // spec wording not shown
  drawdownIncome: 'Drawdown income', // spec wording not shown
  drawdownType: 'Drawdown type', // spec wording not shown
  incomeThisTaxYear: 'Income this tax year', // spec wording not shown
  maxIncomeAmount: 'Maximum income', // spec wording not shown
  taxCode: 'Tax code', // spec wording not shown
  reviewFrequency: 'Review frequency', // spec wording not shown
  nextReviewDate: 'Next review date', // spec wording not shown
  accountStatus: 'Account status', // spec wording not shown
  jointHolder: 'Joint holder', // spec wording not shown
  startDate: 'Start date', // spec wording not shown
  valuationDate: 'Valuation date', // spec wording not shown
  paymentType: 'Type', // spec wording not shown
  amount: 'Amount', // spec wording not shown
  frequency: 'Frequency', // spec wording not shown
  nextDate: 'Next date', // spec wording not shown
  bankAccount: 'Bank account', // spec wording not shown
  noRegularPayments: 'There are no regular payments on this account.', // spec wording not shown
  noRegularWithdrawals: 'There is no regular withdrawal on this account.', // spec wording not shown
  modelPortfolioFund: 'Fund', // spec wording not shown
  modelPortfolioWeight: 'Target weight', // spec wording not shown
  modelPortfolioUpdated: 'Last updated', // spec wording not shown
  accounts: 'Accounts', // spec wording not shown
  // Money flows of spec §5 (gain/loss)
  openingValue: 'Opening value', // spec wording not shown
  closingValue: 'Closing value', // spec wording not shown
  moneyIn: 'Money in', // spec wording not shown
  moneyOut: 'Money out', // spec wording not shown
  adjustmentsAndTransfers: 'Adjustments and inter-account transfers', // spec wording not shown
  gainLoss: 'Gain/loss', // spec wording not shown
  netOfFees: 'Values and gain/loss are shown after all fees and charges have been taken.', // spec wording not shown
  netReturns: 'Gain/loss is the change in value not explained by money in, money out, adjustments and inter-account transfers.', // spec wording not shown
  valuationVsMoneyInOut: 'Valuation and money in/out', // spec wording not shown
  transactionBreakdown: 'Transaction breakdown', // spec wording not shown
  category: 'Category', // spec wording not shown
  total: 'Total', // spec wording not shown
  period: (from: string, to: string): string => `${from} to ${to}`, // spec wording not shown
  chooseAccount: 'Choose an account to see its analysis.', // spec wording not shown
  unknownAccount: (key: string): string => `There is no account '${key}' in your portfolio.`, // spec wording not shown
  unknownRange: (key: string): string => `'${key}' is not a date range we recognise.`, // spec wording not shown
  backToHome: 'Back to home', // spec wording not shown
  accountSelector: 'Account', // spec wording not shown
  summaryLoadThing: 'account summary', // spec wording not shown
  analysisLoadThing: 'analysis', // spec wording not shown
} as const;
