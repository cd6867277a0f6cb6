// The transactions role (spec §6 'sonata-client-transaction'): only sessions whose EFFECTIVE roles hold it —
// a client's own, or for an impersonating adviser the client's — get the transaction calls; an adviser's own
// roles never grant a client role. The client roles lookup is an in-memory map.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_AGENT, ROLE_CLIENT_TRANSACTION } from '@portal/api';
import type { HttpError } from '../http-error.ts';
import type { ActiveSession } from './session-types.ts';

const clientRoles = vi.hoisted(() => new Map<number, string[]>());
vi.mock('./repository.ts', () => ({
  findClientRoles: async (_db: unknown, clientId: unknown) => {
    if (typeof clientId !== 'number') throw new Error(`no client to look up: ${String(clientId)}`);
    return clientRoles.get(clientId);
  },
}));
const { effectiveRoles, requireTransactionsRole } = await import('./transactions-role.ts');

const db = {} as never;
const session = (user: { clientId: number | null; adviserId: number | null; roles: string[] }, data = {}): ActiveSession => ({
  idHash: 'h',
  createdAt: new Date(0),
  authenticatedAt: new Date(0),
  data: { previousLogin: null, ...data },
  user: { userId: 1, username: 'u', termsAccepted: true, ...user },
});
const refusal = async (attempt: Promise<unknown>) => {
  const error = (await attempt.then(
    () => null,
    (e: unknown) => e,
  )) as HttpError | null;
  return error && `${error.status} ${error.code}`;
};

beforeEach(() => {
  clientRoles.clear();
  clientRoles.set(9, ['sonata-client', ROLE_CLIENT_TRANSACTION]);
  clientRoles.set(8, ['sonata-client']);
});

describe('transactions role', () => {
  it("a client's own roles decide", async () => {
    const holder = session({ clientId: 9, adviserId: null, roles: [ROLE_CLIENT_TRANSACTION] });
    expect(await effectiveRoles(db, holder)).toEqual([ROLE_CLIENT_TRANSACTION]);
    expect(await refusal(requireTransactionsRole(db, holder))).toBeNull();
    const without = session({ clientId: 9, adviserId: null, roles: ['sonata-client'] });
    expect(await refusal(requireTransactionsRole(db, without))).toBe('403 RoleRequired');
  });

  it("an impersonating adviser gets the client's roles, read fresh", async () => {
    const viewing9 = session({ clientId: null, adviserId: 3, roles: [ROLE_AGENT] }, { impersonatedClientId: 9 });
    expect(await effectiveRoles(db, viewing9)).toEqual(['sonata-client', ROLE_CLIENT_TRANSACTION]);
    expect(await refusal(requireTransactionsRole(db, viewing9))).toBeNull();
    const viewing8 = session({ clientId: null, adviserId: 3, roles: [ROLE_AGENT, ROLE_CLIENT_TRANSACTION] }, { impersonatedClientId: 8 });
    expect(await refusal(requireTransactionsRole(db, viewing8))).toBe('403 RoleRequired');
    const viewingNoLogin = session({ clientId: null, adviserId: 3, roles: [ROLE_AGENT] }, { impersonatedClientId: 7 });
    expect(await effectiveRoles(db, viewingNoLogin)).toEqual([]);
  });

  it('an adviser viewing no client has no client role, whatever its own roles', async () => {
    const own = [ROLE_AGENT, ROLE_CLIENT_TRANSACTION];
    for (const data of [{}, { impersonatedClientId: null }]) {
      const adviser = session({ clientId: null, adviserId: 3, roles: own }, data);
      expect(await effectiveRoles(db, adviser)).toEqual([]);
      expect(await refusal(requireTransactionsRole(db, adviser))).toBe('403 RoleRequired');
    }
  });
});
