/**
 * The print service call (spec §7) and the page state it renders (spec §2 Print mode). The browser
 * names only what to print — the page, the client and account, the range and the filters it shows;
 * the print service reads every figure and name itself and the print page formats them as the screen
 * does (security review L5: nothing the browser sends is printed as the portal's figure).
 */
import { z } from 'zod';
import { account } from './client.ts';
import { costsAndCharges, costsQuery } from './costs.ts';
import { accountSummary, analysisResult, holding, holdingsResource, modelPortfolio } from './portfolio.ts';
import { cashBalancesResponse, transactionEvent } from './transactions.ts';
import { DATE_TYPE_VALUES } from './transactions-query.ts';
import { DEFAULT_PRINT_ROUTE, PRINT_KINDS } from './print-route.ts';

/**
 * Query of the print call: spec §7's names. printRoute is a portal path and decides the page (spec §2:
 * Combined folio details when none is given; the page state must be that page's); printHost the origin serving it.
 */
export const printQuery = z.object({
  product: z.enum(PRINT_KINDS),
  isPortrait: z.enum(['true', 'false']).default('true'),
  printRoute: z
    .string()
    .max(300)
    .regex(/^\/client\/[A-Za-z0-9/_.-]*$/)
    .default(DEFAULT_PRINT_ROUTE),
  printHost: z.url().max(300),
  /** Spec §7's footer: the portal sends the client's name; the server prints its own record of it (review L5). */
  footer: z.string().max(200).default(''),
});
export type PrintQuery = z.input<typeof printQuery>;

/** Body: the page state as gzip-compressed JSON, base64 encoded (JSON bodies keep one parser at the edge). */
export const printRequest = z.object({ state: z.string().min(1).max(3_000_000) });
export type PrintRequest = z.infer<typeof printRequest>;

export const printStateParams = z.object({ uuid: z.uuid() });

/** The adviser line of the front pages: name and outlet id (filled in by the server, spec §7 account clients → adviser). */
export const printAdviser = z.object({ name: z.string(), outletId: z.number().int().nullable() });

const figureLine = z.object({ label: z.string().max(200), value: z.string().max(200) });

/**
 * Account or portfolio summary (Combined when accountNumber is null) as the print page lays it out,
 * every figure formatted from the server's own reads (summaryPrintPage, below).
 */
export const summaryPageState = z.object({
  kind: z.literal('summary'),
  clientId: z.number().int(),
  clientName: z.string().max(200),
  accountNumber: z.string().max(40).nullable(),
  /** The overview card's title (account label or the combined title). */
  heading: z.string().max(200),
  /** The older-style summary on the front page (spec §2): the account's type and its annual advice fee, formatted. */
  accountType: z.string().max(100).nullable().optional(),
  annualAdviceFee: z.string().max(100).nullable().optional(),
  valueLabel: z.string().max(100),
  value: z.string().max(100),
  lines: z.array(figureLine).max(100),
  /** Holdings: header then rows, formatted. */
  holdings: z.object({ columns: z.array(z.string().max(100)).max(12), rows: z.array(z.array(z.string().max(300)).max(12)).max(2000) }),
  /** Model portfolio lines (printed at the end). */
  model: z.array(figureLine).max(200).nullable(),
});

/** A transaction report as the print page lays it out: the rows the page shows, formatted from the server's reads, with the cover sheet's fields. */
export const transactionsPageState = z.object({
  kind: z.literal('transactions'),
  clientId: z.number().int(),
  clientName: z.string().max(200),
  accountNumber: z.string().max(40),
  wrapperType: z.string().max(100),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  columns: z.array(z.string().max(100)).max(12),
  rows: z.array(z.array(z.string().max(500)).max(12)).max(20_000),
});

/** One captioned table of the costs page: header, then rows (the first cell is the row's header), formatted. */
const costsPrintTable = z.object({
  caption: z.string().max(500),
  columns: z.array(z.string().max(100)).max(4),
  rows: z.array(z.array(z.string().max(300)).max(4)).max(20),
});

/** Costs and charges of the client's accounts over a period (issue 32): the page's tables, formatted from the server's own reads. */
export const costsPageState = z.object({
  kind: z.literal('costs'),
  clientId: z.number().int(),
  clientName: z.string().max(200),
  /** Every open account of the client: no one account (the front page names the client's adviser). */
  accountNumber: z.null(),
  /** The period as words ('06.04.26 to 28.11.26'). */
  period: z.string().max(100),
  sections: z
    .array(z.object({ name: z.string().max(300), notes: z.array(z.string().max(500)).max(4), tables: z.array(costsPrintTable).max(3) }))
    .max(200),
  notes: z.array(z.string().max(500)).max(4),
});

/** Rule: a preset range id, 'default', or a custom range key (domain's customRangeKey: 'YYYY-MM-DD_YYYY-MM-DD'). */
const rangeKey = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * Analysis (spec §2.65): the browser names only what to print — the client, the account (null for
 * Combined) and the date range. Every printed figure, and the client's name, comes from the server
 * (security review L5: a client-authored figure must not be stamped as the portal's).
 */
export const analysisPageInput = z.object({
  kind: z.literal('analysis'),
  clientId: z.number().int(),
  accountNumber: z.string().max(40).nullable(),
  rangeId: rangeKey,
});

/** The analysis as the print route reads it: the input plus the server's own analysis of that account and range. */
export const analysisPrintPage = analysisPageInput.extend({
  clientName: z.string(),
  /** The account's label ('ISA 123456'); the combined title for Combined. */
  heading: z.string(),
  analysis: analysisResult,
});

/**
 * Folio details (spec §2 Account summary): the browser names only the client and the account (null
 * for Combined). The figures, the holdings, the model portfolio and the client's name come from the
 * server (review L5).
 */
export const summaryPageInput = z.object({
  kind: z.literal('summary'),
  clientId: z.number().int(),
  accountNumber: z.string().max(40).nullable(),
});

/** What the printed summary and costs read of the client's accounts (as the client resource has them). */
export const printAccount = account.pick({
  accountNumber: true,
  wrapperType: true,
  accountType: true,
  accountStatus: true,
  totalHoldings: true,
  annualAdviserFeePercentage: true,
  annualAdviserFeeAmount: true,
});
export type PrintAccount = z.infer<typeof printAccount>;

/** The summary as the print route reads it: the input plus the server's own reads of the page's calls. */
export const summaryPrintPage = summaryPageInput.extend({
  clientName: z.string(),
  /** Every account of the client (the Combined value and advice fee add up the open ones). */
  accounts: z.array(printAccount),
  /** One account: its summary, holdings and model portfolio (null when it follows none); null for Combined. */
  account: z.object({ summary: accountSummary, holdings: holdingsResource, model: modelPortfolio.nullable() }).nullable(),
  /** Combined: the holdings of each open account (merged by fund as the page merges them); empty for one account. */
  holdings: z.array(z.array(holding)),
});

/** Costs and charges (issue 32): the browser names only the client and the period it shows (the page's query). */
export const costsPageInput = z.object({
  kind: z.literal('costs'),
  clientId: z.number().int(),
  /** Every open account of the client: no one account (the front page names the client's adviser). */
  accountNumber: z.null(),
  period: costsQuery,
});

/** The costs as the print route reads them: the input plus the server's own costs and charges of that period. */
export const costsPrintPage = costsPageInput.extend({
  clientName: z.string(),
  accounts: z.array(printAccount),
  costs: costsAndCharges,
});

/**
 * A transaction report (spec §2 Transactions in print mode): the browser names the account, the range
 * and date type, and what the table shows of them — the search text and the filter options left
 * unticked (the page's query). The events and the client's name come from the server (review L5).
 */
export const transactionsPageInput = z.object({
  kind: z.literal('transactions'),
  clientId: z.number().int(),
  accountNumber: z.string().max(40),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  dateType: z.enum(DATE_TYPE_VALUES),
  search: z.string().max(200),
  /** Filter option keys left unticked. */
  hidden: z.array(z.string().max(200)).max(500),
});

/** The transaction report as the print route reads it: the input plus the server's events and balances of that account and range. */
export const transactionsPrintPage = transactionsPageInput.extend({
  clientName: z.string(),
  wrapperType: z.string(),
  accountType: z.string(),
  events: z.array(transactionEvent),
  cashBalances: cashBalancesResponse.shape.cashBalances,
});

/** What the browser sends (before the server adds the adviser and the report date). */
export const printPageInput = z.discriminatedUnion('kind', [summaryPageInput, transactionsPageInput, costsPageInput, analysisPageInput]);
export type PrintPageInput = z.infer<typeof printPageInput>;

/** The page the print route renders: the input, with every figure and name read by the server (above). */
export const printPage = z.discriminatedUnion('kind', [summaryPrintPage, transactionsPrintPage, costsPrintPage, analysisPrintPage]);
export type PrintPage = z.infer<typeof printPage>;

/** What the print route reads: the page plus the adviser and report date the server supplies. */
export const printPageState = z.object({
  page: printPage,
  adviser: printAdviser.nullable(),
  reportDate: z.iso.date(),
  footer: z.string(),
});
export type PrintPageState = z.infer<typeof printPageState>;
export type SummaryPageState = z.infer<typeof summaryPageState>;
export type TransactionsPageState = z.infer<typeof transactionsPageState>;
export type CostsPageState = z.infer<typeof costsPageState>;
export type AnalysisPageInput = z.infer<typeof analysisPageInput>;
export type SummaryPageInput = z.infer<typeof summaryPageInput>;
export type SummaryPrintPage = z.infer<typeof summaryPrintPage>;
export type CostsPageInput = z.infer<typeof costsPageInput>;
export type CostsPrintPage = z.infer<typeof costsPrintPage>;
export type TransactionsPageInput = z.infer<typeof transactionsPageInput>;
export type TransactionsPrintPage = z.infer<typeof transactionsPrintPage>;
export type AnalysisPrintPage = z.infer<typeof analysisPrintPage>;
