/**
 * Live support: message latency client → agent with 100 open conversations (100 visitors, each with
 * its event stream open, all claimed by one agent): from the client's POST to the agent's WebSocket
 * receiving the message (insert, NOTIFY, LISTEN, fan-out). Each visitor first enters the code e-mailed
 * to them (review M8), read from an SMTP server of the bench's own on 127.0.0.1 (the production server
 * keeps no outbox route). Prints figures only.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { WebSocket } from 'ws';
import { href, routes } from '@portal/api';
import type { SupportConversation, SupportEvent, SupportStartAnswer } from '@portal/api';
import { figure, loginCookie, median, percentile, startServer } from './harness.ts';

const CONVERSATIONS = 100;
const ROUNDS = 5;

// The codes the server e-mails, by recipient: a plain local relay (no TLS, no login).
const codes = new Map<string, string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let data = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (data += chunk));
    stream.on('end', () => {
      const code = /live support code is: (\d+)/.exec(data)?.[1];
      for (const to of session.envelope.rcptTo) if (code) codes.set(to.address, code);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const code = codes.get(email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no code mailed to ${email}`);
}

// A fresh copy of the seeded template of its own (harness.ts): other benches may run at the same time.
const server = await startServer({
  env: { PORTAL_SUPPORT_ALWAYS_OPEN: '1', TRUST_PROXY: '1', SMTP_URL: `smtp://127.0.0.1:${smtpPort}?starttls=optional` },
});
const sockets: WebSocket[] = [];

function openEvents(cookie: string, onEvent: (event: SupportEvent) => void): Promise<WebSocket> {
  const socket = new WebSocket(server.baseUrl.replace(/^http/, 'ws') + routes.supportEvents.path, {
    headers: { cookie, origin: server.baseUrl },
  });
  sockets.push(socket);
  socket.on('message', (data) => onEvent(JSON.parse(String(data)) as SupportEvent));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function post<T>(path: string, cookie: string | null, body: unknown, from?: string): Promise<{ body: T; setCookie: string | null }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    // Node's fetch sends no Origin: say it, as a browser would (writes fail closed without it). Each
    // visitor comes from its own address (the server limits visitor starts per source, review M8).
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      ...(cookie ? { cookie } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return { body: (await res.json()) as T, setCookie: res.headers.get('set-cookie') };
}

try {
  const agent = await loginCookie(server.baseUrl, 'support.agent@example.com');
  const arrivals = new Map<string, number>();
  await openEvents(agent, (event) => {
    if (event.type === 'message') arrivals.set(event.message.text, performance.now());
  });

  // 100 visitors start conversations and keep their event streams open; the agent claims each.
  const visitors: Array<{ cookie: string; conversationId: number }> = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const email = `v${i}@example.org`;
    const { setCookie } = await post<SupportStartAnswer>(
      routes.supportStart.path,
      null,
      { name: `Visitor ${i}`, email },
      `10.7.${i >> 8}.${i & 255}`,
    );
    const cookie = /(?:__Host-)?portal_chat=[^;]+/.exec(setCookie ?? '')?.[0];
    if (!cookie) throw new Error('no chat cookie');
    const { body } = await post<SupportConversation>(routes.supportVerifyEmail.path, cookie, { code: await codeFor(email) });
    await openEvents(cookie, () => undefined);
    await post(href(routes.supportClaim, { conversationId: body.conversationId }), agent, {});
    visitors.push({ cookie, conversationId: body.conversationId });
  }

  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    for (const [i, visitor] of visitors.entries()) {
      const text = `round ${round} visitor ${i}`;
      const t0 = performance.now();
      await post(href(routes.supportSend, { conversationId: visitor.conversationId }), visitor.cookie, { text });
      while (!arrivals.has(text)) {
        if (performance.now() - t0 > 5000) throw new Error(`message not delivered: ${text}`);
        await new Promise((r) => setImmediate(r));
      }
      // The first round warms up (JIT, query plans).
      if (round > 0) latencies.push(arrivals.get(text)! - t0);
    }
  }
  console.log(`Live support, ${CONVERSATIONS} open conversations (${sockets.length} WebSockets), ${latencies.length} messages`);
  figure('Message latency client → agent (median)', median(latencies), 'ms');
  figure('Message latency client → agent (p99)', percentile(latencies, 99), 'ms');
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
