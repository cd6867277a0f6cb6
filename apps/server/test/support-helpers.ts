/** Live support test helpers: a time inside support hours, JSON calls with a cookie, WebSockets that collect events. */
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { routes, supportConversation, supportEmailCheck } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SupportConversation, SupportEvent } from '@portal/api';
import type { Database } from '../src/db/schema.ts';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** Tuesday 24 November 2026, 10:00 London (GMT): support is open. */
export const OPEN_TIME = new Date('2026-11-24T10:00:00Z');
/** The same Tuesday at 18:00: closed. */
export const CLOSED_TIME = new Date('2026-11-24T18:00:00Z');

export function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

/** The newest live support code e-mailed to `to` (the outbox: tests run without SMTP). */
export async function codeMailedTo(db: Kysely<Database>, to: string): Promise<string> {
  const mail = await db
    .selectFrom('outbox')
    .select('body')
    .where('to_address', '=', to)
    .orderBy('message_id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /live support code is: (\d{6})/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no live support code for ${to}`);
  return code;
}

/**
 * A visitor from `remoteAddress` who checks their e-mail and opens a conversation (review M8): the start
 * answers the e-mail check and the chat cookie, the code from the outbox opens it.
 */
export async function openVisitorConversation(
  app: FastifyInstance,
  db: Kysely<Database>,
  details: { name: string; email: string },
  remoteAddress = '127.0.0.1',
): Promise<{ cookie: string; conversation: SupportConversation }> {
  const started = await app.inject({
    method: 'POST',
    url: routes.supportStart.path,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(details),
  });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  supportEmailCheck.parse(started.json());
  const chat = started.cookies.find((c) => c.name.endsWith('portal_chat'));
  if (!chat) throw new Error('no chat cookie');
  const cookie = `${chat.name}=${chat.value}`;
  const verified = await call(app, 'POST', routes.supportVerifyEmail.path, cookie, { code: await codeMailedTo(db, details.email) });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { cookie, conversation: supportConversation.parse(verified.json()) };
}

export interface EventSocket {
  socket: WebSocket;
  events: SupportEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: SupportEvent) => boolean, timeoutMs?: number): Promise<SupportEvent>;
  close(): void;
}

/** Opens the event stream of a listening app as a browser would (Origin + cookie). */
export function openEvents(baseUrl: string, path: string, headers: Record<string, string>): Promise<EventSocket> {
  const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + path, { headers });
  const events: SupportEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as SupportEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const api: EventSocket = {
    socket,
    events,
    async next(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(api));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Two app instances on one database, both listening (a client on one, the agent on the other), closed after the file. */
export interface SupportPair {
  a: TestApp;
  b: TestApp;
  urlA: string;
  urlB: string;
  /** Opens the event stream on an instance as a browser on that origin would; closed after the file. */
  events(baseUrl: string, cookie: string): Promise<EventSocket>;
}

export function supportPair(): SupportPair {
  const sockets: EventSocket[] = [];
  const pair = {
    events: async (baseUrl: string, cookie: string) => {
      const socket = await openEvents(baseUrl, routes.supportEvents.path, { cookie, origin: baseUrl });
      sockets.push(socket);
      return socket;
    },
  } as SupportPair;
  beforeAll(async () => {
    pair.a = await createTestApp({ now: () => OPEN_TIME });
    pair.b = await createTestApp({ now: () => OPEN_TIME }, pair.a.handle);
    pair.urlA = await pair.a.app.listen({ port: 0, host: '127.0.0.1' });
    pair.urlB = await pair.b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await pair.b?.close();
    await pair.a?.close();
  });
  return pair;
}
