/** Sample firm and client lists for the searchable select's tests and stories. */
import { adviserTexts } from '@portal/domain';
import type { SearchableSelectItem } from './SearchableSelect.tsx';

export const firms: SearchableSelectItem[] = [
  { id: '40000012', label: adviserTexts.firmLabel('Northgate Partners London', 40000012) },
  { id: '40000031', label: adviserTexts.firmLabel('Northgate Partners Leeds', 40000031) },
  { id: '40000044', label: adviserTexts.firmLabel('Harbour Financial Planning', 40000044) },
];

const forenames = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Émile', 'Freya', 'Arthur', 'Grace'];
const surnames = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright'];

/** `count` clients labelled 'forename surname clientId'. */
export function clients(count: number): SearchableSelectItem[] {
  return Array.from({ length: count }, (_, i) => {
    const clientId = 100000100 + i;
    const forename = forenames[i % forenames.length] ?? 'Alex';
    const surname = surnames[Math.floor(i / forenames.length) % surnames.length] ?? 'Smith';
    return { id: String(clientId), label: adviserTexts.clientLabel(forename, surname, clientId) };
  });
}
