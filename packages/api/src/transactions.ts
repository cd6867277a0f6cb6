/**
 * The transaction calls of spec §7: the account by id (with links to follow), the paged
 * transaction events, the running cash balances and the account's clients. Field names exactly as
 * spec §3; the shapes are checked against the domain's types so server, browser and rules agree.
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { isIsoDate } from '@portal/domain';
import type { CashBalance, TransactionEvent } from '@portal/domain';
import { halLinks } from './hal.ts';
import { MAX_INT_ID, digits } from './request-schemas.ts';
import { DATE_TYPE_VALUES, TRANSACTION_EVENTS_MAX_SIZE } from './transactions-query.ts';

/** A UTC ISO instant as the browser sends it ('2025-04-06T00:00:00.000Z'). */
const utcInstant = z.iso.datetime({ offset: false });

/** Query of GET /accounts/ids/{accountId} and /accounts/{n}/transactionEvents (spec §7). */
export const transactionDatesQuery = z.object({
  dateType: z.enum(DATE_TYPE_VALUES).default('EFFECTIVE_EVENT'),
  dateFrom: utcInstant,
  dateTo: utcInstant,
  /** Comma-separated transaction type codes left out of the answer. */
  excludedTtypeCodes: z
    .string()
    .regex(/^([A-Z0-9]{2,8})(,[A-Z0-9]{2,8}){0,49}$/, 'a comma list of transaction type codes')
    .optional(),
  /**
   * 'only': just the events that paid money out (with payment details), for the income history.
   * Needs no transactions role, as spec §2 gates only Transactions; counts and pages follow it.
   */
  payments: z.literal('only').optional(),
});

export const accountByIdQuery = transactionDatesQuery.partial().strict();
export type AccountByIdQuery = z.infer<typeof accountByIdQuery>;

export const transactionEventsQuery = transactionDatesQuery
  .extend({
    size: digits(3).pipe(z.number().int().min(1).max(TRANSACTION_EVENTS_MAX_SIZE)).default(TRANSACTION_EVENTS_MAX_SIZE),
    page: digits(6).default(0),
    /** Keyset cursor of the next link: the last event's effective date and trevId ('2025-01-31_123'). */
    after: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}_\d{1,12}$/)
      // A real date and an id the database can hold: anything else is a 400, not a failed query.
      .refine((cursor) => {
        const [date = '', id = ''] = cursor.split('_');
        return isIsoDate(date) && Number(id) <= MAX_INT_ID;
      }, 'not a valid cursor')
      .optional(),
    /** The count the first page found, carried by next links so later pages skip counting again. */
    total: digits(9).optional(),
  })
  .strict()
  .refine((q) => q.dateFrom <= q.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateFrom'] });
export type TransactionEventsQuery = z.infer<typeof transactionEventsQuery>;

export const accountNumberParams = z.object({ accountNumber: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'not an account number') }).strict();
export const accountIdParams = z.object({ accountId: digits(10) }).strict();

const itrnMappings = z.object({
  TRX_HIGH_LEVEL: z.string(),
  TRX_HIGH_LEVEL_ORDINAL: z.number(),
  TRX_LOW_LEVEL: z.string(),
  TRX_LOW_LEVEL_ORDINAL: z.number(),
  TRX_HISTORY: z.string(),
});

export const investmentTransaction = z.object({
  itrnId: z.number().int(),
  itrnTtypCode: z.string(),
  itrnTtypDescription: z.string(),
  itrnEffectiveDate: isoDate,
  itrnEffectiveUnits: z.number(),
  itrnPriceApplied: z.number(),
  itrnEffectiveAmount: z.number(),
  itrnFees: z.number(),
  orderStatus: z.string().nullable(),
  xordExpCashSettlementDate: isoDate.nullable(),
  reversal: z.boolean(),
  dishonour: z.boolean(),
  fund: z.object({ longName: z.string(), isin: z.string(), shortName: z.string().nullable() }),
  itrnMappings,
});

export const transactionEvent = z.object({
  trevId: z.number().int(),
  trevTtypCode: z.string(),
  trevTtypDescription: z.string(),
  trevEffectiveDate: isoDate,
  trevProcessedDate: isoDate.nullable(),
  trevReportingDate: isoDate.nullable(),
  trevAmount: z.number(),
  trevReason: z.string().nullable(),
  trevReference: z.string().nullable(),
  trevTransferAccount: z.string().nullable(),
  trevCommitmentPlanNumber: z.string().nullable(),
  trevMappings: z
    .object({
      EVENT_REASON_CODE: z.boolean().optional(),
      EVENT_REF: z.boolean().optional(),
      EVENT_TRANSFER_ACCOUNT: z.boolean().optional(),
    })
    .nullable(),
  trevFees: z.array(z.object({ xptpShortDescription: z.string(), dtrnDeductionAmount: z.number() })),
  eventStatus: z.string().nullable(),
  pending: z.boolean(),
  modelPortfolioName: z.string().nullable(),
  paymentDetails: z
    .object({ type: z.string(), bankSortCode: z.string(), bankAccountNumber: z.string(), effectiveDate: isoDate, amount: z.number() })
    .nullable(),
  accountTransactions: z.array(z.object({ investmentTransactions: z.array(investmentTransaction) })),
});
export type TransactionEventResource = z.infer<typeof transactionEvent>;

export const transactionEventsPage = z.object({
  _embedded: z.object({ transactionEventResourceList: z.array(transactionEvent) }),
  _links: halLinks,
  page: z.object({ size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int(), number: z.number().int() }),
});
export type TransactionEventsPage = z.infer<typeof transactionEventsPage>;

export const cashBalancesResponse = z.object({
  cashBalances: z.array(z.object({ trevId: z.number().int(), balance: z.number() })),
});
export type CashBalancesResponse = z.infer<typeof cashBalancesResponse>;

/** GET /accounts/ids/{accountId}: the account number and the links the portal follows. */
export const accountIdentity = z.object({
  accountId: z.number().int(),
  accountNumber: z.string(),
  wrapperType: z.string(),
  accountType: z.string(),
  accountStatus: z.string(),
  alias: z.string().nullable(),
  _links: halLinks,
});
export type AccountIdentity = z.infer<typeof accountIdentity>;

/** GET /accounts/{n}/clients: the account's owners in order; the first's adviser link is followed. */
export const accountClients = z.object({
  clients: z.array(
    z.object({
      clientId: z.number().int(),
      forename: z.string(),
      surname: z.string(),
      ownerRelationship: z.string(),
      _links: halLinks,
    }),
  ),
});
export type AccountClients = z.infer<typeof accountClients>;

// Compile-time agreement with the domain's rules: the wire shape IS what the display pipeline reads.
type Assert<T extends true> = T;
export type EventShapeAgrees = Assert<TransactionEventResource extends TransactionEvent ? true : false>;
export type CashBalanceShapeAgrees = Assert<CashBalancesResponse['cashBalances'][number] extends CashBalance ? true : false>;
