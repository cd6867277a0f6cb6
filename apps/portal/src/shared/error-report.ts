/** One error the portal reports (report.ts), to the error log or through Sentry (sentry.ts). */
export interface ErrorReport {
  errorCode: string;
  error: unknown;
  context: string;
}
