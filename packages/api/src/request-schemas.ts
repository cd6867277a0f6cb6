/**
 * Path parameters, queries and bodies of the /nui calls that had no shared schema yet (moved from
 * the server's routes). Strict objects: an unknown field is refused; nothing is coerced.
 */
import { z } from 'zod';
import { isIsoDate } from '@portal/domain';

/** The largest id the database's integer columns hold: anything beyond is a 400, never a 500. */
export const MAX_INT_ID = 2_147_483_647;

/** A decimal id in a path or query ('1000010001'), at most `max` digits, as a number within the integer range. */
export const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`), 'must be a number')
    .transform(Number)
    .refine((n) => n <= MAX_INT_ID, 'out of range');

export const clientIdParams = z.object({ clientId: digits(10) }).strict();

const key = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'not a valid key');
const isoDate = z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD');

export const performanceParams = z.object({ accountsKey: key }).strict();
export const performanceQuery = z
  .object({ dateFrom: isoDate, dateTo: isoDate })
  .strict()
  .refine((q) => q.dateFrom <= q.dateTo, 'dateFrom must not be after dateTo');
export const analysisParams = z.object({ clientId: digits(10), accountsKey: key, dateRangeId: key }).strict();
/** The portfolio account resources accept hyphenated account numbers too. */
export const portfolioAccountParams = z
  .object({ accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'not an account number') })
  .strict();

export const locationIdParams = z
  .object({
    locationId: digits(10),
  })
  .strict();
export const logoParams = z
  .object({
    locationId: z.union([z.literal('default'), digits(10)]),
  })
  .strict();

export const graphqlBody = z
  .object({
    query: z.string().min(1).max(10_000),
    variables: z.record(z.string(), z.unknown()).nullable().optional(),
    operationName: z.string().max(200).nullable().optional(),
    // GraphQL over HTTP: a JSON request may carry `extensions` as null or a map (graphql-http audit MUST items).
    extensions: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .strict();
export type GraphqlBody = z.infer<typeof graphqlBody>;

/** POST /nui/public/errorLog: what the portal reports of a failure it showed. */
export const errorReport = z
  .object({
    errorCode: z.string().regex(/^\d{4}$/),
    context: z.string().min(1).max(100),
    message: z.string().max(2000),
    path: z.string().max(500),
    /** The error's stack as the browser gives it (script addresses and lines), when it has one. */
    stack: z.string().max(8000).optional(),
  })
  .strict();
export type ErrorReport = z.infer<typeof errorReport>;

/**
 * GET /nui/public/errorTracking: where the browser sends an error it reports, read at run time (no
 * rebuild): `sentry` null (no SENTRY_DSN) sends it to errorLog; otherwise the browser loads the Sentry
 * SDK and sends it to this DSN, with the server's release, environment and trace sampling.
 */
export const errorTrackingSettings = z.object({
  sentry: z
    .object({
      dsn: z.string(),
      release: z.string(),
      environment: z.string(),
      /** Spec §9: 0.1, and 0 in pre-production (the server's own rate). */
      tracesSampleRate: z.number().min(0).max(1),
    })
    .nullable(),
});
export type ErrorTrackingSettings = z.infer<typeof errorTrackingSettings>;

export const outboxQuery = z.strictObject({ to: z.string().min(1).max(254).optional() });
