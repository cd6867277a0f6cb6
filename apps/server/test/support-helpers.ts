/** Live support test helpers: a time inside support hours, JSON calls with a cookie, WebSockets that collect events. */
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { routes } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { SupportEvent } from '@portal/api';
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
