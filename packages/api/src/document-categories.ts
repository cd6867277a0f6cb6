/** The document categories (zod-free, so the browser can list them); 'None' is shown as Miscellaneous but stays 'None' on the wire. */
export const documentCategories = ['Valuation', 'Contract note', 'Tax', 'Statement', 'None'] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/** The list filters as plain values (for links and calls); contract: documents.ts correspondenceFilters. */
export interface CorrespondenceFilterValues {
  category?: DocumentCategory | undefined;
  accountNumber?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}
