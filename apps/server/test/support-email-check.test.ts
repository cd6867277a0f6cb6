/**
 * Live support's anti-automation for visitors (security review M8): the e-mail check before a
 * visitor's conversation opens (a one-use code, hashed, five tries, ten minutes, three mails an address
 * an hour, never in the log), and the place in the queue a waiting conversation's owner is shown.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { href, routes, supportConversation, supportEmailCheck, supportQueue } from '@portal/api';
import { buildApp } from '../src/app.ts';
import { defaultConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { loginCookie, openTestDatabase, sameOriginByDefault } from './helpers.ts';
import { OPEN_TIME, call, codeMailedTo, openVisitorConversation } from './support-helpers.ts';
import { EMAIL_CHECK } from '../src/features/support/service.ts';

let now = OPEN_TIME;
/** Every line the app logs (at trace), to show no code reaches the log. */
const logLines: string[] = [];
let handle: DatabaseHandle;
let app: FastifyInstance;
let agent: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const config = defaultConfig({ now: () => now, login: { rateLimitMax: 1000, rateLimitWindowSeconds: 300, lockoutThreshold: 5 } });
  app = await buildApp({ db: handle.db, config, listen: handle.listen, logger: { level: 'trace', stream } });
  await app.ready();
  sameOriginByDefault(app);
  agent = await loginCookie(app, 'support.agent@example.com');
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
const t = {
  get app() {
    return app;
  },
  get handle() {
    return handle;
  },
};

let visitors = 0;
/** A new visitor (its own address and e-mail) asks to chat: the answer, its cookie and its e-mail. */
async function startVisitor(email = `check${++visitors}@example.org`) {
  const started = await t.app.inject({
    method: 'POST',
    url: routes.supportStart.path,
    remoteAddress: `198.18.0.${visitors % 250}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Cy Visitor', email }),
  });
  const chat = started.cookies.find((c) => c.name === 'portal_chat');
  return { started, email, cookie: chat ? `portal_chat=${chat.value}` : '' };
}

const verify = (cookie: string, code: string) => call(t.app, 'POST', routes.supportVerifyEmail.path, cookie, { code });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function queuedEmails(): Promise<string[]> {
  const queue = supportQueue.parse((await call(t.app, 'GET', routes.supportQueue.path, agent)).json());
  return queue.waiting.map((c) => c.visitorEmail ?? '');
}

describe('the e-mail check before a visitor conversation opens (review M8)', () => {
  it('e-mails a six-digit code, stores only its hash, and queues nothing until it comes back', async () => {
    const { started, email, cookie } = await startVisitor();
    expect(started.statusCode).toBe(200);
    const { emailCheck } = supportEmailCheck.strict().parse(started.json());
    expect(emailCheck).toEqual({ email, expiresAt: new Date(OPEN_TIME.getTime() + EMAIL_CHECK.ttlSeconds * 1000).toISOString() });
    const code = await codeMailedTo(t.handle.db, email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.handle.db
      .withTables<{ support_email_checks: { email: string; code_hash: string } }>()
      .selectFrom('support_email_checks')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    // Not in the agents' queue, and the visitor has no conversation yet.
    expect(await queuedEmails()).not.toContain(email);
    expect((await call(t.app, 'GET', routes.supportConversations.path, cookie)).json()).toEqual([]);

    const opened = await verify(cookie, code);
    expect(opened.statusCode).toBe(200);
    const conversation = supportConversation.strict().parse(opened.json());
    expect(conversation).toMatchObject({ status: 'waiting', visitorEmail: email, queuePosition: 1 });
    // Only now is it in the agents' queue; the code works once.
    expect(await queuedEmails()).toContain(email);
    const again = await verify(cookie, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'Invalid', errorCodes: ['Expired'] });
    // No code ever reaches the log.
    expect(logLines.join('')).toContain('mail recorded in the outbox');
    expect(logLines.join('')).not.toContain(code);
  });

  it('refuses a wrong or malformed code, and spends the code after five wrong tries', async () => {
    const { email, cookie } = await startVisitor();
    const code = await codeMailedTo(t.handle.db, email);
    const malformed = await verify(cookie, '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BadRequest' });
    for (let i = 0; i < EMAIL_CHECK.attempts - 1; i += 1) {
      const wrong = await verify(cookie, wrongOf(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'Invalid', errorCodes: ['Invalid'] });
    }
    // The fifth wrong try spends it: even the right code is refused afterwards.
    const fifth = await verify(cookie, wrongOf(code));
    expect(fifth.json()).toMatchObject({ errorCodes: ['Expired'] });
    expect((await verify(cookie, code)).json()).toMatchObject({ errorCodes: ['Expired'] });
    expect(await queuedEmails()).not.toContain(email);
    // Asking again mails a new code, which works (and the old one does not).
    const resent = await call(t.app, 'POST', routes.supportStart.path, cookie, { name: 'Cy Visitor', email });
    expect(supportEmailCheck.parse(resent.json()).emailCheck.email).toBe(email);
    const fresh = await codeMailedTo(t.handle.db, email);
    expect((await verify(cookie, fresh)).statusCode).toBe(200);
  });

  it('compares at most five of a burst of parallel wrong codes, then refuses the right one', async () => {
    const { email, cookie } = await startVisitor();
    const code = await codeMailedTo(t.handle.db, email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(cookie, wrongOf(code))));
    expect(answers.filter((a) => a.json().errorCodes?.[0] === 'Invalid')).toHaveLength(EMAIL_CHECK.attempts - 1);
    expect((await verify(cookie, code)).statusCode).toBe(409);
  });

  it('lets a code expire after ten minutes; a new code replaces the old one', async () => {
    const { email, cookie } = await startVisitor();
    const first = await codeMailedTo(t.handle.db, email);
    now = new Date(OPEN_TIME.getTime() + EMAIL_CHECK.ttlSeconds * 1000);
    try {
      expect((await verify(cookie, first)).json()).toMatchObject({ errorCodes: ['Expired'] });
      now = OPEN_TIME;
      await call(t.app, 'POST', routes.supportStart.path, cookie, { name: 'Cy Visitor', email });
      const second = await codeMailedTo(t.handle.db, email);
      expect((await verify(cookie, second)).statusCode).toBe(200);
    } finally {
      now = OPEN_TIME;
    }
  });

  it('mails one address at most three codes an hour (a victim is not flooded), then answers 429', async () => {
    const email = 'victim@example.org';
    for (let i = 0; i < EMAIL_CHECK.mailsPerAddressPerHour; i += 1) expect((await startVisitor(email)).started.statusCode).toBe(200);
    const refused = await startVisitor(email);
    expect(refused.started.statusCode).toBe(429);
    expect(refused.started.json()).toMatchObject({ code: 'RateLimited' });
  });

  it('lets a signed-in client start without a code (the address is known) and refuses it the check', async () => {
    const client = await loginCookie(t.app, 'big.client@example.com');
    const started = await call(t.app, 'POST', routes.supportStart.path, client, {});
    expect(supportConversation.parse(started.json()).status).toBe('waiting');
    expect((await verify(client, '123456')).statusCode).toBe(403);
    await call(
      t.app,
      'POST',
      href(routes.supportEnd, { conversationId: supportConversation.parse(started.json()).conversationId }),
      client,
    );
  });
});

describe('the place in the queue (review M8)', () => {
  it('is 1 for the next, counts signed-in clients first, and moves up as others are claimed or leave', async () => {
    // Whatever the earlier tests left waiting is claimed first: the queue starts empty.
    const before = supportQueue.parse((await call(t.app, 'GET', routes.supportQueue.path, agent)).json());
    for (const c of before.waiting) await call(t.app, 'POST', href(routes.supportClaim, { conversationId: c.conversationId }), agent);
    const open = (n: number) =>
      openVisitorConversation(t.app, t.handle.db, { name: `Q ${n}`, email: `queue${n}@example.org` }, `198.19.0.${n}`);
    const read = async (c: { conversationId: number }, cookie: string) =>
      supportConversation.parse(
        (await call(t.app, 'GET', href(routes.supportConversation, { conversationId: c.conversationId }), cookie)).json(),
      ).queuePosition;
    const first = await open(1);
    const second = await open(2);
    expect([first.conversation.queuePosition, second.conversation.queuePosition]).toEqual([1, 2]);
    // A signed-in client goes ahead of visitors.
    const client = await loginCookie(t.app, 'solo.client@example.com');
    const mine = supportConversation.parse((await call(t.app, 'POST', routes.supportStart.path, client, {})).json());
    expect(mine.queuePosition).toBe(1);
    expect(await read(first.conversation, first.cookie)).toBe(2);
    // Claimed: no place any more; the rest move up.
    await call(t.app, 'POST', href(routes.supportClaim, { conversationId: mine.conversationId }), agent);
    expect(await read(mine, client)).toBeNull();
    expect(await read(first.conversation, first.cookie)).toBe(1);
    // The first visitor leaves: the second is next.
    await call(t.app, 'POST', href(routes.supportEnd, { conversationId: first.conversation.conversationId }), first.cookie);
    expect(await read(second.conversation, second.cookie)).toBe(1);
    const queue = supportQueue.parse((await call(t.app, 'GET', routes.supportQueue.path, agent)).json());
    expect(queue.waiting.map((c) => c.conversationId)).toEqual([second.conversation.conversationId]);
  });
});
