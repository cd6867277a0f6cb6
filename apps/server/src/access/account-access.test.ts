// Client isolation in SQL (account-access.ts) on an in-memory PGlite with the server's migrations: an
// owner and a joint owner read an account, anyone else is refused exactly as for an unknown account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_AGENT } from '@portal/api';
import { FIXTURE as F, openMemoryDatabase, seedAccessFixture } from '../db/testing/memory-database.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import type { ActiveSession } from './session-types.ts';
import { canReadAccount, readableAccount, readableAccounts } from './account-access.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
  await seedAccessFixture(handle);
});
afterAll(() => handle.close());

const session = (user: { clientId: number | null; adviserId: number | null; roles?: string[] }, impersonatedClientId?: number | null) =>
  ({
    idHash: 'h',
    createdAt: new Date(),
    authenticatedAt: new Date(),
    data: { previousLogin: null, ...(impersonatedClientId !== undefined ? { impersonatedClientId } : {}) },
    user: { userId: 1, username: 'u', termsAccepted: true, roles: [], ...user },
  }) as ActiveSession;

const alice = session({ clientId: F.aliceClientId, adviserId: null });
const bob = session({ clientId: F.bobClientId, adviserId: null });
const carol = session({ clientId: F.carolClientId, adviserId: null });
const adviserAsBob = session({ clientId: null, adviserId: F.adviserId, roles: [ROLE_AGENT] }, F.bobClientId);
const adviserAlone = session({ clientId: null, adviserId: F.adviserId, roles: [ROLE_AGENT] });

describe('readableAccount', () => {
  it('lets the owner read its account, by number and by id', async () => {
    const expected = { ...F.aliceAccount, clientId: F.aliceClientId };
    expect(await readableAccount(handle.db, alice, { accountNumber: F.aliceAccount.accountNumber })).toEqual(expected);
    expect(await readableAccount(handle.db, alice, { accountId: F.aliceAccount.accountId })).toEqual(expected);
    expect(await canReadAccount(handle.db, alice, F.aliceAccount.accountNumber)).toEqual(expected);
  });

  it('lets both joint owners read the joint account, each as itself', async () => {
    for (const [s, clientId] of [
      [alice, F.aliceClientId],
      [bob, F.bobClientId],
    ] as const) {
      expect(await readableAccount(handle.db, s, { accountNumber: F.jointAccount.accountNumber })).toEqual({ ...F.jointAccount, clientId });
      expect(await readableAccount(handle.db, s, { accountId: F.jointAccount.accountId })).toEqual({ ...F.jointAccount, clientId });
    }
  });

  it("refuses another client's account exactly as an unknown account, by number and by id", async () => {
    const other = [
      await readableAccount(handle.db, alice, { accountNumber: F.bobAccount.accountNumber }),
      await readableAccount(handle.db, alice, { accountId: F.bobAccount.accountId }),
      await readableAccount(handle.db, bob, { accountNumber: F.aliceAccount.accountNumber }),
      await readableAccount(handle.db, bob, { accountId: F.aliceAccount.accountId }),
      await readableAccount(handle.db, carol, { accountId: F.jointAccount.accountId }),
      await canReadAccount(handle.db, bob, F.aliceAccount.accountNumber),
    ];
    const unknown = [
      await readableAccount(handle.db, alice, { accountNumber: F.unknownAccount.accountNumber }),
      await readableAccount(handle.db, alice, { accountId: F.unknownAccount.accountId }),
    ];
    expect(other).toEqual([null, null, null, null, null, null]);
    expect(unknown).toEqual([null, null]);
  });

  it('does not mix the number of one account with the id of another', async () => {
    // Alice holds both, so only the selected account may come back.
    expect(await readableAccount(handle.db, alice, { accountId: F.jointAccount.accountId })).toMatchObject(F.jointAccount);
    expect(await readableAccount(handle.db, alice, { accountNumber: F.aliceClosedAccount.accountNumber })).toMatchObject(
      F.aliceClosedAccount,
    );
  });

  it("lets an impersonating adviser read exactly the impersonated client's accounts", async () => {
    expect(await readableAccount(handle.db, adviserAsBob, { accountNumber: F.bobAccount.accountNumber })).toEqual({
      ...F.bobAccount,
      clientId: F.bobClientId,
    });
    expect(await readableAccount(handle.db, adviserAsBob, { accountId: F.aliceAccount.accountId })).toBeNull();
  });

  it('refuses a session with no effective client, by number and by id', async () => {
    expect(await readableAccount(handle.db, adviserAlone, { accountNumber: F.aliceAccount.accountNumber })).toBeNull();
    expect(await readableAccount(handle.db, adviserAlone, { accountId: F.aliceAccount.accountId })).toBeNull();
  });

  it('refuses a session with no effective client without asking the database', async () => {
    // A query with client_id = NULL would match nothing too; the early refusal saves the round trip.
    const untouchable = new Proxy({} as typeof handle.db, {
      get: () => {
        throw new Error('database used');
      },
    });
    expect(await readableAccount(untouchable, adviserAlone, { accountNumber: F.aliceAccount.accountNumber })).toBeNull();
  });
});

describe('readableAccounts', () => {
  it('lists own and joint accounts, by status then opening date', async () => {
    expect(await readableAccounts(handle.db, alice)).toEqual({
      clientId: F.aliceClientId,
      accounts: [
        { ...F.jointAccount, accountStatus: 'ACTIVE' },
        { ...F.aliceAccount, accountStatus: 'ACTIVE' },
        { ...F.aliceClosedAccount, accountStatus: 'CLOSED' },
      ],
    });
    expect(await readableAccounts(handle.db, adviserAsBob)).toEqual({
      clientId: F.bobClientId,
      accounts: [
        { ...F.jointAccount, accountStatus: 'ACTIVE' },
        { ...F.bobAccount, accountStatus: 'ACTIVE' },
      ],
    });
    expect(await readableAccounts(handle.db, carol)).toEqual({ clientId: F.carolClientId, accounts: [] });
  });

  it('refuses a session with no effective client', async () => {
    expect(await readableAccounts(handle.db, adviserAlone)).toBeNull();
  });
});
