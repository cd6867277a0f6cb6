/** Demo documents for the list's stories and tests: newest first, some unread, one whose mark-as-read failed. */
import type { DocumentListItem } from './DocumentList.tsx';

const names = ['Quarterly valuation', 'Annual statement', 'Contract note', 'Tax certificate', 'Fee invoice', 'Welcome letter'];
const categories = ['Valuations', 'Statements', 'Contract notes', 'Tax', 'Miscellaneous', 'Miscellaneous'];

/** `count` documents, one a week back from 2024-06-28; the first `unread` are unread. */
export function demoDocuments(count = 6, unread = 2, start = 0): DocumentListItem[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const sent = new Date(Date.UTC(2024, 5, 28 - index * 7, 9));
    const accountNumber = index % 3 === 2 ? null : index % 2 === 0 ? '1234567' : '2345678';
    return {
      documentId: 1000 + index,
      displayName: `${names[index % names.length]} ${sent.toISOString().slice(0, 10)}`,
      categoryLabel: categories[index % categories.length] ?? 'Miscellaneous',
      sentDate: sent.toISOString(),
      accountNumber,
      accountLabel: accountNumber === null ? undefined : `${accountNumber === '1234567' ? 'ISA' : 'Pension'} ${accountNumber}`,
      firstOpenDate: index < unread ? null : '2024-07-01T10:00:00Z',
      href: `/nui/nsbs/correspondence/${1000 + index}`,
    };
  });
}
