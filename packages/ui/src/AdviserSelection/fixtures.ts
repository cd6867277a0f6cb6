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
