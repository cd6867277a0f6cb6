/**
 * Hardening (issue 14, item 2): an adviser reads client data only through an impersonation, and only
 * while it holds the `sonata-agent` role; every start and stop is audited with actor, client, time and
 * address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, routes } from '@portal/api';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const ADVISER = 'demo.adviser@example.com';
const ALICE = 1000010001;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, ...(remoteAddress ? { remoteAddress } : {}) });

const clientDataUrls = [
  href(routes.client, { clientId: ALICE }),
  href(routes.correspondences, { clientId: ALICE }, { page: 1 }),
  href(routes.analysis, { clientId: ALICE, accountsKey: 'Combined', dateRangeId: 'ONE_YEAR' }),
];

describe('an adviser’s own session', () => {
  it("reads no client's data, not even its own firm's, until it impersonates", async () => {
    const own = await loginCookie(t.app, ADVISER);
    for (const url of clientDataUrls) expect([url, (await get(url, own)).statusCode]).toEqual([url, 403]);
    const viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: ALICE }), own));
    expect((await get(href(routes.client, { clientId: ALICE }), viewing)).statusCode).toBe(200);
  });

  it('loses the impersonated client when an import moves the client to another firm (review I6)', async () => {
    const own = await loginCookie(t.app, ADVISER);
    const viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: ALICE }), own));
    const url = href(routes.client, { clientId: ALICE });
    t.clock.advance(10); // past the session cache: the row is read again, and still allowed
    expect((await get(url, viewing)).statusCode).toBe(200);
    const { adviser_id: before } = await t.handle.db
      .selectFrom('clients')
      .select('adviser_id')
      .where('client_id', '=', ALICE)
      .executeTakeFirstOrThrow();
    const firm = await t.handle.db
      .insertInto('firms')
      .values({ firm_id: 990001, name: 'Another firm' })
      .returning('firm_id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('locations')
      .values({ location_id: 990001, firm_id: firm.firm_id, name: 'Elsewhere', theme_name: null, highlight_colour: null, logo_svg: null })
      .execute();
    const other = await t.handle.db.selectFrom('advisers').selectAll().where('adviser_id', '=', before!).executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('advisers')
      .values({ ...other, adviser_id: 990001, location_id: 990001 })
      .execute();
    await t.handle.db.updateTable('clients').set({ adviser_id: 990001 }).where('client_id', '=', ALICE).execute();
    try {
      t.clock.advance(10);
      expect((await get(url, viewing)).statusCode).toBe(401);
    } finally {
      await t.handle.db.updateTable('clients').set({ adviser_id: before }).where('client_id', '=', ALICE).execute();
    }
  });

  it('loses the impersonated client the moment its sonata-agent role is gone', async () => {
    const own = await loginCookie(t.app, ADVISER);
    const viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: ALICE }), own));
    const user = await t.handle.db
      .selectFrom('users')
      .select(['user_id', 'roles'])
      .where('username', '=', ADVISER)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('users')
      .set({ roles: user.roles.filter((r) => r !== 'sonata-agent') })
      .where('user_id', '=', user.user_id)
      .execute();
    try {
      t.clock.advance(60); // past the session cache, as another instance's change would be
      expect((await get(href(routes.client, { clientId: ALICE }), viewing)).statusCode).toBe(403);
      const fresh = await loginCookie(t.app, ADVISER);
      expect((await get(href(routes.impersonateUser, { clientId: ALICE }), fresh)).statusCode).toBe(403);
    } finally {
      await t.handle.db.updateTable('users').set({ roles: user.roles }).where('user_id', '=', user.user_id).execute();
    }
  });

  it('audits every start and stop with actor, client, time and address', async () => {
    const own = await loginCookie(t.app, ADVISER);
    const before = await t.handle.db
      .selectFrom('impersonation_audit')
      .select((eb) => eb.fn.max('audit_id').as('max'))
      .executeTakeFirst();
    const viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: ALICE }), own, '198.51.100.7'));
    await get(href(routes.stopImpersonation, {}), viewing, '198.51.100.8');
    const rows = await t.handle.db
      .selectFrom('impersonation_audit')
      .selectAll()
      .where('audit_id', '>', before?.max ?? 0)
      .orderBy('audit_id')
      .execute();
    expect(rows.map((r) => [r.action, r.client_id, r.client_address, r.occurred_at.getTime()])).toEqual([
      ['START', ALICE, '198.51.100.7', t.clock.now.getTime()],
      ['STOP', ALICE, '198.51.100.8', t.clock.now.getTime()],
    ]);
    expect(rows.every((r) => r.adviser_user_id > 0 && r.adviser_id > 0)).toBe(true);
  });
});
