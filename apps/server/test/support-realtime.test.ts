/**
 * Live support delivery: the WebSocket event stream (session cookie, Origin check) and delivery across
 * two app instances over one database (LISTEN/NOTIFY): a client on one, the agent on the other.
 */
import { describe, expect, it } from 'vitest';
import { href, routes, supportConversation } from '@portal/api';
import type { SupportEvent } from '@portal/api';
import { loginCookie } from './helpers.ts';
import { call, openEvents, openVisitorConversation, supportPair } from './support-helpers.ts';

const pair = supportPair();
const EVENTS = routes.supportEvents.path;
const isMessage = (text: string) => (e: SupportEvent) => e.type === 'message' && e.message.text === text;

describe('the event stream', () => {
  it('refuses a connection without an Origin, from another origin, or without a login', async () => {
    const cookie = await loginCookie(pair.a.app, 'demo.client@example.com');
    await expect(openEvents(pair.urlA, EVENTS, { cookie })).rejects.toThrow('HTTP 403');
    await expect(openEvents(pair.urlA, EVENTS, { cookie, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(openEvents(pair.urlA, EVENTS, { origin: pair.urlA })).rejects.toThrow('HTTP 401');
    const adviser = await loginCookie(pair.a.app, 'demo.adviser@example.com');
    await expect(openEvents(pair.urlA, EVENTS, { cookie: adviser, origin: pair.urlA })).rejects.toThrow('HTTP 403');
  });

  it('answers a plain GET (no upgrade) with 400', async () => {
    const cookie = await loginCookie(pair.a.app, 'demo.client@example.com');
    const response = await pair.a.app.inject({ method: 'GET', url: EVENTS, headers: { cookie, origin: 'http://localhost' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('two instances on one database', () => {
  it('delivers the queue, the claim and messages both ways across instances, only to participants', async () => {
    const client = await loginCookie(pair.a.app, 'demo.client@example.com');
    const agent = await loginCookie(pair.b.app, 'support.agent@example.com');
    const bystander = await loginCookie(pair.b.app, 'solo.client@example.com');
    const clientEvents = await pair.events(pair.urlA, client);
    const agentEvents = await pair.events(pair.urlB, agent);
    const bystanderEvents = await pair.events(pair.urlB, bystander);

    const started = supportConversation.parse((await call(pair.a.app, 'POST', routes.supportStart.path, client, {})).json());
    const conversationId = started.conversationId;
    // The agent on the other instance hears the queue change.
    await agentEvents.next((e) => e.type === 'queue');

    expect((await call(pair.b.app, 'POST', href(routes.supportClaim, { conversationId }), agent)).statusCode).toBe(200);
    const joined = await clientEvents.next((e) => e.type === 'conversation' && e.conversation.status === 'active');
    expect(joined).toMatchObject({ conversation: { agentName: 'Support Agent' } });

    await call(pair.a.app, 'POST', href(routes.supportSend, { conversationId }), client, { text: 'From the client' });
    const atAgent = await agentEvents.next(isMessage('From the client'));
    expect(atAgent).toMatchObject({ message: { author: 'client', conversationId } });
    await call(pair.b.app, 'POST', href(routes.supportSend, { conversationId }), agent, { text: 'From the agent' });
    await clientEvents.next(isMessage('From the agent'));

    await call(pair.b.app, 'POST', href(routes.supportEnd, { conversationId }), agent);
    await clientEvents.next((e) => e.type === 'conversation' && e.conversation.status === 'ended');
    // Someone else's browser heard nothing of it.
    expect(bystanderEvents.events.filter((e) => e.type !== 'queue')).toEqual([]);
  });

  it('a client connected after a message was sent reads it over HTTP (nothing is only in the socket)', async () => {
    const client = await loginCookie(pair.a.app, 'big.client@example.com');
    const started = supportConversation.parse((await call(pair.a.app, 'POST', routes.supportStart.path, client, {})).json());
    await call(pair.a.app, 'POST', href(routes.supportSend, { conversationId: started.conversationId }), client, {
      text: 'Before the socket',
    });
    const read = supportConversation.parse(
      (await call(pair.b.app, 'GET', href(routes.supportConversation, { conversationId: started.conversationId }), client)).json(),
    );
    expect(read.messages.map((m) => m.text)).toEqual(['Before the socket']);
  });
});

describe('the place in the queue, across instances (review M8)', () => {
  const positions = (events: SupportEvent[], conversationId: number) =>
    events.flatMap((e) => (e.type === 'position' && e.conversationId === conversationId ? [e.position] : []));

  it('tells each waiting visitor its new place when others join ahead, are claimed or leave, on whichever instance', async () => {
    const agent = await loginCookie(pair.b.app, 'support.agent@example.com');
    // What earlier tests left waiting is claimed first: the queue starts empty.
    const { waiting } = (await call(pair.b.app, 'GET', routes.supportQueue.path, agent)).json() as {
      waiting: { conversationId: number }[];
    };
    for (const c of waiting) await call(pair.b.app, 'POST', href(routes.supportClaim, { conversationId: c.conversationId }), agent);
    const db = pair.a.handle.db;
    const first = await openVisitorConversation(pair.a.app, db, { name: 'Vi One', email: 'vi.one@example.org' }, '198.20.0.1');
    const second = await openVisitorConversation(pair.b.app, db, { name: 'Vi Two', email: 'vi.two@example.org' }, '198.20.0.2');
    expect([first.conversation.queuePosition, second.conversation.queuePosition]).toEqual([1, 2]);
    const firstEvents = await pair.events(pair.urlA, first.cookie);
    const secondEvents = await pair.events(pair.urlB, second.cookie);
    const at = (socket: typeof firstEvents, conversationId: number, position: number) =>
      socket.next((e) => e.type === 'position' && e.conversationId === conversationId && e.position === position);

    // A signed-in client (on instance a) goes ahead of both visitors.
    const client = await loginCookie(pair.a.app, 'solo.client@example.com');
    const mine = supportConversation.parse((await call(pair.a.app, 'POST', routes.supportStart.path, client, {})).json());
    expect(mine.queuePosition).toBe(1);
    await at(firstEvents, first.conversation.conversationId, 2);
    await at(secondEvents, second.conversation.conversationId, 3);
    // The agent (on b) claims the client's: both move up.
    await call(pair.b.app, 'POST', href(routes.supportClaim, { conversationId: mine.conversationId }), agent);
    await at(firstEvents, first.conversation.conversationId, 1);
    await at(secondEvents, second.conversation.conversationId, 2);
    // The first visitor leaves (on a): the second, on b, is next.
    await call(pair.a.app, 'POST', href(routes.supportEnd, { conversationId: first.conversation.conversationId }), first.cookie);
    await at(secondEvents, second.conversation.conversationId, 1);
    // A place is sent only when it changes (nothing to announce twice), and only to its owner.
    const told = positions(secondEvents.events, second.conversation.conversationId);
    expect(told.every((p, i) => i === 0 || p !== told[i - 1])).toBe(true);
    expect(positions(firstEvents.events, second.conversation.conversationId)).toEqual([]);
    expect(positions(secondEvents.events, first.conversation.conversationId)).toEqual([]);
  });
});
