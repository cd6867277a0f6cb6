// The session plugin's rules (SECURITY.md; ASVS 7.2, 7.3, 3.3): a 256-bit random id in an HttpOnly,
// SameSite=Lax cookie (Secure in production, with __Host- or over https), only its SHA-256 stored, a new
// id at every login, 15 minutes idle and 12 hours absolute, and writes dropping the cached sessions they
// may have changed. On a bare Fastify over an in-memory sessions table (testing/session-app.ts).
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_AGENT } from '@portal/api';
import { sessionApp, sessionAppPaths, sessionRowsFake } from './testing/session-app.ts';
import type { SessionAppOptions } from './testing/session-app.ts';

const table = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof sessionRowsFake> }));
vi.mock('./session-rows.ts', () => ({
  liveSessionRows: (...a: [unknown, string[], Date, Date]) => table.current.liveSessionRows(...a),
  touchSession: (...a: [unknown, string, Date, Date, Date]) => table.current.touchSession(...a),
  deleteSession: (...a: [unknown, string]) => table.current.deleteSession(...a),
  deleteIdleSessions: (...a: [unknown, Date]) => table.current.deleteIdleSessions(...a),
  insertSession: (...a: [unknown, { idHash: string; userId: number; now: Date; authenticatedAt?: Date; data: string }]) =>
    table.current.insertSession(...a),
}));
const { default: sessionPlugin } = await import('./session.ts');

const sha256 = (id: string) => createHash('sha256').update(id).digest('base64url');
let t: Awaited<ReturnType<typeof sessionApp>>;
const build = async (options?: SessionAppOptions) => {
  t = await sessionApp(sessionPlugin, options);
};

beforeEach(async () => {
  table.current = sessionRowsFake();
  table.current.users.set(1, {
    userId: 1,
    username: 'jane',
    clientId: 7,
    adviserId: null,
    roles: ['r'],
    termsAccepted: true,
    locked: false,
  });
  table.current.users.set(2, {
    userId: 2,
    username: 'adv',
    clientId: null,
    adviserId: 3,
    roles: [ROLE_AGENT],
    termsAccepted: true,
    locked: false,
  });
  await build();
});

async function login(userId = 1, cookie?: string, data?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: sessionAppPaths.login,
    payload: { userId, data },
    cookies: cookie ? { portal_sid: cookie } : {},
  });
  const set = response.cookies.find((c) => c.name === 'portal_sid')!;
  return { response, id: set.value, set };
}
const me = async (id?: string, url: string = sessionAppPaths.me) => {
  const response = await t.app.inject({ method: 'GET', url, cookies: id ? { portal_sid: id } : {} });
  return { session: response.json().session, set: response.cookies.find((c) => c.name === 'portal_sid') };
};
const changes = () => t.invalidations.filter((c) => Object.keys(c).length > 0);

describe('session plugin', () => {
  it('starts a session with a 256-bit random id in an HttpOnly, SameSite=Lax cookie, storing only its SHA-256', async () => {
    const { id, set } = await login(1, undefined, { previousLogin: '2026-03-01T08:00:00.000Z' });
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 900 });
    expect(set.secure).toBeUndefined();
    expect(table.current.rows).toEqual([
      {
        id_hash: sha256(id),
        user_id: 1,
        created_at: t.clock.now,
        authenticated_at: t.clock.now,
        last_seen_at: t.clock.now,
        data: { previousLogin: '2026-03-01T08:00:00.000Z' },
      },
    ]);
    expect((await login()).id).not.toBe(id);
  });

  it('marks the cookie Secure in production, under a __Host- name and over https', async () => {
    await build({ secureCookies: true });
    expect((await login()).set.secure).toBe(true);
    await build({ cookieName: '__Host-portal_sid' });
    const hostCookie = await t.app.inject({ method: 'POST', url: sessionAppPaths.login, payload: { userId: 1 } });
    expect(hostCookie.cookies[0]).toMatchObject({ name: '__Host-portal_sid', secure: true });
    await build({ trustProxy: true });
    const https = await t.app.inject({
      method: 'POST',
      url: sessionAppPaths.login,
      payload: { userId: 1 },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.cookies[0]!.secure).toBe(true);
  });

  it('loads the session for /nui calls only, and re-sends the cookie with a fresh Max-Age when the idle timeout slides', async () => {
    const { id } = await login(1, undefined, { previousLogin: null, impersonatedClientId: null });
    const createdAt = t.clock.now.toISOString();
    // Within a minute of the last slide nothing moved: the browser's cookie already expires with the session.
    expect(await me(id)).toMatchObject({ session: { idHash: sha256(id) }, set: undefined });
    // …whether the session comes from the table (above) or from the cache.
    expect(await me(id)).toMatchObject({ session: { idHash: sha256(id) }, set: undefined });
    t.advance(59);
    expect((await me(id)).set).toBeUndefined();
    t.advance(1);
    const { session, set } = await me(id);
    expect(session).toEqual({
      idHash: sha256(id),
      createdAt,
      authenticatedAt: createdAt,
      data: { previousLogin: null, impersonatedClientId: null },
      user: { userId: 1, username: 'jane', clientId: 7, adviserId: null, roles: ['r'], termsAccepted: true },
    });
    expect(set).toMatchObject({ value: id, maxAge: 900, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await me(id, sessionAppPaths.otherMe)).toEqual({ session: null, set: undefined });
    expect(await me()).toEqual({ session: null, set: undefined });
  });

  it('refuses a made-up cookie and clears it, telling no other instance (no row went)', async () => {
    const { session, set } = await me('made-up');
    expect(session).toBeNull();
    expect(set).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(set!.expires!.getTime()).toBe(0);
    expect(changes()).toEqual([]);
  });

  it('ends a session idle 15 minutes: row deleted, cookie cleared, every instance told', async () => {
    const { id } = await login();
    t.advance(899);
    expect((await me(id)).session?.user.userId).toBe(1);
    t.advance(899);
    expect((await me(id)).session?.user.userId).toBe(1);
    t.advance(900);
    const { session, set } = await me(id);
    expect(session).toBeNull();
    expect(set!.value).toBe('');
    expect(table.current.rows).toEqual([]);
    expect(changes()).toContainEqual({ sessions: [sha256(id)] });
  });

  it('ends a session 12 hours after login however active it is', async () => {
    const { id } = await login();
    for (let minutes = 10; minutes < 720; minutes += 10) {
      t.advance(600);
      expect((await me(id)).session, `${minutes} min`).not.toBeNull();
    }
    t.advance(600);
    expect((await me(id)).session).toBeNull();
  });

  it('writes last_seen_at at most once a minute, and only while the session is live', async () => {
    const { id } = await login();
    const started = t.clock.now;
    t.advance(59);
    await me(id);
    expect(table.current.rows[0]!.last_seen_at).toEqual(started);
    expect(table.current.calls.filter((c) => c === 'touch')).toEqual([]);
    t.advance(1);
    await me(id);
    expect(table.current.rows[0]!.last_seen_at).toEqual(t.clock.now);
  });

  it('writes last_seen_at when a session read from the table was last written a minute ago or more', async () => {
    const { id } = await login();
    t.advance(60);
    await me(id);
    expect(table.current.rows[0]!.last_seen_at).toEqual(t.clock.now);
  });

  it('refuses a session whose user was locked or whose row went elsewhere, from the cache as from the table', async () => {
    const { id } = await login();
    await me(id);
    t.advance(61);
    table.current.users.get(1)!.locked = true;
    expect((await me(id)).session).toBeNull();
    table.current.users.get(1)!.locked = false;
    const second = await login();
    await me(second.id);
    table.current.rows.length = 0;
    // Within the cache's lifetime (2.5–5 s): still believed; past the touch interval: asked again, and gone.
    t.advance(2);
    expect((await me(second.id)).session).not.toBeNull();
    t.advance(60);
    expect((await me(second.id)).session).toBeNull();
  });

  it('checks idle and absolute limits on cached sessions too', async () => {
    // Limits shorter than the cache's lifetime (2.5–5 s), so the second read is a cache hit.
    await build({ idleSeconds: 2, absoluteSeconds: 100 });
    const { id } = await login();
    expect((await me(id)).session).not.toBeNull();
    t.advance(2);
    expect((await me(id)).session).toBeNull();
    await build({ idleSeconds: 100, absoluteSeconds: 2 });
    const other = await login();
    t.advance(1);
    expect((await me(other.id)).session).not.toBeNull();
    t.advance(1);
    expect((await me(other.id)).session).toBeNull();
    expect(table.current.calls.filter((c) => c.startsWith('select'))).toEqual(['select 1', 'select 1']);
  });

  it('answers a session from the cache without a query, and reads it again once the cache entry lapses', async () => {
    const { id } = await login();
    await me(id);
    await me(id);
    expect(table.current.calls.filter((c) => c.startsWith('select'))).toEqual(['select 1']);
    t.advance(6);
    await me(id);
    expect(table.current.calls.filter((c) => c.startsWith('select'))).toHaveLength(2);
  });

  it('replaces the presented session at login (a new id against fixation) and remembers whose it was', async () => {
    const first = await login();
    await me(first.id);
    const second = await login(2, first.id);
    expect(second.id).not.toBe(first.id);
    expect(second.response.json()).toEqual({ startedBy: 1 });
    expect(table.current.rows.map((r) => r.id_hash)).toEqual([sha256(second.id)]);
    expect(changes()).toContainEqual({ sessions: [sha256(first.id)] });
    expect((await me(first.id)).session).toBeNull();
    expect((await login(1)).response.json()).toEqual({ startedBy: null });
  });

  it('drops sessions idle past the timeout when someone logs in, and only those', async () => {
    await login();
    t.advance(901);
    await login(2);
    t.advance(10);
    await login(2);
    expect(table.current.rows.map((r) => r.user_id)).toEqual([2, 2]);
  });

  it('ends the session at logout: row gone, every instance told, cookie cleared, the user remembered', async () => {
    const { id } = await login();
    await me(id);
    const response = await t.app.inject({ method: 'GET', url: sessionAppPaths.logout, cookies: { portal_sid: id } });
    expect(response.json()).toEqual({ endedBy: 1 });
    expect(table.current.rows).toEqual([]);
    expect(changes()).toContainEqual({ sessions: [sha256(id)] });
    expect(response.cookies[0]).toMatchObject({ name: 'portal_sid', value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    const anonymous = await t.app.inject({ method: 'GET', url: sessionAppPaths.logout });
    expect(anonymous.json()).toEqual({ endedBy: null });
    expect(anonymous.cookies[0]).toMatchObject({ name: 'portal_sid', value: '' });
  });

  it("after a write drops the writer's cached sessions and its client's cached resource, before answering", async () => {
    const { id } = await login();
    t.invalidations.length = 0;
    await t.app.inject({ method: 'POST', url: sessionAppPaths.write, cookies: { portal_sid: id } });
    expect(changes()).toEqual([{ users: [1], clients: [7] }]);
    t.invalidations.length = 0;
    await t.app.inject({ method: 'GET', url: sessionAppPaths.me, cookies: { portal_sid: id } });
    await t.app.inject({ method: 'GET', url: sessionAppPaths.otherMe, cookies: { portal_sid: id } });
    await t.app.inject({ method: 'POST', url: sessionAppPaths.otherWrite, cookies: { portal_sid: id } });
    await t.app.inject({ method: 'POST', url: sessionAppPaths.otherWrite });
    expect(changes()).toEqual([]);
  });

  it("drops the impersonated client's resource after an adviser's write, and the user's sessions after a logout", async () => {
    const agent = await login(2, undefined, { previousLogin: null, impersonatedClientId: 9 });
    t.invalidations.length = 0;
    await t.app.inject({ method: 'POST', url: sessionAppPaths.write, cookies: { portal_sid: agent.id } });
    expect(changes()).toEqual([{ users: [2], clients: [9] }]);
    const plain = await login(2);
    t.invalidations.length = 0;
    await t.app.inject({ method: 'POST', url: sessionAppPaths.write, cookies: { portal_sid: plain.id } });
    expect(changes()).toEqual([{ users: [2] }]);
  });

  it('after an anonymous success that may change a user drops every cached session; not after a refusal or a login', async () => {
    await t.app.inject({ method: 'POST', url: `${sessionAppPaths.register}?fail=1` });
    await login();
    // Every login page asks for a passkey challenge: that must not empty every instance's cache.
    await t.app.inject({ method: 'POST', url: sessionAppPaths.challenge });
    expect(changes().filter((c) => c.allSessions)).toEqual([]);
    await t.app.inject({ method: 'POST', url: sessionAppPaths.register });
    expect(changes().filter((c) => c.allSessions)).toEqual([{ allSessions: true }]);
  });
});
