/**
 * Two app instances over one database agree at once (issue 14 item 9): each keeps its own session and
 * client-resource caches, and a logout, a password change or a preference write on one is read on the
 * other in its very next request — the invalidation travels over NOTIFY (PostgreSQL; PGlite in-process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clientResource, href, routes, userSession } from '@portal/api';
import { PASSWORD, createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ now: () => a.clock.now }, a.handle);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const get = (t: TestApp, url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (t: TestApp, method: 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> });
const sessionInfo = (t: TestApp, cookie: string) => get(t, routes.sessionInfo.path, cookie);

describe('two instances on one database', () => {
  it('a logout on one instance ends the session on the other at once', async () => {
    const cookie = await loginCookie(a.app, 'demo.client@example.com');
    // B validates (and caches) the session first.
    expect((await sessionInfo(b, cookie)).statusCode).toBe(200);
    expect((await sessionInfo(b, cookie)).statusCode).toBe(200);
    expect((await get(a, routes.logout.path, cookie)).statusCode).toBeLessThan(400);
    expect((await sessionInfo(b, cookie)).statusCode).toBe(401);
  });

  it('a password change on one instance ends the user’s other sessions on the other at once', async () => {
    const mine = await loginCookie(a.app, 'big.client@example.com');
    const other = await loginCookie(b.app, 'big.client@example.com');
    expect((await sessionInfo(b, other)).statusCode).toBe(200);
    const changed = await send(a, 'POST', routes.changePassword.path, mine, { password: PASSWORD, newPassword: 'Amber*Lantern9' });
    expect(changed.statusCode).toBe(200);
    expect((await sessionInfo(b, other)).statusCode).toBe(401);
    expect((await sessionInfo(b, mine)).statusCode).toBe(200);
  });

  it('a preference written on one instance is read in the session on the other at once', async () => {
    const cookie = await loginCookie(a.app, 'demo.client@example.com');
    const before = userSession.parse((await sessionInfo(b, cookie)).json());
    const enabled = !before.preferences?.adHocFeeAuth.enabled;
    expect((await send(a, 'PUT', routes.adHocFeeAuth.path, cookie, { enabled })).statusCode).toBe(200);
    expect(userSession.parse((await sessionInfo(b, cookie)).json()).preferences?.adHocFeeAuth.enabled).toBe(enabled);
  });

  it('an account renamed on one instance shows in the client resource on the other at once', async () => {
    const cookie = await loginCookie(a.app, 'demo.client@example.com');
    const url = href(routes.client, { clientId: '1000010001' });
    const before = clientResource.parse((await get(b, url, cookie)).json());
    const account = before.accounts[0]!;
    const alias = `Renamed ${Date.now() % 100_000}`;
    const renamed = await send(a, 'PATCH', href(routes.accountAlias, { accountNumber: account.accountNumber }), cookie, { alias });
    expect(renamed.statusCode).toBe(200);
    const after = clientResource.parse((await get(b, url, cookie)).json());
    expect(after.accounts.find((x) => x.accountNumber === account.accountNumber)?.alias).toBe(alias);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL: caches no sessions; caches no client resource while its LISTEN connection is down, and again once it is back',
    async () => {
      const cookie = await loginCookie(a.app, 'demo.client@example.com');
      const url = href(routes.client, { clientId: '1000010001' });
      const aliasOnB = async (accountNumber: string) =>
        clientResource.parse((await get(b, url, cookie)).json()).accounts.find((x) => x.accountNumber === accountNumber)?.alias;
      const accountNumber = clientResource.parse((await get(b, url, cookie)).json()).accounts[0]!.accountNumber;
      expect(b.app.caches.sessions.size).toBe(0);
      expect(b.app.caches.clientResources.size).toBeGreaterThan(0);
      // Drop every LISTEN connection of this database: a message sent now would be lost.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(a.handle.db);
      await expect.poll(() => b.app.caches.clientResources.size, { timeout: 2_000 }).toBe(0);
      // A change made straight in the database (no message at all) is read at once while suspended.
      await a.handle.db
        .updateTable('accounts')
        .set({ alias: 'Changed in the database' })
        .where('account_number', '=', accountNumber)
        .execute();
      // (Not asserted: that the cache is still empty after it — the connection may be back by then.)
      expect(await aliasOnB(accountNumber)).toBe('Changed in the database');
      // Reconnected (after about a second): caching resumes, and a write on A still reaches B at once.
      await expect
        .poll(
          async () => {
            await get(b, url, cookie);
            return b.app.caches.clientResources.size;
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBeGreaterThan(0);
      const renamed = await send(a, 'PATCH', href(routes.accountAlias, { accountNumber }), cookie, { alias: 'Renamed after the gap' });
      expect(renamed.statusCode).toBe(200);
      expect(await aliasOnB(accountNumber)).toBe('Renamed after the gap');
    },
  );
});
