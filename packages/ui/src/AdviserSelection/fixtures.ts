/** Sample firms and clients for the selection screen's stories and tests. */
import type { AdviserClient, AdviserLocation } from './AdviserSelection.tsx';

export const sampleLocations: AdviserLocation[] = [
  { locationId: 40000012, name: 'Kittiwake Wealth London' },
  { locationId: 40000019, name: 'Kittiwake Wealth Leeds' },
  { locationId: 40000026, name: 'Kittiwake Wealth Bristol' },
];

export const sampleClients: AdviserClient[] = [
  { clientId: 1000010003, forename: 'Oliver', surname: 'Bennett' },
  { clientId: 1000010004, forename: 'Grace', surname: 'Holloway' },
  { clientId: 1000010001, forename: 'Alice', surname: 'Morgan' },
  { clientId: 1000010002, forename: 'Daniel', surname: 'Morgan' },
  { clientId: 1000010005, forename: 'Sophie', surname: 'Turner' },
];

const forenames = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Freya', 'Arthur', 'Grace', 'Leo'];
const surnames = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson'];

/** `count` clients of one firm (an adviser with more than seven: the list scrolls). */
export function manyClients(count: number): AdviserClient[] {
  return Array.from({ length: count }, (_, i) => ({
    clientId: 1000020001 + i,
    forename: forenames[i % forenames.length] ?? 'Alex',
    surname: surnames[Math.floor(i / forenames.length) % surnames.length] ?? 'Smith',
  }));
}
