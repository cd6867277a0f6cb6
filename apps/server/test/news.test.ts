/** GET /nui/nbs/newsFeed (spec §2 News, §3) and the client resource's newsSinceLastLogin (spec §2 Welcome). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientResource, errorBody, href, newsFeed, routes } from '@portal/api';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /nui/nbs/newsFeed', () => {
  it('answers every news item newest first, with its links', async () => {
    const cookie = await loginCookie(t.app, 'solo.client@example.com');
    const response = await get(routes.newsFeed.path, cookie);
    expect(response.statusCode).toBe(200);
    const items = newsFeed.parse(response.json());
    expect(items).toHaveLength(6);
    const dates = items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['articleId', 'content', 'date', 'links', 'title']);
    expect(items.some((i) => i.links.some((l) => l.rel === 'external' && l.href.startsWith('https://')))).toBe(true);
    expect(items.some((i) => i.content.includes('\n'))).toBe(true);
  });

  it('is read by an adviser too, and refused to anonymous callers with 401', async () => {
    expect((await get(routes.newsFeed.path, await loginCookie(t.app, 'demo.adviser@example.com'))).statusCode).toBe(200);
    const anonymous = await get(routes.newsFeed.path);
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody.parse(anonymous.json()).code).toBe('Unauthorized');
  });
});

describe('newsSinceLastLogin on the client resource', () => {
  /** The flag the client resource carries for this login (of `clientId`, else the user's own client). */
  async function flag(username: string, clientId?: number, viewer?: (cookie: string) => Promise<string>): Promise<boolean> {
    const own = await t.handle.db.selectFrom('users').select('client_id').where('username', '=', username).executeTakeFirstOrThrow();
    clientId ??= own.client_id!;
    let cookie = await loginCookie(t.app, username);
    if (viewer) cookie = await viewer(cookie);
    const response = await get(href(routes.client, { clientId }), cookie);
    expect(response.statusCode).toBe(200);
    return clientResource.strict().parse(response.json()).newsSinceLastLogin;
  }

  it('is true when the newest item is later than the previous login (demo.client: 12 days ago, news 3 days ago)', async () => {
    expect(await flag('demo.client@example.com', 1000010001)).toBe(true);
  });

  it('is false when the previous login is later than the newest item (big.client: 2 days ago), and on the next login', async () => {
    expect(await flag('big.client@example.com')).toBe(false);
    // The login above is now the previous one, later than every item.
    expect(await flag('david.morgan@example.com', 1000010002)).toBe(true);
    expect(await flag('david.morgan@example.com', 1000010002)).toBe(false);
  });

  it('is false on a first login (the welcome shows instead) and for an impersonating adviser', async () => {
    // The client resource is served only once the terms are accepted (review L10); accepting is no login.
    await t.handle.db.updateTable('users').set({ terms_accepted: true }).where('username', '=', 'new.client@example.com').execute();
    expect(await flag('new.client@example.com')).toBe(false);
    const viewing = async (cookie: string) =>
      sessionCookie(await get(href(routes.impersonateUser, { clientId: 1000010001 }), cookie)) ?? cookie;
    expect(await flag('demo.adviser@example.com', 1000010001, viewing)).toBe(false);
  });
});
