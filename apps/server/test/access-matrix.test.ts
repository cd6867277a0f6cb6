/**
 * The generated access matrix (hardening issue 14, item 12): every route of the route table called
 * by every kind of caller, each answer checked against test/access-expectations.ts. A route without
 * an entry there fails here, so a new endpoint cannot ship without its access decided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@portal/api';
import type { RouteName } from '@portal/api';
import { OPS_PATHS } from '../src/plugins/ops.ts';
import { ACTORS, expectations } from './access-expectations.ts';
import type { Actor, OwnerData } from './access-expectations.ts';
import { createTestApp, givePasskey, login, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const OWNER_ID = 1000010001;
const OTHER_FIRM_LOCATION = 40000033;
const OTHER_FIRM_AGENT = 'other.firm.adviser@example.com';
/** An adviser of the owner's firm who has not enrolled a second factor yet. */
const ENROLLING_AGENT = 'enrolling.adviser@example.com';

let t: TestApp;
let owner: OwnerData;
beforeAll(async () => {
  // Support always open: the live-support rows must not depend on the hour the suite runs.
  t = await createTestApp({ supportAlwaysOpen: true });
  const db = t.handle.db;
  // An adviser with the agent role at another firm (the seed has one adviser user only).
  const template = await db.selectFrom('users').selectAll().where('username', '=', 'demo.adviser@example.com').executeTakeFirstOrThrow();
  const otherAdviser = await db
    .selectFrom('advisers')
    .select('adviser_id')
    .where('location_id', '=', OTHER_FIRM_LOCATION)
    .executeTakeFirstOrThrow();
  const { user_id } = await db
    .insertInto('users')
    .values({
      username: OTHER_FIRM_AGENT,
      client_id: null,
      adviser_id: otherAdviser.adviser_id,
      password_hash: template.password_hash,
      roles: template.roles,
      terms_accepted: true,
      last_login: null,
      created_at: new Date(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_aliases').values({ alias: OTHER_FIRM_AGENT, user_id }).execute();
  await givePasskey(db, user_id);
  const enrolling = await db
    .insertInto('users')
    .values({ ...template, user_id: undefined, username: ENROLLING_AGENT, last_login: null, created_at: new Date() })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_aliases').values({ alias: ENROLLING_AGENT, user_id: enrolling.user_id }).execute();
  const account = await db
    .selectFrom('account_owners')
    .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
    .select(['accounts.account_id', 'accounts.account_number'])
    .where('account_owners.client_id', '=', OWNER_ID)
    .where('accounts.account_status', '!=', 'CLOSED')
    .orderBy('accounts.account_id')
    .executeTakeFirstOrThrow();
  const document = await db
    .selectFrom('correspondences')
    .select(['document_id', 'sent_date'])
    .where('client_id', '=', OWNER_ID)
    .orderBy('document_id')
    .executeTakeFirstOrThrow();
  const memo = await db
    .selectFrom('memo_assets')
    .select('memo_asset_id')
    .where('client_id', '=', OWNER_ID)
    .orderBy('memo_asset_id')
    .executeTakeFirstOrThrow();
  const whoAmI = await t.app.inject({
    method: 'GET',
    url: '/nui/nbs/whoAmI',
    headers: { cookie: await loginCookie(t.app, 'demo.client@example.com') },
  });
  owner = {
    clientId: OWNER_ID,
    locationId: (whoAmI.json() as { location: number }).location,
    accountNumber: account.account_number,
    accountId: account.account_id,
    documentId: document.document_id,
    documentSentDate: new Date(document.sent_date).toISOString(),
    memoAssetId: memo.memo_asset_id,
  };
});
afterAll(async () => {
  await t?.close();
});

/** A fresh session per call: some calls end or replace the session they are given. */
async function cookieFor(actor: Actor): Promise<string | undefined> {
  switch (actor) {
    case 'anonymous':
      return undefined;
    case 'otherClient':
      return loginCookie(t.app, 'solo.client@example.com');
    case 'owner':
      return loginCookie(t.app, 'demo.client@example.com');
    case 'otherFirmAdviser':
      return loginCookie(t.app, OTHER_FIRM_AGENT);
    case 'adviser':
      return loginCookie(t.app, 'demo.adviser@example.com');
    case 'enrolling': {
      const response = await login(t.app, ENROLLING_AGENT);
      expect((response.json() as { mfa: { status: string } }).mfa.status).toBe('enrol');
      return sessionCookie(response);
    }
    case 'impersonating': {
      const own = await loginCookie(t.app, 'demo.adviser@example.com');
      const response = await t.app.inject({ method: 'GET', url: `/nui/nbs/impersonateUser/${OWNER_ID}`, headers: { cookie: own } });
      return sessionCookie(response);
    }
  }
}

const names = Object.keys(routes) as RouteName[];

it('has an expectation for every route of the route table', () => {
  expect(names.filter((name) => !(name in expectations))).toEqual([]);
});

describe.each(names.filter((name) => name in expectations))('%s', (name) => {
  it('answers every caller as expected', async () => {
    const route = routes[name];
    const expectation = expectations[name]!;
    const actual: Partial<Record<Actor, number>> = {};
    for (const actor of ACTORS) {
      const cookie = await cookieFor(actor);
      const request = expectation.request(owner);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      let payload: string | undefined;
      if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(request.form).toString();
      } else if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(request.json);
      }
      const response = await t.app.inject({
        method: route.method,
        url: request.url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      actual[actor] = response.statusCode;
    }
    expect(actual).toEqual(expectation.status);
  });
});

/**
 * The operations paths (plugins/ops.ts) are outside /nui and the contract: the same for every caller,
 * since they carry no client data — except /metrics, which only a caller on this machine that did not
 * come through a proxy reads (from elsewhere, or forwarded, it does not exist).
 */
const OPS_EXPECTATIONS: Record<keyof typeof OPS_PATHS, { local: number; remote: number; forwarded: number }> = {
  health: { local: 200, remote: 200, forwarded: 200 },
  ready: { local: 200, remote: 200, forwarded: 200 },
  metrics: { local: 200, remote: 404, forwarded: 404 },
};

describe.each(Object.keys(OPS_PATHS) as Array<keyof typeof OPS_PATHS>)('operations path %s', (name) => {
  it('answers every caller as expected', async () => {
    const actual: Partial<Record<Actor, { local: number; remote: number; forwarded: number }>> = {};
    for (const actor of ACTORS) {
      const cookie = await cookieFor(actor);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const call = (extra: { remoteAddress?: string; headers?: Record<string, string> }) =>
        t.app.inject({ method: 'GET', url: OPS_PATHS[name], ...extra, headers: { ...headers, ...extra.headers } });
      actual[actor] = {
        local: (await call({})).statusCode,
        remote: (await call({ remoteAddress: '198.51.100.7' })).statusCode,
        forwarded: (await call({ headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode,
      };
    }
    expect(actual).toEqual(Object.fromEntries(ACTORS.map((actor) => [actor, OPS_EXPECTATIONS[name]])));
  });
});
