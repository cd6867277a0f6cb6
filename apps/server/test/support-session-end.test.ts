/**
 * An open support WebSocket does not outlive its session: a logout (on this or another instance) or a
 * password change that ends the session closes it, and the stream refuses the ended cookie afterwards;
 * so does a session that idled out or outlived its absolute limit, a locked user, an agent whose
 * support role was taken away (review L1) — looked at on every ping and whenever any session ends.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '@portal/api';
import { SESSION_ENDED } from '../src/features/support/hub.ts';
import { PASSWORD, loginCookie, sessionCookie } from './helpers.ts';
import { OPEN_TIME, call, openEvents, supportPair } from './support-helpers.ts';
import type { EventSocket } from './support-helpers.ts';

const pair = supportPair();
const EVENTS = routes.supportEvents.path;
/** The close code the server sent, or 'open' if the socket is still open after the wait. */
function closeCode(s: EventSocket, waitMs = 3000): Promise<number | 'open'> {
  if (s.socket.readyState === s.socket.CLOSED) return Promise.resolve(-1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), waitMs);
    s.socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('support sockets and the session behind them', () => {
  it('a logout on another instance closes the socket, and the ended cookie cannot open a new one', async () => {
    const cookie = await loginCookie(pair.a.app, 'demo.client@example.com');
    const stream = await pair.events(pair.urlB, cookie);
    const bystander = await pair.events(pair.urlB, await loginCookie(pair.b.app, 'solo.client@example.com'));
    const closed = closeCode(stream);
    expect((await call(pair.a.app, 'GET', routes.logout.path, cookie)).statusCode).toBeLessThan(400);
    expect(await closed).toBe(SESSION_ENDED);
    await expect(openEvents(pair.urlB, EVENTS, { cookie, origin: pair.urlB })).rejects.toThrow('HTTP 401');
    // Another session's socket stays open.
    expect(await closeCode(bystander, 300)).toBe('open');
  });

  it('a password change closes the sockets of the user’s other sessions; the session that changed it goes on under its new id', async () => {
    const mine = await loginCookie(pair.a.app, 'big.client@example.com');
    const other = await loginCookie(pair.b.app, 'big.client@example.com');
    const mineStream = await pair.events(pair.urlA, mine);
    const otherStream = await pair.events(pair.urlB, other);
    const otherClosed = closeCode(otherStream);
    const mineClosed = closeCode(mineStream);
    const changed = await call(pair.a.app, 'POST', routes.changePassword.path, mine, { password: PASSWORD, newPassword: 'Amber*Lantern9' });
    expect(changed.statusCode).toBe(200);
    expect(await otherClosed).toBe(SESSION_ENDED);
    // A password change gives the session a new id (review L9): the socket opened under the old one
    // closes with it, and the chat's events actor reconnects on a close it did not ask for, now with
    // the new cookie — which holds.
    expect(await mineClosed).toBe(SESSION_ENDED);
    const renewed = sessionCookie(changed);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(mine);
    const reconnected = await pair.events(pair.urlA, renewed!);
    expect(await closeCode(reconnected, 300)).toBe('open');
  });

  it('an agent’s logout on the same instance closes the agent’s console socket', async () => {
    const agent = await loginCookie(pair.a.app, 'support.agent@example.com');
    const stream = await pair.events(pair.urlA, agent);
    const closed = closeCode(stream);
    await call(pair.a.app, 'GET', routes.logout.path, agent);
    expect(await closed).toBe(SESSION_ENDED);
  });

  it('an idled-out or too old session, a locked user and an agent without the support role lose their sockets (review L1)', async () => {
    const db = pair.a.handle.db;
    const { idleSeconds, absoluteSeconds } = pair.a.app.config.session;
    const ago = (seconds: number) => new Date(OPEN_TIME.getTime() - seconds * 1000 - 1000);
    const idle = await loginCookie(pair.a.app, 'david.morgan@example.com');
    const old = await loginCookie(pair.a.app, 'new.client@example.com');
    const locked = await loginCookie(pair.a.app, '1000010031');
    const agent = await loginCookie(pair.a.app, 'support.agent@example.com');
    const streams = await Promise.all([idle, old, locked, agent].map((cookie) => pair.events(pair.urlA, cookie)));
    const closed = streams.map((stream) => closeCode(stream));
    const userOf = (username: string) => db.selectFrom('user_aliases').select('user_id').where('alias', '=', username);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: ago(idleSeconds) })
      .where('user_id', 'in', userOf('david.morgan@example.com'))
      .execute();
    await db
      .updateTable('sessions')
      .set({ authenticated_at: ago(absoluteSeconds) })
      .where('user_id', 'in', userOf('new.client@example.com'))
      .execute();
    await db.updateTable('users').set({ locked_at: OPEN_TIME }).where('user_id', 'in', userOf('1000010031')).execute();
    // A support-only login must keep the role (users_check): the agent moves to adviser duties instead.
    await db
      .updateTable('users')
      .set({ roles: ['sonata-agent'], adviser_id: 200000101 })
      .where('user_id', 'in', userOf('support.agent@example.com'))
      .execute();
    // No HTTP call with these cookies: the sockets are looked at again (here after someone else's logout).
    const bystander = await loginCookie(pair.a.app, 'solo.client@example.com');
    await call(pair.a.app, 'GET', routes.logout.path, bystander);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED, SESSION_ENDED, SESSION_ENDED]);
  });
});
