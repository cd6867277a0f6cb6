/**
 * Live support delivery: the WebSocket event stream (session cookie, Origin check) and delivery across
 * two app instances over one database (LISTEN/NOTIFY): a client on one, the agent on the other.
 */
import { describe, expect, it } from 'vitest';
import { href, routes, supportConversation } from '@portal/api';
import type { SupportEvent } from '@portal/api';
import { loginCookie } from './helpers.ts';
import { call, openEvents, supportPair } from './support-helpers.ts';

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
