// The access rules that need no database: whose portal a session shows, who is an agent, when an
// adviser is impersonating (read-only) and whose roles decide what the portal shows.
import { describe, expect, it } from 'vitest';
import { ROLE_AGENT } from '@portal/api';
import type { ActiveSession } from './session-types.ts';
import { canReadClient, effectiveClientId, effectiveRoles, isAgent, isImpersonating } from './access.ts';

function session(
  user: { clientId: number | null; adviserId: number | null; roles?: string[] },
  data: Partial<ActiveSession['data']> = {},
): ActiveSession {
  return {
    idHash: 'h',
    createdAt: new Date(0),
    authenticatedAt: new Date(0),
    data: { previousLogin: null, ...data },
    user: { userId: 1, username: 'u', roles: ['own-role'], termsAccepted: true, ...user },
  };
}

const client = session({ clientId: 7, adviserId: null });
const clientWithAdviserId = session({ clientId: 7, adviserId: 3 }, { impersonatedClientId: 9, impersonatedClientRoles: ['other'] });
const agent = session({ clientId: null, adviserId: 3, roles: [ROLE_AGENT] });
const impersonating = session(
  { clientId: null, adviserId: 3, roles: [ROLE_AGENT] },
  { impersonatedClientId: 9, impersonatedClientRoles: ['client-role'] },
);
/** An adviser without the agent role: its session never reaches a client, whatever the session data says. */
const adviserWithoutAgentRole = session(
  { clientId: null, adviserId: 3 },
  { impersonatedClientId: 9, impersonatedClientRoles: ['client-role'] },
);
const neither = session({ clientId: null, adviserId: null }, { impersonatedClientId: 9 });

describe('access rules without the database', () => {
  it('a client is its own effective client, whatever its session data says', () => {
    expect(effectiveClientId(client)).toBe(7);
    expect(effectiveClientId(clientWithAdviserId)).toBe(7);
    expect(isAgent(clientWithAdviserId)).toBe(false);
    expect(isImpersonating(clientWithAdviserId)).toBe(false);
    expect(effectiveRoles(clientWithAdviserId)).toEqual(['own-role']);
  });

  it('an agent has no effective client until it impersonates one, then reads only that client with its roles', () => {
    expect(isAgent(agent)).toBe(true);
    expect(effectiveClientId(agent)).toBeNull();
    expect(isImpersonating(agent)).toBe(false);
    expect(effectiveRoles(agent)).toEqual([ROLE_AGENT]);
    expect(effectiveClientId(impersonating)).toBe(9);
    expect(effectiveClientId(adviserWithoutAgentRole)).toBeNull();
    expect(isImpersonating(impersonating)).toBe(true);
    expect(effectiveRoles(impersonating)).toEqual(['client-role']);
    expect(effectiveRoles(session({ clientId: null, adviserId: 3 }, { impersonatedClientId: 9 }))).toEqual([]);
    expect(isImpersonating(session({ clientId: null, adviserId: 3 }, { impersonatedClientId: null }))).toBe(false);
  });

  it('a user that is neither client nor agent never impersonates and has no effective client', () => {
    expect(isAgent(neither)).toBe(false);
    expect(isImpersonating(neither)).toBe(false);
    expect(effectiveClientId(neither)).toBeNull();
    expect(isImpersonating(null)).toBe(false);
  });
});

describe('canReadClient', () => {
  // The database is not consulted (the rule needs only the session); a value that throws on use proves it.
  const db = new Proxy({}, { get: () => expect.unreachable('no query') }) as never;

  it('lets a client read only itself, and an adviser only the client it impersonates', async () => {
    expect(await canReadClient(db, client, 7)).toBe('allowed');
    expect(await canReadClient(db, client, 9)).toBe('forbidden');
    expect(await canReadClient(db, impersonating, 9)).toBe('allowed');
    expect(await canReadClient(db, impersonating, 7)).toBe('forbidden');
    expect(await canReadClient(db, agent, 9)).toBe('forbidden');
    expect(await canReadClient(db, adviserWithoutAgentRole, 9)).toBe('forbidden');
  });
});
