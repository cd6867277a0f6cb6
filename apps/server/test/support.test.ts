/**
 * Live support chat on the server: a conversation from start to transcript, stored so a new app over
 * the same database sees every message; support hours; one agent per conversation; visitors; limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  conversationSummary,
  href,
  routes,
  supportConversation,
  supportMessage,
  supportEmailCheck,
  supportQueue,
} from '@portal/api';
import { createTestApp, givePasskey, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { CLOSED_TIME, OPEN_TIME, call, codeMailedTo, openVisitorConversation } from './support-helpers.ts';
import { VISITOR_QUEUE_MAX, VISITOR_QUEUE_RETRY_SECONDS, VISITOR_START_LIMIT } from '../src/features/support/service.ts';

const DEMO_CLIENT_ID = 1000010001;
const AGENT = 'support.agent@example.com';
const SECOND_AGENT = 'support.second@example.com';

let t: TestApp;
let client: string;
let agent: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => OPEN_TIME });
  // A second agent, to show a conversation is claimed by one only.
  const first = await t.handle.db.selectFrom('users').selectAll().where('username', '=', AGENT).executeTakeFirstOrThrow();
  const { user_id: userId } = await t.handle.db
    .insertInto('users')
    .values({
      username: SECOND_AGENT,
      client_id: null,
      adviser_id: null,
      password_hash: first.password_hash,
      roles: first.roles,
      terms_accepted: true,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await t.handle.db.insertInto('user_aliases').values({ alias: SECOND_AGENT, user_id: userId }).execute();
  await givePasskey(t.handle.db, userId);
  client = await loginCookie(t.app, 'demo.client@example.com');
  agent = await loginCookie(t.app, AGENT);
  second = await loginCookie(t.app, SECOND_AGENT);
});
afterAll(async () => t?.close());

const conversationUrl = (route: { path: string }, conversationId: number) =>
  href(route as typeof routes.supportConversation, { conversationId });

async function messageCount(conversationId: number): Promise<number> {
  const rows = await t.handle.db
    .withTables<{ support_messages: { conversation_id: number } }>()
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(rows.n);
}

describe('a signed-in client and an agent', () => {
  let conversationId: number;

  it('starts a waiting conversation under the client name, and starting again resumes it', async () => {
    const started = await call(t.app, 'POST', routes.supportStart.path, client, {});
    expect(started.statusCode).toBe(200);
    const conversation = supportConversation.strict().parse(started.json());
    expect(conversation).toMatchObject({
      status: 'waiting',
      clientReference: DEMO_CLIENT_ID,
      visitorEmail: null,
      agentName: null,
      messages: [],
    });
    expect(conversation.clientName).toMatch(/\S+ \S+/);
    conversationId = conversation.conversationId;
    const again = supportConversation.parse((await call(t.app, 'POST', routes.supportStart.path, client, {})).json());
    expect(again.conversationId).toBe(conversationId);
  });

  it('shows the agents the queue with the waiting time, the name and the reference only', async () => {
    t.clock.advance(0);
    const queue = supportQueue.parse((await call(t.app, 'GET', routes.supportQueue.path, agent)).json());
    const waiting = queue.waiting.find((c) => c.conversationId === conversationId);
    expect(waiting).toMatchObject({ clientReference: DEMO_CLIENT_ID, waitingSeconds: 0 });
    expect(Object.keys(waiting!).sort()).toEqual([...Object.keys(conversationSummary.shape), 'waitingSeconds'].sort());
  });

  it('lets one agent claim it; a second agent is refused with 409 AlreadyClaimed', async () => {
    const claimed = await call(t.app, 'POST', conversationUrl(routes.supportClaim, conversationId), agent);
    expect(claimed.statusCode).toBe(200);
    expect(conversationSummary.parse(claimed.json())).toMatchObject({ status: 'active', agentName: 'Support Agent' });
    const late = await call(t.app, 'POST', conversationUrl(routes.supportClaim, conversationId), second);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'AlreadyClaimed' });
    // The second agent can neither write into it nor read it any more (review L4).
    const intrude = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), second, { text: 'Hi' });
    expect(intrude.statusCode).toBe(404);
    expect((await call(t.app, 'GET', conversationUrl(routes.supportConversation, conversationId), second)).statusCode).toBe(404);
    const queue = supportQueue.parse((await call(t.app, 'GET', routes.supportQueue.path, agent)).json());
    expect(queue.waiting.some((c) => c.conversationId === conversationId)).toBe(false);
    expect(queue.mine.map((c) => c.conversationId)).toContain(conversationId);
  });

  it('exchanges messages both ways, stored as text exactly as sent', async () => {
    const fromClient = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), client, {
      text: '<b>Hello</b> & bye',
    });
    expect(fromClient.statusCode).toBe(200);
    expect(supportMessage.parse(fromClient.json())).toMatchObject({ author: 'client', text: '<b>Hello</b> & bye' });
    const fromAgent = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), agent, {
      text: 'How can I help?\nAsk away.',
    });
    expect(supportMessage.parse(fromAgent.json())).toMatchObject({ author: 'agent', authorName: 'Support Agent' });
    const read = supportConversation.parse(
      (await call(t.app, 'GET', conversationUrl(routes.supportConversation, conversationId), client)).json(),
    );
    expect(read.messages.map((m) => [m.author, m.text])).toEqual([
      ['client', '<b>Hello</b> & bye'],
      ['agent', 'How can I help?\nAsk away.'],
    ]);
  });

  it('keeps every message when the process restarts (a new app over the same database)', async () => {
    const restarted = await createTestApp({ now: () => OPEN_TIME }, t.handle);
    try {
      const read = await call(restarted.app, 'GET', conversationUrl(routes.supportConversation, conversationId), client);
      expect(supportConversation.parse(read.json()).messages).toHaveLength(2);
    } finally {
      await restarted.close();
    }
  });

  it('ends it (either side); an ended conversation takes no more messages', async () => {
    const ended = await call(t.app, 'POST', conversationUrl(routes.supportEnd, conversationId), client);
    expect(conversationSummary.parse(ended.json())).toMatchObject({ status: 'ended', endedAt: OPEN_TIME.toISOString() });
    const late = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), agent, { text: 'Still there?' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ConversationEnded' });
    expect(await messageCount(conversationId)).toBe(2);
  });

  it('downloads the transcript as a plain-text attachment', async () => {
    const transcript = await call(t.app, 'GET', conversationUrl(routes.supportTranscript, conversationId), client);
    expect(transcript.statusCode).toBe(200);
    expect(transcript.headers['content-type']).toMatch(/^text\/plain/);
    expect(transcript.headers['content-disposition']).toBe(`attachment; filename="support-transcript-${conversationId}.txt"`);
    expect(transcript.body).toContain('Support agent: Support Agent');
    expect(transcript.body).toContain('<b>Hello</b> & bye');
    expect(transcript.body).toMatch(/\[24\/11\/2026, 10:00\] Support Agent:\nHow can I help\?\nAsk away\./);
  });
});

describe('limits', () => {
  let conversationId: number;
  let solo: string;
  beforeAll(async () => {
    solo = await loginCookie(t.app, 'solo.client@example.com');
    conversationId = supportConversation.parse((await call(t.app, 'POST', routes.supportStart.path, solo, {})).json()).conversationId;
  });

  it('refuses too long, empty, non-text and unknown-field messages with 400 BadRequest and stores nothing', async () => {
    for (const body of [
      { text: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) },
      { text: '   ' },
      { text: 'bell\u0007' },
      { text: 'hi', html: true },
      { text: 5 },
    ]) {
      const response = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), solo, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BadRequest' });
    }
    expect(await messageCount(conversationId)).toBe(0);
    const longest = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), solo, {
      text: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH),
    });
    expect(longest.statusCode).toBe(200);
  });

  it('rate-limits a session: 20 messages a minute, then 429 RateLimited', async () => {
    const before = await messageCount(conversationId);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await call(t.app, 'POST', conversationUrl(routes.supportSend, conversationId), solo, { text: `m${i}` })).statusCode);
    // One message was sent above, so the 20th of this loop is the 21st of the minute.
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(statuses.slice(19)).toEqual([429, 429]);
    expect(await messageCount(conversationId)).toBe(before + 19);
  });
});

describe('support hours and visitors', () => {
  it('refuses to start outside support hours with 409 SupportClosed and stores nothing', async () => {
    const closed = await createTestApp({ now: () => CLOSED_TIME }, t.handle);
    try {
      const cookie = await loginCookie(closed.app, 'big.client@example.com');
      const response = await call(closed.app, 'POST', routes.supportStart.path, cookie, {});
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SupportClosed' });
      expect((await call(closed.app, 'GET', routes.supportConversations.path, cookie)).json()).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it('asks a visitor for a name and an e-mail, and gives them a chat cookie of their own', async () => {
    const missing = await call(t.app, 'POST', routes.supportStart.path, undefined, { name: 'Ann Visitor' });
    expect(missing.statusCode).toBe(400);
    const badEmail = await call(t.app, 'POST', routes.supportStart.path, undefined, { name: 'Ann', email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    const started = await call(t.app, 'POST', routes.supportStart.path, undefined, { name: 'Ann Visitor', email: 'ann@example.org' });
    expect(started.statusCode).toBe(200);
    // Nothing opens before the e-mail is checked (review M8): the answer says where the code went.
    expect(supportEmailCheck.strict().parse(started.json()).emailCheck.email).toBe('ann@example.org');
    const chatCookie = started.cookies.find((c) => c.name === 'portal_chat');
    expect(chatCookie).toMatchObject({ httpOnly: true, path: '/nui/support', sameSite: 'Lax' });
    const visitor = `portal_chat=${chatCookie!.value}`;
    const verified = await call(t.app, 'POST', routes.supportVerifyEmail.path, visitor, {
      code: await codeMailedTo(t.handle.db, 'ann@example.org'),
    });
    expect(verified.statusCode).toBe(200);
    const conversation = supportConversation.strict().parse(verified.json());
    expect(conversation).toMatchObject({ clientName: 'Ann Visitor', clientReference: null, visitorEmail: 'ann@example.org' });
    const sent = await call(t.app, 'POST', conversationUrl(routes.supportSend, conversation.conversationId), visitor, { text: 'Hello' });
    expect(sent.statusCode).toBe(200);
    // Another browser (no cookie, or another visitor's) cannot read it.
    expect((await call(t.app, 'GET', conversationUrl(routes.supportConversation, conversation.conversationId))).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', conversationUrl(routes.supportConversation, conversation.conversationId), 'portal_chat=other')).statusCode,
    ).toBe(404);
  });

  it('replaces a chat cookie the server never issued, and names it __Host- and Secure in production (review L3)', async () => {
    const details = { name: 'Bea Visitor', email: 'bea@example.org' };
    const planted = await call(t.app, 'POST', routes.supportStart.path, 'portal_chat=planted-by-a-sibling', details);
    expect(planted.statusCode).toBe(200);
    const issued = planted.cookies.find((c) => c.name === 'portal_chat');
    expect(issued?.value).toMatch(/^[\w-]{43}$/);
    // The code opens the conversation for the issued key only.
    const code = await codeMailedTo(t.handle.db, details.email);
    expect((await call(t.app, 'POST', routes.supportVerifyEmail.path, 'portal_chat=planted-by-a-sibling', { code })).statusCode).toBe(409);
    const verified = await call(t.app, 'POST', routes.supportVerifyEmail.path, `portal_chat=${issued!.value}`, { code });
    const conversation = supportConversation.parse(verified.json());
    const url = conversationUrl(routes.supportConversation, conversation.conversationId);
    expect((await call(t.app, 'GET', url, 'portal_chat=planted-by-a-sibling')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, `portal_chat=${issued!.value}`)).statusCode).toBe(200);
    // A key the server issued is kept for the visitor's next conversation.
    await call(t.app, 'POST', conversationUrl(routes.supportEnd, conversation.conversationId), `portal_chat=${issued!.value}`);
    const again = await call(t.app, 'POST', routes.supportStart.path, `portal_chat=${issued!.value}`, details);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'portal_chat')).toBeUndefined();
    const production = await createTestApp(
      { now: () => OPEN_TIME, secureCookies: true, session: { ...t.app.config.session, cookieName: '__Host-portal_sid' } },
      t.handle,
    );
    try {
      const started = await call(production.app, 'POST', routes.supportStart.path, undefined, { ...details, email: 'bea2@example.org' });
      expect(started.cookies.find((c) => c.name === '__Host-portal_chat')).toMatchObject({ path: '/', secure: true, httpOnly: true });
    } finally {
      await production.close();
    }
  });
});

describe('visitor limits (review M8)', () => {
  const visitorStart = (remoteAddress: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: routes.supportStart.path,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: `Visitor ${n}`, email: `visitor${n}@example.org` }),
    });

  it('lets one source start a few visitor conversations, then answers 429 RateLimited; another source still starts', async () => {
    const { max } = VISITOR_START_LIMIT;
    for (let n = 0; n < max; n += 1) {
      const started = await visitorStart('198.51.100.7', n);
      expect(started.statusCode).toBe(200);
      expect(started.headers['retry-after']).toBeUndefined();
    }
    const refused = await visitorStart('198.51.100.7', max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RateLimited');
    // The same /64 is the same source; another address is not.
    expect((await visitorStart('2001:db8:1:2::5', 100)).statusCode).toBe(200);
    expect((await visitorStart('2001:db8:1:2::6', 101)).statusCode).toBe(200);
    expect((await visitorStart('203.0.113.20', 102)).statusCode).toBe(200);
  });

  it('asks new visitors to come back once the visitor queue is full, lists signed-in clients first, and still lets a client start', async () => {
    const waitingVisitors = () =>
      t.handle.db
        .withTables<{ support_conversations: { status: string; client_id: number | null } }>()
        .selectFrom('support_conversations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'waiting')
        .where('client_id', 'is', null)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const missing = VISITOR_QUEUE_MAX - (await waitingVisitors());
    for (let n = 0; n < missing; n += 1)
      await openVisitorConversation(
        t.app,
        t.handle.db,
        { name: `Visitor ${1000 + n}`, email: `visitor${1000 + n}@example.org` },
        `192.0.2.${n % 250}`,
      );
    expect(await waitingVisitors()).toBe(VISITOR_QUEUE_MAX);
    const busy = await visitorStart('203.0.113.99', 2000);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(VISITOR_QUEUE_RETRY_SECONDS));
    expect(await waitingVisitors()).toBe(VISITOR_QUEUE_MAX);
    // A signed-in client is not a visitor: its conversation starts and leads the agents' queue.
    const mine = await call(t.app, 'POST', routes.supportStart.path, client, {});
    expect(mine.statusCode).toBe(200);
    const listed = await call(t.app, 'GET', routes.supportQueue.path, await loginCookie(t.app, AGENT));
    expect(listed.statusCode, listed.body).toBe(200);
    const queue = supportQueue.parse(listed.json());
    const ids = queue.waiting.map((c) => c.conversationId);
    const visitors = queue.waiting.map((c) => c.clientReference === null);
    // Every signed-in client's conversation (this one among them) comes before the first visitor's.
    expect(visitors.indexOf(true)).toBeGreaterThan(ids.indexOf(supportConversation.parse(mine.json()).conversationId));
    expect(visitors.slice(visitors.indexOf(true)).every(Boolean)).toBe(true);
  });
});
