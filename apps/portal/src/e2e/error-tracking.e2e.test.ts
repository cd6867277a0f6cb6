/**
 * Browser errors tracked for real (issue 29 item 4): the real server, started with SENTRY_DSN pointing
 * at a local ingest endpoint that speaks Sentry's envelope protocol, hands the built portal its DSN at
 * run time; in Chromium a thrown error and the spec's not-found report arrive through the Sentry SDK,
 * with the server's release and environment, the route and the error code, and without the password,
 * the session id, the codes or the amounts the page or the error held. The CSP allowed the ingest
 * origin (no violation), and the build's source maps exist but are never served.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { href, routes } from '@portal/api';
import type { ErrorTrackingSettings } from '@portal/api';
import { notFoundTexts } from '@portal/domain';
import { launchBrowser } from './browser.ts';
import { DEMO_PASSWORD, logIn } from './session.ts';
import { startSupportServer, type SupportServer } from './support-server.ts';

const distDir = process.env.E2E_PORTAL_DIST ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

interface SentryEvent {
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  request?: unknown;
  user?: unknown;
  exception?: { values?: Array<{ type?: string; value?: string; stacktrace?: { frames?: Array<{ filename?: string }> } }> };
}
interface Envelope {
  path: string;
  origin: string | undefined;
  raw: string;
  events: SentryEvent[];
}

const received: Envelope[] = [];
let ingest: Server;
let ingestOrigin: string;
let server: SupportServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: string[] = [];
const errorLogPosts: string[] = [];

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(data) : data).toString('utf8');
}

/** An envelope: a header line, then for each item a header line and its payload line. */
function parseEnvelope(raw: string): SentryEvent[] {
  const lines = raw.split('\n').filter((line) => line !== '');
  const events: SentryEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2)
    if ((JSON.parse(lines[i]!) as { type: string }).type === 'event') events.push(JSON.parse(lines[i + 1]!) as SentryEvent);
  return events;
}

const events = () => received.flatMap((envelope) => envelope.events);

beforeAll(async () => {
  // Sentry's ingest answers any origin (the SDK posts cross-origin from the page).
  ingest = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    void body(request).then((raw) => {
      received.push({ path: request.url ?? '', origin: request.headers.origin, raw, events: parseEnvelope(raw) });
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => ingest.listen(0, '127.0.0.1', done));
  ingestOrigin = `http://127.0.0.1:${(ingest.address() as AddressInfo).port}`;
  server = await startSupportServer({
    SENTRY_DSN: `${ingestOrigin.replace('//', '//publickey@')}/42`,
    SENTRY_ENVIRONMENT: 'pre-production',
  });
  browser = await launchBrowser();
  context = await browser.newContext();
  // Every CSP violation the page sees, whichever directive.
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().includes(routes.errorLog.path)) errorLogPosts.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await new Promise((done) => ingest?.close(done));
});

describe('browser errors with SENTRY_DSN set', () => {
  it('the server hands the browser its DSN and settings, and the CSP allows exactly the ingest origin', async () => {
    const settings = (await (await fetch(`${server.baseUrl}${href(routes.errorTracking, {})}`)).json()) as ErrorTrackingSettings;
    expect(settings.sentry).toEqual({
      dsn: `${ingestOrigin.replace('//', '//publickey@')}/42`,
      release: 'portal@dev', // the server runs from source here (apps/server/src/release.ts)
      environment: 'pre-production',
      tracesSampleRate: 0, // spec §9: none in pre-production
    });
    const csp = (await fetch(`${server.baseUrl}/login`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy');
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${ingestOrigin.replace(/[.:/]/g, '\\$&')};`));
  });

  it('a thrown error arrives scrubbed, with release, environment, route and error code, and no CSP violation', async () => {
    await logIn(page, server.baseUrl, 'demo.client@example.com');
    await page.waitForURL(/\/client\//);
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_sid');
    expect(cookie).toBeDefined();
    // A real uncaught error in the portal's page: the portal's runtime handler reports it.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('payment of £1,234.56 with code 482913 failed');
      });
    });
    await expect.poll(() => events().some((e) => e.tags?.context === 'runtime'), { timeout: 20_000 }).toBe(true);
    const envelope = received.find((e) => e.events.some((event) => event.tags?.context === 'runtime'))!;
    const event = envelope.events[0]!;
    expect(envelope.path).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    expect(envelope.origin).toBe(server.baseUrl);
    expect(event.release).toBe('portal@dev');
    expect(event.environment).toBe('pre-production');
    expect(event.tags).toMatchObject({ route: new URL(page.url()).pathname, context: 'runtime' });
    expect(event.tags?.error_code).toMatch(/^\d{4}$/);
    const exception = event.exception!.values!.at(-1)!;
    expect(exception).toMatchObject({ type: 'TypeError', value: 'payment of [n] with code [n] failed' });
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();
    for (const secret of [DEMO_PASSWORD, cookie!.value, '482913', '1,234.56']) expect(envelope.raw).not.toContain(secret);
    expect(violations).toEqual([]);
  });

  it('the not-found page’s report is one such event, with the route’s ids and the query left out', async () => {
    await page.goto(`${server.baseUrl}/client/no-such-page-777123?code=482913`);
    await page.getByRole('heading', { level: 1, name: notFoundTexts.heading }).waitFor();
    await expect.poll(() => events().some((e) => e.tags?.context === 'not-found'), { timeout: 20_000 }).toBe(true);
    const envelope = received.find((e) => e.events.some((event) => event.tags?.context === 'not-found'))!;
    const event = envelope.events[0]!;
    expect(event.release).toBe('portal@dev');
    expect(event.environment).toBe('pre-production');
    expect(event.tags).toMatchObject({ route: '/client/[n]', context: 'not-found' });
    // The message's status stays; the address, a long run of letters and digits, goes like a token.
    expect(event.exception!.values!.at(-1)!.value).toBe('[n] [redacted]');
    expect(envelope.raw).not.toMatch(/777123|482913/);
    // The stack names the built scripts, whose source maps the build wrote and the server never serves.
    const script = event
      .exception!.values!.at(-1)!
      .stacktrace!.frames!.map((f) => f.filename ?? '')
      .find((f) => /\/assets\/.+\.js$/.test(f));
    expect(script).toBeDefined();
    const asset = new URL(script!).pathname;
    expect(existsSync(join(distDir, `${asset}.map`))).toBe(true);
    expect((await fetch(`${server.baseUrl}${asset}.map`)).status).toBe(404);
    // One path per report: nothing went to the server's error log.
    expect(errorLogPosts).toEqual([]);
    expect(violations).toEqual([]);
  });
});
