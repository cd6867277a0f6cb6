/**
 * Errors tracked for real (issue 29 item 4), server side: a local ingest endpoint that speaks
 * Sentry's envelope protocol (as Sentry and GlitchTip do) receives a thrown server error through the
 * SDK, with the release, environment, route and request id, and without the session id, the password
 * or any number from the message. Without a DSN nothing is loaded or sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, routes } from '@portal/api';
import type { ErrorEvent } from '@sentry/node';
import { PASSWORD, createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

interface Envelope {
  path: string;
  raw: string;
  items: Array<{ header: { type: string }; payload: unknown }>;
}

const received: Envelope[] = [];
let ingest: Server;
let t: TestApp;

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(data) : data).toString('utf8');
}

/** An envelope: a header line, then for each item a header line and its payload line. */
function parseEnvelope(path: string, raw: string): Envelope {
  const lines = raw.split('\n').filter((line) => line !== '');
  const items: Envelope['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2)
    items.push({ header: JSON.parse(lines[i]!) as { type: string }, payload: JSON.parse(lines[i + 1]!) as unknown });
  return { path, raw, items };
}

beforeAll(async () => {
  ingest = createServer((request, response) => {
    void body(request).then((raw) => {
      received.push(parseEnvelope(request.url ?? '', raw));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => ingest.listen(0, '127.0.0.1', done));
  const { port } = ingest.address() as AddressInfo;
  t = await createTestApp({
    errorTracking: {
      dsn: `http://publickey@127.0.0.1:${port}/42`,
      environment: 'pre-production',
      release: 'portal@9.9.9+test',
      tracesSampleRate: 0,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((done) => ingest?.close(done));
});

describe('a thrown server error', () => {
  it('arrives at the ingest endpoint with release, environment, route and request id, and scrubbed', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    // A real failure inside a handler: the table the news route reads is gone.
    await sql`DROP TABLE news_items CASCADE`.execute(t.handle.db);
    const response = await t.app.inject({ method: 'GET', url: href(routes.newsFeed, {}), headers: { cookie } });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];

    await expect.poll(() => received.flatMap((e) => e.items).some((i) => i.header.type === 'event'), { timeout: 15_000 }).toBe(true);
    const envelope = received.find((e) => e.items.some((i) => i.header.type === 'event'))!;
    expect(envelope.path).toMatch(/^\/api\/42\/envelope\//);
    const event = envelope.items.find((i) => i.header.type === 'event')!.payload as ErrorEvent;
    expect(event.release).toBe('portal@9.9.9+test');
    expect(event.environment).toBe('pre-production');
    expect(event.tags).toMatchObject({ route: routes.newsFeed.path, method: 'GET', request_id: requestId });
    const exception = event.exception!.values!.at(-1)!;
    expect(exception.value).toContain('news_items');
    // The stack names our source files (here the embedded database's worker client, which revives
    // the database's error in this process).
    expect(exception.stacktrace!.frames!.some((f) => /apps\/server\/src\/.+\.ts$/.test(f.filename ?? ''))).toBe(true);
    // Nothing of the request: no session id, no cookie, no password.
    const sessionId = cookie.slice(cookie.indexOf('=') + 1);
    expect(envelope.raw).not.toContain(sessionId);
    expect(envelope.raw).not.toContain(PASSWORD);
    expect(envelope.raw).not.toMatch(/portal_sid|"cookies"|"request"/);
  });

  it('is reported each time, and a handled error (a 401) is not', async () => {
    const events = () =>
      received
        .flatMap((e) => e.items)
        .filter((i) => i.header.type === 'event')
        .map((i) => i.payload as ErrorEvent);
    const before = events().length;
    expect((await t.app.inject({ method: 'GET', url: href(routes.newsFeed, {}) })).statusCode).toBe(401);
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const failed = await t.app.inject({ method: 'GET', url: href(routes.newsFeed, {}), headers: { cookie } });
    expect(failed.statusCode).toBe(500);
    // The second failure arrives too (sent after the 401, which would have been sent first).
    await expect.poll(() => events().some((e) => e.tags?.request_id === failed.headers['x-request-id']), { timeout: 15_000 }).toBe(true);
    expect(
      events()
        .slice(before)
        .map((e) => e.tags?.request_id),
    ).toEqual([failed.headers['x-request-id']]);
  });
});

describe('the browser’s half', () => {
  it('is handed the DSN, release, environment and trace sampling, and the CSP lets it send to the DSN’s origin only', async () => {
    const { port } = ingest.address() as AddressInfo;
    const settings = await t.app.inject({ method: 'GET', url: href(routes.errorTracking, {}) });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      sentry: {
        dsn: `http://publickey@127.0.0.1:${port}/42`,
        release: 'portal@9.9.9+test',
        environment: 'pre-production',
        tracesSampleRate: 0,
      },
    });
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' http://127.0.0.1:${port};`);
  });
});

describe('without a DSN', () => {
  it('loads no SDK and has no tracker; the browser is told to use the error log, and the CSP connects to this origin only', async () => {
    const plain = await createTestApp({}, t.handle);
    try {
      expect(plain.app.errorTracker).toBeNull();
      expect((await plain.app.inject({ method: 'GET', url: href(routes.errorTracking, {}) })).json()).toEqual({ sentry: null });
      const page = await plain.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).toContain(`connect-src 'self';`);
    } finally {
      await plain.close();
    }
  });
});
