// Documents (correspondence) rules of spec §2 and §3: the category choices of the documents screen
// and the read flag derived from firstOpenDate.

/** The route value and choice meaning every category ('All documents'). */
export const ALL_DOCUMENT_CATEGORIES = 'All';
/** The category value shown as 'Miscellaneous'. */
export const UNCATEGORISED_DOCUMENT_CATEGORY = 'None';

export interface DocumentCategoryLabels {
  allDocuments: string;
  miscellaneous: string;
}

/** How a category reads: All → 'All documents', None → 'Miscellaneous', others as they are. */
export function documentCategoryLabel(category: string, labels: DocumentCategoryLabels): string {
  if (category === ALL_DOCUMENT_CATEGORIES) return labels.allDocuments;
  if (category === UNCATEGORISED_DOCUMENT_CATEGORY) return labels.miscellaneous;
  return category;
}

/** The category choices: All first, then each distinct category once, in the order first met. */
export function documentCategoryChoices(categories: Iterable<string>): string[] {
  const distinct = new Set<string>([ALL_DOCUMENT_CATEGORIES]);
  for (const category of categories) if (category) distinct.add(category);
  return [...distinct];
}

/** A document is read once it has a firstOpenDate. */
export function isDocumentRead(document: { firstOpenDate: string | null | undefined }): boolean {
  // null, undefined and '' all mean never opened.
  return Boolean(document.firstOpenDate);
}
