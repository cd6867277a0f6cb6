/**
 * The documents route's keys (spec §2: /client/documents/{accountNum}/{rangeId}/{documentCategory})
 * read as list filters: 'default' and 'Combined' mean all accounts, 'All' every category, the
 * range a preset id or a custom 'start_end' key ('default' is the navigation's preset).
 */
import { documentCategories, type CorrespondenceFilterValues, type DocumentCategory } from '@portal/api/browser';
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
  /** 'All' or one of the categories. */
  category: string;
  /** What the list asks the server for; null when a key is unknown (nothing to load). */
  filters: CorrespondenceFilterValues | null;
}

function isDocumentCategory(value: string): value is DocumentCategory {
  return (documentCategories as readonly string[]).includes(value);
}

export function documentsView(keys: DocumentsKeys, today: IsoDate): DocumentsView {
  const accountNum = keys.accountNum ?? DEFAULT_ACCOUNT_KEY;
  const allAccounts = accountNum === DEFAULT_ACCOUNT_KEY || accountNum === COMBINED_ACCOUNT_KEY;
  const accountKey = allAccounts ? COMBINED_ACCOUNT_KEY : accountNum;
  const rangeKey = !keys.rangeId || keys.rangeId === DEFAULT_RANGE_KEY ? DEFAULT_DATE_RANGE_ID : keys.rangeId;
  const range = resolveRangeKey(rangeKey, today);
  const category = keys.documentCategory ?? ALL_DOCUMENT_CATEGORIES;
  const knownCategory = category === ALL_DOCUMENT_CATEGORIES || isDocumentCategory(category);
  if (!range || !knownCategory) return { accountKey, range, category, filters: null };
  return {
    accountKey,
    range,
    category,
    filters: {
      ...(allAccounts ? {} : { accountNumber: accountNum }),
      ...(category === ALL_DOCUMENT_CATEGORIES ? {} : { category: category as DocumentCategory }),
      dateFrom: range.startDate,
      dateTo: range.endDate,
    },
  };
}
