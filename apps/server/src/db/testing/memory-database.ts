/**
 * An in-memory PGlite (no data directory) opened and migrated by the server's own code (connect.ts,
 * migrate.ts), with a tiny fixture for the access-rule queries' fast tests (mutation-tests.mjs).
 */
import { openDatabase } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import type { DatabaseHandle } from '../connect.ts';

/** The fixture's ids: two clients, an own account each, one joint account, an adviser's user. */
export const FIXTURE = {
  adviserId: 10,
  aliceClientId: 101,
  bobClientId: 102,
  /** A client with no accounts. */
  carolClientId: 103,
  aliceAccount: { accountId: 1001, accountNumber: 'A-0001' },
  bobAccount: { accountId: 1002, accountNumber: 'B-0002' },
  jointAccount: { accountId: 1003, accountNumber: 'J-0003' },
  /** Alice's second account: closed and opened earlier, to state the ordering. */
  aliceClosedAccount: { accountId: 1004, accountNumber: 'A-0004' },
  unknownAccount: { accountId: 9999, accountNumber: 'X-9999' },
} as const;

/** Opens an in-process in-memory PGlite (a worker thread would cost a start per test file) and migrates it. */
export async function openMemoryDatabase(): Promise<DatabaseHandle> {
  process.env.PORTAL_PGLITE_THREAD = 'main';
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(handle.db);
  return handle;
}

/** Firm, location, adviser, three clients, four accounts (one joint) and their owners. */
export async function seedAccessFixture(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const f = FIXTURE;
  await db.insertInto('firms').values({ firm_id: 1, name: 'Firm' }).execute();
  await db.insertInto('locations').values({ location_id: 1, firm_id: 1, name: 'Office' }).execute();
  await db.insertInto('advisers').values({ adviser_id: f.adviserId, location_id: 1, forename: 'Ada', surname: 'Adviser' }).execute();
  await db
    .insertInto('clients')
    .values(
      [f.aliceClientId, f.bobClientId, f.carolClientId].map((client_id) => ({
        client_id,
        adviser_id: f.adviserId,
        forename: 'C',
        surname: String(client_id),
        nationalities: [],
        tax_identifier_numbers: '{}',
      })),
    )
    .execute();
  const account = (a: { accountId: number; accountNumber: string }, account_status: string, opened_date: string) => ({
    account_id: a.accountId,
    account_number: a.accountNumber,
    wrapper_type: 'GIA',
    account_type: 'GIA',
    account_status,
    opened_date,
    wrapper_details: '{}',
  });
  await db
    .insertInto('accounts')
    .values([
      account(f.aliceAccount, 'ACTIVE', '2020-01-01'),
      account(f.bobAccount, 'ACTIVE', '2020-01-01'),
      account(f.jointAccount, 'ACTIVE', '2019-01-01'),
      account(f.aliceClosedAccount, 'CLOSED', '2018-01-01'),
    ])
    .execute();
  await db
    .insertInto('account_owners')
    .values([
      { account_id: f.aliceAccount.accountId, client_id: f.aliceClientId, owner_relationship: 'OWNR', ordinal: 1 },
      { account_id: f.bobAccount.accountId, client_id: f.bobClientId, owner_relationship: 'OWNR', ordinal: 1 },
      { account_id: f.jointAccount.accountId, client_id: f.aliceClientId, owner_relationship: 'OWNR', ordinal: 1 },
      { account_id: f.jointAccount.accountId, client_id: f.bobClientId, owner_relationship: 'JOINT', ordinal: 2 },
      { account_id: f.aliceClosedAccount.accountId, client_id: f.aliceClientId, owner_relationship: 'OWNR', ordinal: 1 },
    ])
    .execute();
}
