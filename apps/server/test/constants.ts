/** Shared by the global setup and the tests: the demo's fixed "today" and how to reach the seeded database. */
export const TEST_AS_OF = '2025-11-20';
export const PASSWORD = 'Harbour#Kite7';

export type TestDatabaseInfo =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };
