/**
 * Recognises a database outage (refused or dropped connection, server shutting down or starting) as
 * opposed to a fault in a query, so the error handler answers 503 ServiceUnavailable instead of 500.
 */

/**
 * Socket errors of a refused or broken connection, PostgreSQL's SQLSTATE classes 08 and 57P, and
 * 57014 (a statement cancelled by statement_timeout: the database is too busy to answer in time).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03', '57014']);
/**
 * pg reports a connection that closed under a query, or one it could not open in time, by message
 * only; the priority pool's acquire timeout (db/priority-pool.ts PoolTimeoutError) likewise.
 */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection (?:is )?closed/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /^no database connection within \d+ ms$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}
