/**
 * The correspondence list's filters as plain values (zod-free, for the browser's links and calls); contract:
 * documents.ts correspondenceFilters. Categories are the firm's own (a demo firm's: Valuation, Contract note,
 * Tax, Statement, None; 'None' reads Miscellaneous): the client resource and every page list the client's
 * (`categories`), and the portal offers 'All documents' plus those (spec §2 Documents).
 */
export interface CorrespondenceFilterValues {
  category?: string | undefined;
  accountNumber?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}
