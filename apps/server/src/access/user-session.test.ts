// The UserSession answer of login and session-info (spec §3, §4, §7): a client's own data and fresh
// preferences; an adviser's with no client data, treated as having accepted the terms; an impersonating
// adviser's built by impersonated-session.ts (its own roles kept apart). Profile, preferences (the reader
// the caller passes) and the impersonated session are in-memory stand-ins.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpError } from '../http-error.ts';

const profiles = vi.hoisted(() => new Map<number, Record<string, unknown>>());
const impersonations = vi.hoisted(() => [] as unknown[][]);
vi.mock('./repository.ts', () => ({ findUserProfile: async (_db: unknown, userId: number) => profiles.get(userId) }));
vi.mock('./impersonated-session.ts', () => ({
  impersonatedUserSession: async (...args: unknown[]) => {
    impersonations.push(args.slice(1, 5));
    return { impersonated: true };
  },
}));
// What the user holds of second factors: none here; the session's step as its data says.
vi.mock('./session-mfa.ts', () => ({
  sessionMfa: async (_db: unknown, _userId: number, _agent: boolean, data: { mfa?: string }) => ({
    status: data.mfa ?? 'done',
    methods: [],
    required: false,
    offer: true,
  }),
}));
const { buildUserSession: build } = await import('./user-session.ts');
const preferencesOf = async (_db: unknown, clientId: number) => ({ of: clientId }) as never;
const buildUserSession = (db: Parameters<typeof build>[0], userId: number, data: Parameters<typeof build>[2], offerMfa?: boolean) =>
  build(db, userId, data, preferencesOf, offerMfa);
const CLIENT_MFA = { status: 'done', methods: [], required: false, offer: true };
/** Staff (no client) must hold a second factor: never offered one. */
const STAFF_MFA = { status: 'done', methods: [], required: true, offer: false };

const db = {} as never;
const row = (over: Record<string, unknown>) => ({
  user_id: 1,
  username: 'jane@example.com',
  client_id: 7,
  adviser_id: null,
  roles: ['sonata-client'],
  terms_accepted: false,
  client_forename: 'Jane',
  client_surname: 'Doe',
  client_location_id: 42,
  adviser_forename: null,
  adviser_surname: null,
  adviser_location_id: null,
  ...over,
});

beforeEach(() => {
  profiles.clear();
  impersonations.length = 0;
});

describe('user session', () => {
  it("answers a client's own session with its terms, names, location and fresh preferences", async () => {
    profiles.set(1, row({}));
    expect(await buildUserSession(db, 1, { previousLogin: '2026-03-01T08:00:00.000Z' })).toEqual({
      id: 7,
      username: 'jane@example.com',
      termsAccepted: false,
      roles: ['sonata-client'],
      lastLogin: '2026-03-01T08:00:00.000Z',
      isLoggedIn: true,
      currentUser: { forename: 'Jane', surname: 'Doe', clientId: 7 },
      userLocationId: 42,
      adviserId: null,
      preferences: { of: 7 },
      isReadOnly: false,
      mfa: CLIENT_MFA,
    });
  });

  it('offers a client two-step login only when the firm does (PORTAL_NO_MFA_OFFER)', async () => {
    profiles.set(1, row({}));
    expect((await buildUserSession(db, 1, { previousLogin: null })).mfa).toEqual(CLIENT_MFA);
    expect((await buildUserSession(db, 1, { previousLogin: null }, false)).mfa).toEqual({ ...CLIENT_MFA, offer: false });
  });

  it('tells a session waiting for its second step who it is, and nothing about them yet', async () => {
    profiles.set(1, row({}));
    const answer = await buildUserSession(db, 1, { previousLogin: null, mfa: 'verify' });
    expect(answer).toMatchObject({ id: 7, currentUser: { forename: '', surname: '', clientId: 7 }, preferences: null });
    expect(answer.mfa).toEqual({ ...CLIENT_MFA, status: 'verify' });
  });

  it('treats a login with a client as a client, whatever else its row says or its session data holds', async () => {
    profiles.set(1, row({ adviser_id: 3, client_forename: null, client_surname: null }));
    const answer = await buildUserSession(db, 1, { previousLogin: null, impersonatedClientId: 9 });
    expect(answer).toMatchObject({ id: 7, adviserId: null, currentUser: { forename: '', surname: '', clientId: 7 } });
    expect(impersonations).toEqual([]);
  });

  it('answers an adviser with no client data, terms accepted and its own roles as adviser roles', async () => {
    profiles.set(2, row({ user_id: 2, username: 'adv', client_id: null, adviser_id: 3, roles: ['sonata-agent'], terms_accepted: false }));
    profiles.get(2)!.adviser_forename = 'Ada';
    profiles.get(2)!.adviser_surname = 'Byron';
    profiles.get(2)!.adviser_location_id = 5;
    for (const data of [{ previousLogin: null }, { previousLogin: null, impersonatedClientId: null }])
      expect(await buildUserSession(db, 2, data)).toEqual({
        id: null,
        username: 'adv',
        termsAccepted: true,
        roles: ['sonata-agent'],
        lastLogin: null,
        isLoggedIn: true,
        currentUser: { forename: 'Ada', surname: 'Byron', clientId: null },
        userLocationId: 5,
        adviserId: 3,
        adviserRoles: ['sonata-agent'],
        impersonatedClient: null,
        preferences: null,
        isReadOnly: false,
        mfa: STAFF_MFA,
      });
    profiles.get(2)!.adviser_forename = null;
    profiles.get(2)!.adviser_surname = null;
    expect((await buildUserSession(db, 2, { previousLogin: null })).currentUser).toEqual({ forename: '', surname: '', clientId: null });
  });

  it("answers an impersonating adviser's session from the impersonated client, the adviser's profile kept apart", async () => {
    profiles.set(2, row({ user_id: 2, username: 'adv', client_id: null, adviser_id: 3, roles: ['sonata-agent'] }));
    const data = { previousLogin: '2026-03-01T08:00:00.000Z', impersonatedClientId: 9, impersonatedClientRoles: ['sonata-client'] };
    expect(await buildUserSession(db, 2, data)).toEqual({ impersonated: true, mfa: STAFF_MFA });
    expect(await buildUserSession(db, 2, { previousLogin: null, impersonatedClientId: 9 })).toEqual({ impersonated: true, mfa: STAFF_MFA });
    expect(impersonations).toEqual([
      [{ username: 'adv', roles: ['sonata-agent'], adviserId: 3 }, 9, ['sonata-client'], '2026-03-01T08:00:00.000Z'],
      [{ username: 'adv', roles: ['sonata-agent'], adviserId: 3 }, 9, [], null],
    ]);
  });

  it('answers a login that is neither client nor adviser without client data or preferences', async () => {
    profiles.set(4, row({ user_id: 4, username: 'ops', client_id: null, adviser_id: null, roles: [] }));
    expect(await buildUserSession(db, 4, { previousLogin: null, impersonatedClientId: 9 })).toMatchObject({
      id: null,
      adviserId: null,
      preferences: null,
      currentUser: { clientId: null },
    });
    expect(impersonations).toEqual([]);
  });

  it('answers 401 when the user is gone', async () => {
    const error = (await buildUserSession(db, 99, { previousLogin: null }).catch((e: unknown) => e)) as HttpError;
    expect(`${error.status} ${error.code}`).toBe('401 Unauthorized');
  });
});
