/**
 * The documents route's keys (spec §2: /client/documents/{accountNum}/{rangeId}/{documentCategory})
 * read as list filters: 'default' and 'Combined' mean all accounts, 'All' every category, the
 * range a preset id or a custom 'start_end' key ('default' is the navigation's preset). The category is
 * read whatever its case ('all', 'contract note') against the client's own categories; one the client has
 * none of shows every document, with a notice, rather than an empty page.
 */
import type { CorrespondenceFilterValues } from '@portal/api/browser';
import {
  ALL_DOCUMENT_CATEGORIES,
  COMBINED_ACCOUNT_KEY,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_DATE_RANGE_ID,
  DEFAULT_RANGE_KEY,
  resolveRangeKey,
  type IsoDate,
  type ResolvedRange,
} from '@portal/domain';

export interface DocumentsKeys {
  accountNum?: string | undefined;
  rangeId?: string | undefined;
  documentCategory?: string | undefined;
}

export interface DocumentsView {
  /** The account number, or COMBINED_ACCOUNT_KEY for all accounts. */
  accountKey: string;
  range: ResolvedRange | null;
  /** 'All' or one of the client's categories, as stored. */
  category: string;
  /** The address's category when there is no such category (every document is shown); null otherwise. */
  unknownCategory: string | null;
  /** What the list asks the server for; null when a key is unknown (nothing to load). */
  filters: CorrespondenceFilterValues | null;
}

/**
 * The route's category key whatever its case: 'All', one of the client's categories as stored, or null when
 * the client has none such.
 */
export function canonicalCategory(key: string, categories: readonly string[]): string | null {
  const lower = key.toLowerCase();
  if (lower === ALL_DOCUMENT_CATEGORIES.toLowerCase()) return ALL_DOCUMENT_CATEGORIES;
  return categories.find((c) => c.toLowerCase() === lower) ?? null;
}

/** The route's keys read against `categories`, the client's own (the client resource's correspondences). */
export function documentsView(keys: DocumentsKeys, today: IsoDate, categories: readonly string[]): DocumentsView {
  const accountNum = keys.accountNum ?? DEFAULT_ACCOUNT_KEY;
  const allAccounts = accountNum === DEFAULT_ACCOUNT_KEY || accountNum === COMBINED_ACCOUNT_KEY;
  const accountKey = allAccounts ? COMBINED_ACCOUNT_KEY : accountNum;
  const rangeKey = !keys.rangeId || keys.rangeId === DEFAULT_RANGE_KEY ? DEFAULT_DATE_RANGE_ID : keys.rangeId;
  const range = resolveRangeKey(rangeKey, today);
  const key = keys.documentCategory ?? ALL_DOCUMENT_CATEGORIES;
  const known = canonicalCategory(key, categories);
  const category = known ?? ALL_DOCUMENT_CATEGORIES;
  const unknownCategory = known === null ? key : null;
  if (!range) return { accountKey, range, category, unknownCategory, filters: null };
  return {
    accountKey,
    range,
    category,
    unknownCategory,
    filters: {
      ...(allAccounts ? {} : { accountNumber: accountNum }),
      ...(category === ALL_DOCUMENT_CATEGORIES ? {} : { category }),
      dateFrom: range.startDate,
      dateTo: range.endDate,
    },
  };
}
