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
} as const;
