// Documents list and mark-as-read (spec §2, §4).

export const documentsTexts = {
  title: 'Documents',
  allAccounts: 'All accounts',
  allDocuments: 'All documents',
  allCategories: 'All',
  miscellaneous: 'Miscellaneous',
  unread: 'Unread', // spec wording not shown
  read: 'Read', // spec wording not shown
  markAsReadFailed: 'There was a problem marking this document as read. It might show as unread on future logins.',
  noDocuments: 'There are no documents to show for the selected filters.', // spec wording not shown
  /** The address named a category there is none of (spec §2 Documents): every document is shown instead. */
  unknownCategory: (category: string) => `There is no document category called ‘${category}’, so all your documents are shown.`, // spec wording not shown
  /** Labels of the list's columns (visible on narrow-screen cards, read before each value). */
  columns: {
    document: 'Document', // spec wording not shown
    date: 'Date', // spec wording not shown
    category: 'Category', // spec wording not shown
    account: 'Account', // spec wording not shown
  },
  /** Name of the category selector. */
  categoryLabel: 'Category', // spec wording not shown
  /** Name of the account selector on the documents screen. */
  accountLabel: 'Account', // spec wording not shown
  /** The keyboard-reachable alternative to scrolling to the end of the list. */
  loadMore: 'Load more documents', // spec wording not shown
  loading: 'Loading documents', // spec wording not shown
  loadFailed: 'There was a problem fetching your documents.', // spec wording not shown
  /** Accessible name of the mark-as-read warning icon; the tooltip text is its description. */
  markAsReadWarningLabel: 'Not marked as read', // spec wording not shown
  /** Accessible description of the Documents navigation badge ('!'). */
  unreadDocumentsPresent: 'You have unread documents', // spec wording not shown
} as const;
