/**
 * An open support WebSocket does not outlive its session: a logout (on this or another instance) or a
 * password change that ends the session closes it, and the stream refuses the ended cookie afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@portal/api';
import { SESSION_ENDED } from '../src/features/support/hub.ts';
import { PASSWORD, createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { OPEN_TIME, call, openEvents } from './support-helpers.ts';
import type { EventSocket } from './support-helpers.ts';

let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const sockets: EventSocket[] = [];
beforeAll(async () => {
  a = await createTestApp({ now: () => OPEN_TIME });
  b = await createTestApp({ now: () => OPEN_TIME }, a.handle);
  urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await b?.close();
  await a?.close();
});

const EVENTS = routes.supportEvents.path;
async function events(baseUrl: string, cookie: string) {
  const socket = await openEvents(baseUrl, EVENTS, { cookie, origin: baseUrl });
  sockets.push(socket);
  return socket;
}
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
    const cookie = await loginCookie(a.app, 'demo.client@example.com');
    const stream = await events(urlB, cookie);
    const bystander = await events(urlB, await loginCookie(b.app, 'solo.client@example.com'));
    const closed = closeCode(stream);
    expect((await call(a.app, 'GET', routes.logout.path, cookie)).statusCode).toBeLessThan(400);
    expect(await closed).toBe(SESSION_ENDED);
    await expect(openEvents(urlB, EVENTS, { cookie, origin: urlB })).rejects.toThrow('HTTP 401');
    // Another session's socket stays open.
    expect(await closeCode(bystander, 300)).toBe('open');
  });

  it('a password change closes the sockets of the user’s other sessions, not of the session that changed it', async () => {
    const mine = await loginCookie(a.app, 'big.client@example.com');
    const other = await loginCookie(b.app, 'big.client@example.com');
    const mineStream = await events(urlA, mine);
    const otherStream = await events(urlB, other);
    const otherClosed = closeCode(otherStream);
    const changed = await call(a.app, 'POST', routes.changePassword.path, mine, { password: PASSWORD, newPassword: 'Amber*Lantern9' });
    expect(changed.statusCode).toBe(200);
    expect(await otherClosed).toBe(SESSION_ENDED);
    expect(await closeCode(mineStream, 300)).toBe('open');
  });

  it('an agent’s logout on the same instance closes the agent’s console socket', async () => {
    const agent = await loginCookie(a.app, 'support.agent@example.com');
    const stream = await events(urlA, agent);
    const closed = closeCode(stream);
    await call(a.app, 'GET', routes.logout.path, agent);
    expect(await closed).toBe(SESSION_ENDED);
  });
});
