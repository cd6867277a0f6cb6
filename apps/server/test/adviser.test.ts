/**
 * The adviser issue's server matrix: the selection GraphQL, impersonation start/stop (new session
 * ids, audit rows, the client's data and nobody else's) and read-only enforcement on EVERY mutating
 * route the app registers (enumerated from the route table, so routes added later are covered).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_AGENT, errorBody, href, resourceLinks, routes, userSession } from '@portal/api';
import { sortAndDedupeClients } from '@portal/domain';
import { READ_ONLY_EXEMPT } from '../src/plugins/read-only.ts';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const ADVISER = 'demo.adviser@example.com';
const DEMO_CLIENT_ID = 1000010001;
const OWN_FIRM_LOCATIONS = [40000012, 40000019, 40000026];
const OTHER_FIRM_LOCATION = 40000033;

let t: TestApp;
let clientCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  clientCookie = await loginCookie(t.app, 'demo.client@example.com');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const graphql = (cookie: string | undefined, query: string, variables?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: routes.graphql.path,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query, variables },
  });

const LOCATIONS_QUERY = 'query { visibleLocations { locationId name } }';
const CLIENTS_QUERY = `query Clients($locationId: Int!) {
  visibleLocations(locationId: $locationId) { locationId name advisers { adviserId clients { clientId forename surname } } clients { clientId forename surname } }
}`;

/** A client of another firm (its adviser works at the other firm's location). */
async function otherFirmClientId(): Promise<number> {
  const row = await t.handle.db
    .selectFrom('clients')
    .innerJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
    .select('clients.client_id')
    .where('advisers.location_id', '=', OTHER_FIRM_LOCATION)
    .executeTakeFirstOrThrow();
  return row.client_id;
}

async function impersonate(cookie: string, clientId: number) {
  const response = await get(href(routes.impersonateUser, { clientId: clientId }), cookie);
  return { response, cookie: sessionCookie(response) };
}

describe('POST /nui/nbs/graphql', () => {
  it("lists only the adviser's own firm's locations", async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const response = await graphql(cookie, LOCATIONS_QUERY);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { visibleLocations: { locationId: number; name: string }[] } };
    expect(data.visibleLocations.map((l) => l.locationId).sort()).toEqual(OWN_FIRM_LOCATIONS);
    expect(data.visibleLocations.every((l) => l.name.length > 0)).toBe(true);
  });

  it('answers a location with its advisers and their clients, sorted by surname then forename and de-duplicated', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const response = await graphql(cookie, CLIENTS_QUERY, { locationId: 40000012 });
    expect(response.statusCode).toBe(200);
    type Client = { clientId: number; forename: string; surname: string };
    const { data } = response.json() as { data: { visibleLocations: { advisers: { clients: Client[] }[]; clients: Client[] }[] } };
    expect(data.visibleLocations).toHaveLength(1);
    const [location] = data.visibleLocations;
    const all = location!.advisers.flatMap((a) => a.clients);
    expect(all.map((c) => c.clientId)).toContain(DEMO_CLIENT_ID);
    expect(location!.clients).toEqual(sortAndDedupeClients(all));
    expect(new Set(location!.clients.map((c) => c.clientId)).size).toBe(location!.clients.length);
    for (const adviser of location!.advisers) expect(adviser.clients).toEqual(sortAndDedupeClients(adviser.clients));
    // Matches the database: every client of the location's advisers, nobody else.
    const rows = await t.handle.db
      .selectFrom('clients')
      .innerJoin('advisers', 'advisers.adviser_id', 'clients.adviser_id')
      .select('clients.client_id')
      .where('advisers.location_id', '=', 40000012)
      .execute();
    expect(location!.clients.map((c) => c.clientId).sort()).toEqual(rows.map((r) => r.client_id).sort());
  });

  it('answers nothing for a location outside the firm, and an empty client list for the location without clients', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const other = await graphql(cookie, CLIENTS_QUERY, { locationId: OTHER_FIRM_LOCATION });
    expect(other.json()).toEqual({ data: { visibleLocations: [] } });
    const empty = await graphql(cookie, CLIENTS_QUERY, { locationId: 40000026 });
    expect((empty.json() as { data: { visibleLocations: { clients: unknown[] }[] } }).data.visibleLocations[0]?.clients).toEqual([]);
  });

  it('refuses a client session (403) and a logged-out caller (401)', async () => {
    const client = await graphql(clientCookie, LOCATIONS_QUERY);
    expect(client.statusCode).toBe(403);
    expect(errorBody.parse(client.json()).code).toBe('Forbidden');
    expect((await graphql(undefined, LOCATIONS_QUERY)).statusCode).toBe(401);
  });

  it('answers 400 with GraphQL errors for a syntax error, an unknown field or a mutation', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    for (const query of ['query {', 'query { secrets }', 'mutation { visibleLocations { name } }']) {
      const response = await graphql(cookie, query);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('impersonation', () => {
  it('starts with a NEW session id and a read-only client session with the roles kept apart', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const { response, cookie: next } = await impersonate(cookie, DEMO_CLIENT_ID);
    expect(response.statusCode).toBe(200);
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    // The old id is dead.
    expect((await get(routes.sessionInfo.path, cookie)).statusCode).toBe(401);
    const session = userSession.strict().parse(response.json());
    expect(session).toMatchObject({
      id: DEMO_CLIENT_ID,
      username: ADVISER,
      isReadOnly: true,
      termsAccepted: true,
      userLocationId: 40000012,
      adviserRoles: [ROLE_AGENT],
      currentUser: { clientId: DEMO_CLIENT_ID, forename: 'Alice', surname: 'Morgan' },
      impersonatedClient: { clientId: DEMO_CLIENT_ID },
    });
    expect(session.roles).not.toContain(ROLE_AGENT);
    expect(session.impersonatedClient?.roles).toEqual(session.roles);
    // session-info agrees.
    expect(userSession.parse((await get(routes.sessionInfo.path, next)).json())).toEqual(session);
  });

  it('reads exactly the impersonated client: its resource yes, another client of the firm no', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const { cookie: next } = await impersonate(cookie, DEMO_CLIENT_ID);
    expect((await get(resourceLinks.client(DEMO_CLIENT_ID), next)).statusCode).toBe(200);
    // Joint holder, same firm: readable by the adviser itself, but not while it views Alice.
    expect((await get(resourceLinks.client(1000010002), cookie)).statusCode).toBe(401);
    expect((await get(resourceLinks.client(1000010002), next)).statusCode).toBe(403);
  });

  it("gives the impersonated client's adviser's firm theme and location", async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const { cookie: next } = await impersonate(cookie, DEMO_CLIENT_ID);
    const theme = (await get(routes.rootLocation.path, next)).json() as { isBranded: boolean; themeName: string };
    expect(theme).toMatchObject({ isBranded: true, themeName: 'kittiwake' });
    expect((await get(routes.whoAmI.path, next)).json()).toEqual({ location: 40000012 });
  });

  it("refuses a client outside the adviser's locations, an unknown client, and a client session (403)", async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    for (const clientId of [await otherFirmClientId(), 1000077777]) {
      const response = await get(href(routes.impersonateUser, { clientId: clientId }), cookie);
      expect(response.statusCode, String(clientId)).toBe(403);
      // The sliding cookie is re-sent, but never a new id.
      expect(sessionCookie(response) ?? cookie).toBe(cookie);
    }
    // The adviser's session is untouched by a refusal.
    expect((await get(routes.sessionInfo.path, cookie)).statusCode).toBe(200);
    expect((await get(href(routes.impersonateUser, { clientId: DEMO_CLIENT_ID }), clientCookie)).statusCode).toBe(403);
    expect((await get(routes.stopImpersonation.path, clientCookie)).statusCode).toBe(403);
    expect((await get(href(routes.impersonateUser, { clientId: DEMO_CLIENT_ID }))).statusCode).toBe(401);
  });

  it('stops with another NEW session id back to the adviser session, and audits start and stop', async () => {
    const before = new Date(t.clock.now);
    const cookie = await loginCookie(t.app, ADVISER);
    const { cookie: viewing } = await impersonate(cookie, DEMO_CLIENT_ID);
    const stop = await get(routes.stopImpersonation.path, viewing);
    expect(stop.statusCode).toBe(200);
    const back = sessionCookie(stop);
    expect(back).toBeDefined();
    expect([cookie, viewing]).not.toContain(back);
    expect((await get(routes.sessionInfo.path, viewing)).statusCode).toBe(401);
    const session = userSession.strict().parse(stop.json());
    expect(session).toMatchObject({ id: null, isReadOnly: false, impersonatedClient: null, userLocationId: 40000012, termsAccepted: true });
    // Back in its own session, the adviser's selection queries work again.
    expect((await graphql(back, LOCATIONS_QUERY)).statusCode).toBe(200);

    const rows = await t.handle.db
      .selectFrom('impersonation_audit')
      .selectAll()
      .where('client_id', '=', DEMO_CLIENT_ID)
      .where('occurred_at', '>=', before)
      .orderBy('audit_id')
      .execute();
    const adviserId = (await t.handle.db.selectFrom('users').select('adviser_id').where('username', '=', ADVISER).executeTakeFirstOrThrow())
      .adviser_id;
    expect(rows.slice(-2).map((r) => [r.action, r.adviser_id, r.client_id])).toEqual([
      ['START', adviserId, DEMO_CLIENT_ID],
      ['STOP', adviserId, DEMO_CLIENT_ID],
    ]);
    for (const row of rows) expect(row.occurred_at.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('audits a stop when the adviser logs out while impersonating', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const { cookie: viewing } = await impersonate(cookie, 1000010002);
    await get(routes.logout.path, viewing);
    const last = await t.handle.db.selectFrom('impersonation_audit').selectAll().orderBy('audit_id', 'desc').executeTakeFirstOrThrow();
    expect([last.action, last.client_id]).toEqual(['STOP', 1000010002]);
  });
});

describe('read-only while impersonating', () => {
  /** What a mutating call could change for the impersonated client. */
  async function fingerprint() {
    const db = t.handle.db;
    const [user, client, documents, sessions, deliveries, aliases, memoAssets] = await Promise.all([
      db
        .selectFrom('users')
        .select(['password_hash', 'terms_accepted', 'password_changed_at'])
        .where('client_id', '=', DEMO_CLIENT_ID)
        .executeTakeFirst(),
      db.selectFrom('clients').selectAll().where('client_id', '=', DEMO_CLIENT_ID).executeTakeFirst(),
      db
        .selectFrom('correspondences')
        .select(['document_id', 'first_open_date'])
        .where('client_id', '=', DEMO_CLIENT_ID)
        .orderBy('document_id')
        .execute(),
      db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('client_delivery_preferences')
        .selectAll()
        .where('client_id', '=', DEMO_CLIENT_ID)
        .orderBy('document_type_code')
        .execute(),
      db
        .selectFrom('accounts')
        .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
        .select(['accounts.account_number', 'accounts.alias'])
        .where('account_owners.client_id', '=', DEMO_CLIENT_ID)
        .orderBy('accounts.account_number')
        .execute(),
      db.selectFrom('memo_assets').selectAll().where('client_id', '=', DEMO_CLIENT_ID).orderBy('memo_asset_id').execute(),
    ]);
    return JSON.stringify({ user, client, documents, sessions: Number(sessions.n), deliveries, aliases, memoAssets });
  }

  /** Plausible, valid bodies for the known calls, so the refusal is not a validation failure in disguise. */
  async function bodyFor(route: string): Promise<unknown> {
    if (route.endsWith(routes.changePassword.path)) return { password: 'Harbour#Kite7', newPassword: 'Quarry#Lamp52' };
    if (route.endsWith(routes.adHocFeeAuth.path)) return { enabled: true };
    if (route.endsWith(routes.accountAlias.path)) return { alias: 'Renamed by an adviser' };
    if (route.endsWith(routes.memoAsset.path)) return { approximateValue: 1234.5, valueEffectiveDate: '2025-01-02' };
    if (route.endsWith(routes.acceptTerms.path)) return { application: 'CLIENT_PORTAL' };
    if (route.endsWith(routes.markAsRead.path)) {
      const doc = await t.handle.db
        .selectFrom('correspondences')
        .select(['document_id', 'sent_date'])
        .where('client_id', '=', DEMO_CLIENT_ID)
        .where('first_open_date', 'is', null)
        .executeTakeFirst();
      return doc ? { documentId: doc.document_id, sentDate: doc.sent_date.toISOString() } : {};
    }
    if (route.endsWith(routes.correspondenceDeliveryPreference.path))
      return { documentType: { codeCode: 'VAL', codeType: 'DOCTYPE' }, deliveryOption: { codeCode: 'POST', codeType: 'DELIVERY' } };
    return {};
  }

  it('knows the mutating routes (the matrix is not empty)', () => {
    expect(t.app.mutatingRoutes).toContain(`POST ${routes.login.path}`);
    expect(t.app.mutatingRoutes).toContain(`POST ${routes.graphql.path}`);
    expect(t.app.mutatingRoutes.length).toBeGreaterThan(2);
  });

  it('refuses EVERY registered mutating route with 403 ReadOnly and changes nothing', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const { cookie: viewing } = await impersonate(cookie, DEMO_CLIENT_ID);
    const guarded = t.app.mutatingRoutes.filter((r) => !READ_ONLY_EXEMPT.has(r));
    expect(guarded.length).toBeGreaterThan(0);
    const before = await fingerprint();
    // Real ids of the client's own things, so each call would succeed but for the guard.
    const account = await t.handle.db
      .selectFrom('account_owners')
      .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
      .select('accounts.account_number')
      .where('account_owners.client_id', '=', DEMO_CLIENT_ID)
      .executeTakeFirstOrThrow();
    const memo = await t.handle.db
      .selectFrom('memo_assets')
      .select('memo_asset_id')
      .where('client_id', '=', DEMO_CLIENT_ID)
      .executeTakeFirstOrThrow();
    const ids: Record<string, string> = { accountNumber: account.account_number, memoAssetId: String(memo.memo_asset_id) };
    for (const route of guarded) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => ids[name] ?? String(DEMO_CLIENT_ID)).replace(/\*$/, 'x');
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: viewing!, 'content-type': 'application/json' },
        payload: JSON.stringify(await bodyFor(path)),
      });
      expect(response.statusCode, route).toBe(403);
      expect(errorBody.parse(response.json()).code, route).toBe('ReadOnly');
    }
    expect(await fingerprint()).toBe(before);
    // Still viewing: the refusals did not end the session.
    expect((await get(routes.sessionInfo.path, viewing)).statusCode).toBe(200);
  });

  it('does not refuse the same calls for the client itself (the guard is about impersonation only)', async () => {
    const mutating = t.app.mutatingRoutes.filter((r) => !READ_ONLY_EXEMPT.has(r));
    for (const route of mutating) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:[A-Za-z]+/g, String(DEMO_CLIENT_ID)).replace(/\*$/, 'x');
      // An empty body: whatever the route answers, it is not ReadOnly.
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: clientCookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      let code: string | undefined;
      try {
        code = (JSON.parse(response.body) as { code?: string }).code;
      } catch {
        code = undefined;
      }
      expect(code, route).not.toBe('ReadOnly');
    }
  });

  it('still lets the impersonating adviser query GraphQL, stop impersonating and log out', async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const { cookie: viewing } = await impersonate(cookie, DEMO_CLIENT_ID);
    expect((await graphql(viewing, LOCATIONS_QUERY)).statusCode).toBe(200);
    const stop = await get(routes.stopImpersonation.path, viewing);
    expect(stop.statusCode).toBe(200);
    expect((await get(routes.logout.path, sessionCookie(stop))).statusCode).toBe(200);
  });
});

describe('theme fallback: location resource and its theme link', () => {
  it("follows the location's theme link to the firm theme, for the adviser and for its impersonated client", async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    const location = (await get('/nui/nbs/locations/40000012/resource', cookie)).json() as { _links: { theme: { href: string } } };
    const theme = (await get(location._links.theme.href, cookie)).json() as { isBranded: boolean; highlightColour: string };
    expect(theme).toMatchObject({ isBranded: true, highlightColour: '#1d5c96' });
    const plain = (await get('/nui/nbs/locations/40000019/theme', cookie)).json() as { isBranded: boolean };
    expect(plain.isBranded).toBe(false);
    const { cookie: viewing } = await impersonate(cookie, DEMO_CLIENT_ID);
    expect((await get('/nui/nbs/locations/40000012/theme', viewing)).statusCode).toBe(200);
    // While viewing Alice, only Alice's adviser's location.
    expect((await get('/nui/nbs/locations/40000019/theme', viewing)).statusCode).toBe(403);
  });

  it("refuses another firm's location and a client's other locations", async () => {
    const cookie = await loginCookie(t.app, ADVISER);
    expect((await get(`/nui/nbs/locations/${OTHER_FIRM_LOCATION}/resource`, cookie)).statusCode).toBe(403);
    expect((await get('/nui/nbs/locations/40000012/theme', clientCookie)).statusCode).toBe(200);
    expect((await get('/nui/nbs/locations/40000019/theme', clientCookie)).statusCode).toBe(403);
  });
});
