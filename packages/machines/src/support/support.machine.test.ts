// The support conversation machine, headless: every path (offline, visitor details, the e-mailed code, connect, wait with the place in the queue, chat, send, end, reconnect with backoff, give up, retry).
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { EventObject } from 'xstate';
import { ApiError } from '@portal/api/browser';
import type { ConversationSummary, SupportConversation, SupportEmailCheck, SupportMessage, SupportStartAnswer } from '@portal/api/browser';
import { SUPPORT_RECONNECT_ATTEMPTS, mergeMessages, reconnectDelay, supportMachine } from './support.machine.ts';
import type { SupportInput, SupportStreamEvent, VisitorDetails } from './support.machine.ts';

const summary = (status: ConversationSummary['status'], extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  conversationId: 7,
  status,
  clientName: 'Jane Doe',
  clientReference: 1000010001,
  visitorEmail: null,
  agentName: status === 'waiting' ? null : 'Support Agent',
  createdAt: '2026-11-24T10:00:00.000Z',
  claimedAt: null,
  endedAt: null,
  ...extra,
});
const message = (messageId: number, text: string, author: SupportMessage['author'] = 'client'): SupportMessage => ({
  messageId,
  conversationId: 7,
  author,
  authorName: author === 'client' ? 'Jane Doe' : 'Support Agent',
  text,
  sentAt: '2026-11-24T10:01:00.000Z',
});
const conversation = (
  status: ConversationSummary['status'],
  messages: SupportMessage[] = [],
  queuePosition: number | null = null,
): SupportConversation => ({
  ...summary(status),
  messages,
  queuePosition,
});
const emailCheck: SupportEmailCheck = { emailCheck: { email: 'ann@example.org', expiresAt: '2026-11-24T10:10:00.000Z' } };

interface Script {
  start?: Array<SupportStartAnswer | ApiError>;
  verify?: Array<SupportConversation | ApiError>;
  load?: Array<SupportConversation | ApiError>;
  send?: Array<SupportMessage | ApiError>;
  end?: Array<ConversationSummary | ApiError>;
}

function run(input: SupportInput, script: Script = {}) {
  const clock = new SimulatedClock();
  const calls: {
    start: Array<{ details: VisitorDetails | null }>;
    verify: string[];
    load: number[];
    send: string[];
    end: number[];
    streams: number;
    streamIds: number[];
  } = {
    start: [],
    verify: [],
    load: [],
    send: [],
    end: [],
    streams: 0,
    streamIds: [],
  };
  let stream: ((event: SupportStreamEvent) => void) | null = null;
  let open = false;
  const answer = <T>(list: Array<T | ApiError> | undefined, name: string): T => {
    const next = list?.shift();
    if (next === undefined) throw new Error(`no scripted answer for ${name}`);
    if (next instanceof ApiError) throw next;
    return next;
  };
  const machine = supportMachine.provide({
    actors: {
      start: fromPromise(async ({ input: i }) => (calls.start.push(i), answer(script.start, 'start'))),
      verify: fromPromise(async ({ input: i }) => (calls.verify.push(i.code), answer(script.verify, 'verify'))),
      load: fromPromise(async ({ input: i }) => (calls.load.push(i.conversationId), answer(script.load, 'load'))),
      send: fromPromise(async ({ input: i }) => (calls.send.push(i.text), answer(script.send, 'send'))),
      end: fromPromise(async ({ input: i }) => {
        calls.end.push(i.conversationId);
        return script.end ? answer(script.end, 'end') : summary('ended', { endedAt: '2026-11-24T10:05:00.000Z' });
      }),
      events: fromCallback<EventObject, { conversationId: number }>(({ sendBack, input: i }) => {
        calls.streams += 1;
        calls.streamIds.push(i.conversationId);
        open = true;
        stream = sendBack as (event: SupportStreamEvent) => void;
        return () => {
          open = false;
        };
      }),
    },
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const emit = async (event: SupportStreamEvent) => {
    if (!stream || !open) throw new Error('no open stream');
    stream(event);
    await flush();
  };
  const state = () => actor.getSnapshot();
  return { actor, clock, calls, emit, flush, state, isOpen: () => open };
}

const signedIn: SupportInput = { open: true, visitor: false };

describe('support machine', () => {
  it('outside support hours goes straight to offline and calls nothing', () => {
    const { state, calls } = run({ open: false, visitor: false });
    expect(state().value).toBe('offline');
    expect(state().status).toBe('done');
    expect(state().context).toEqual({
      open: false,
      visitor: false,
      details: null,
      emailCheck: null,
      codeError: null,
      conversation: null,
      messages: [],
      position: null,
      attempts: 0,
      error: null,
      sendError: null,
    });
    expect(calls.start).toEqual([]);
  });

  it('asks a visitor for a name and an e-mail before connecting, and starts with them', async () => {
    const { actor, state, calls, flush } = run({ open: true, visitor: true }, { start: [conversation('waiting')] });
    expect(state().value).toBe('details');
    actor.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann', email: 'ann@example.org' } });
    await flush();
    expect(calls.start).toEqual([{ details: { name: 'Ann', email: 'ann@example.org' } }]);
    expect(state().matches({ live: { phase: 'waiting' } })).toBe(true);
  });

  it('asks a new visitor for the e-mailed code; a wrong one says so, the right one opens the conversation', async () => {
    const wrong = new ApiError({ kind: 'http', status: 400, code: 'Invalid' });
    const { actor, state, calls, flush } = run(
      { open: true, visitor: true },
      { start: [emailCheck], verify: [wrong, conversation('waiting', [], 3)] },
    );
    actor.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann', email: 'ann@example.org' } });
    await flush();
    expect(state().matches({ verifying: 'entering' })).toBe(true);
    expect(state().context.emailCheck).toEqual(emailCheck.emailCheck);
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    expect(state().matches({ verifying: 'checking' })).toBe(true);
    await flush();
    expect(state().matches({ verifying: 'entering' })).toBe(true);
    expect(state().context.codeError).toBe(wrong);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await flush();
    expect(calls.verify).toEqual(['000000', '123456']);
    expect(state().matches({ live: { phase: 'waiting' } })).toBe(true);
    expect(state().context).toMatchObject({ emailCheck: null, codeError: null, position: 3 });
  });

  it('sends a new code with the same details, or goes back to them; a closed answer goes offline', async () => {
    const { actor, state, calls, flush } = run(
      { open: true, visitor: true },
      { start: [emailCheck, emailCheck], verify: [new ApiError({ kind: 'http', status: 409, code: 'SupportClosed' })] },
    );
    actor.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann', email: 'ann@example.org' } });
    await flush();
    actor.send({ type: 'RESEND_CODE' });
    await flush();
    expect(calls.start).toEqual([
      { details: { name: 'Ann', email: 'ann@example.org' } },
      { details: { name: 'Ann', email: 'ann@example.org' } },
    ]);
    expect(state().matches({ verifying: 'entering' })).toBe(true);
    actor.send({ type: 'CHANGE_DETAILS' });
    expect(state().value).toBe('details');
    actor.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann', email: 'ann@example.org' } });
    await flush();
    expect(state().value).toBe('failed');
    const closing = run(
      { open: true, visitor: true },
      { start: [emailCheck], verify: [new ApiError({ kind: 'http', status: 409, code: 'SupportClosed' })] },
    );
    closing.actor.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann', email: 'ann@example.org' } });
    await closing.flush();
    closing.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await closing.flush();
    expect(closing.state().value).toBe('offline');
  });

  it('keeps the place in the queue current from the stream, for its own conversation only', async () => {
    const { state, emit, flush } = run(signedIn, { start: [conversation('waiting', [], 4)], load: [conversation('waiting', [], 3)] });
    await flush();
    expect(state().context.position).toBe(4);
    await emit({ type: 'SOCKET_OPEN' });
    expect(state().context.position).toBe(3);
    await emit({ type: 'SOCKET_EVENT', event: { type: 'position', conversationId: 7, position: 2 } });
    await emit({ type: 'SOCKET_EVENT', event: { type: 'position', conversationId: 8, position: 9 } });
    expect(state().context.position).toBe(2);
    await emit({ type: 'SOCKET_EVENT', event: { type: 'conversation', conversation: summary('waiting') } });
    expect(state().context.position).toBe(2);
    await emit({ type: 'SOCKET_EVENT', event: { type: 'conversation', conversation: summary('active') } });
    expect(state().context.position).toBeNull();
  });

  it('connects, waits, sees the agent join, exchanges messages and ends', async () => {
    const { actor, state, calls, emit, flush } = run(signedIn, {
      start: [conversation('waiting')],
      load: [conversation('waiting')],
      send: [message(2, 'Hello')],
    });
    await flush();
    expect(calls.start).toEqual([{ details: null }]);
    expect(state().value).toEqual({ live: { sync: 'opening', phase: 'waiting', composer: 'ready' } });
    expect(calls.streamIds).toEqual([7]);
    await emit({ type: 'SOCKET_OPEN' });
    expect(calls.load).toEqual([7]);
    expect(state().matches({ live: { sync: 'synced' } })).toBe(true);
    await emit({ type: 'SOCKET_EVENT', event: { type: 'conversation', conversation: summary('active') } });
    expect(state().matches({ live: { phase: 'chatting' } })).toBe(true);
    expect(state().context.conversation?.agentName).toBe('Support Agent');
    await emit({ type: 'SOCKET_EVENT', event: { type: 'message', message: message(1, 'How can I help?', 'agent') } });
    actor.send({ type: 'SEND', text: 'Hello' });
    expect(state().matches({ live: { composer: 'sending' } })).toBe(true);
    await flush();
    expect(calls.send).toEqual(['Hello']);
    expect(state().context.messages.map((m) => m.text)).toEqual(['How can I help?', 'Hello']);
    expect(state().context.sendError).toBeNull();
    // The pushed copy of our own message does not duplicate it.
    await emit({ type: 'SOCKET_EVENT', event: { type: 'message', message: message(2, 'Hello') } });
    expect(state().context.messages.map((m) => m.text)).toEqual(['How can I help?', 'Hello']);
    actor.send({ type: 'END' });
    await flush();
    expect(calls.end).toEqual([7]);
    expect(state().value).toBe('ended');
  });

  it('keeps a message that could not be sent, with the reason, and stays in the chat', async () => {
    const tooMany = new ApiError({ kind: 'http', status: 429, code: 'RateLimited' });
    const { actor, state, flush } = run(signedIn, { start: [conversation('active')], send: [tooMany] });
    await flush();
    actor.send({ type: 'SEND', text: 'Again' });
    await flush();
    expect(state().context.sendError).toBe(tooMany);
    expect(state().matches({ live: { phase: 'chatting', composer: 'ready' } })).toBe(true);
  });

  it('ends when the agent closes the conversation, and a new chat starts again', async () => {
    const { actor, state, emit, flush, calls } = run(signedIn, {
      start: [conversation('active', [message(1, 'Hi')]), conversation('waiting')],
    });
    await flush();
    await emit({ type: 'SOCKET_EVENT', event: { type: 'conversation', conversation: summary('ended') } });
    expect(state().value).toBe('ended');
    actor.send({ type: 'NEW_CHAT' });
    // The old conversation is forgotten at once, before the new one answers.
    expect(state().context).toMatchObject({ conversation: null, messages: [], error: null, sendError: null });
    await flush();
    expect(calls.start).toHaveLength(2);
    expect(state().matches({ live: { phase: 'waiting' } })).toBe(true);
  });

  it('goes offline when the server says support is closed, and shows the error on any other failure; retry connects', async () => {
    const closed = run(signedIn, { start: [new ApiError({ kind: 'http', status: 409, code: 'SupportClosed' })] });
    await closed.flush();
    expect(closed.state().value).toBe('offline');
    expect(closed.state().status).toBe('done');
    const serverError = new ApiError({ kind: 'http', status: 500 });
    const failing = run(signedIn, { start: [serverError, conversation('waiting')] });
    await failing.flush();
    expect(failing.state().value).toBe('failed');
    expect(failing.state().context.error).toBe(serverError);
    failing.actor.send({ type: 'RETRY' });
    await failing.flush();
    expect(failing.state().matches('live')).toBe(true);
  });

  it('reconnects after the stream drops and reloads, so a message sent meanwhile is not lost', async () => {
    const missed = message(3, 'Sent while you were away', 'agent');
    const { state, emit, flush, clock, calls, isOpen } = run(signedIn, {
      start: [conversation('active', [message(1, 'Hi')])],
      load: [conversation('active', [message(1, 'Hi')]), conversation('active', [message(1, 'Hi'), missed])],
    });
    await flush();
    await emit({ type: 'SOCKET_OPEN' });
    await emit({ type: 'SOCKET_CLOSED' });
    expect(state().value).toBe('reconnecting');
    expect(isOpen()).toBe(false);
    clock.increment(reconnectDelay(1) - 1);
    expect(state().value).toBe('reconnecting');
    clock.increment(1);
    await flush();
    expect(calls.streams).toBe(2);
    await emit({ type: 'SOCKET_OPEN' });
    expect(state().context.messages.map((m) => m.text)).toEqual(['Hi', 'Sent while you were away']);
    expect(state().context.attempts).toBe(0);
  });

  it('backs off 1, 2, 4, 8, 15, 15 s and gives up after the last attempt; retry starts over', async () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    const { actor, state, emit, flush, clock, calls } = run(signedIn, {
      start: [conversation('waiting')],
      load: [conversation('waiting')],
    });
    await flush();
    for (let attempt = 1; attempt <= SUPPORT_RECONNECT_ATTEMPTS; attempt++) {
      await emit({ type: 'SOCKET_CLOSED' });
      expect(state().value).toBe('reconnecting');
      clock.increment(reconnectDelay(attempt));
      await flush();
      expect(state().matches('live')).toBe(true);
    }
    await emit({ type: 'SOCKET_CLOSED' });
    expect(state().value).toBe('failed');
    expect(calls.streams).toBe(SUPPORT_RECONNECT_ATTEMPTS + 1);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(state().matches('live')).toBe(true);
    expect(state().context.attempts).toBe(0);
    await emit({ type: 'SOCKET_OPEN' });
    expect(state().matches({ live: { sync: 'synced' } })).toBe(true);
  });

  it('treats a failed reload as a dropped stream', async () => {
    const { state, emit, flush } = run(signedIn, {
      start: [conversation('active')],
      load: [new ApiError({ kind: 'network' })],
    });
    await flush();
    await emit({ type: 'SOCKET_OPEN' });
    expect(state().value).toBe('reconnecting');
    expect(state().context.attempts).toBe(1);
  });

  it('shows the error when ending fails', async () => {
    const refused = new ApiError({ kind: 'http', status: 500 });
    const { actor, state, flush } = run(signedIn, { start: [conversation('active')], end: [refused] });
    await flush();
    actor.send({ type: 'END' });
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.error).toBe(refused);
  });

  it('ignores pushed messages and changes of another conversation', async () => {
    const { state, emit, flush } = run(signedIn, { start: [conversation('waiting', [message(1, 'Hi')])] });
    await flush();
    await emit({ type: 'SOCKET_EVENT', event: { type: 'message', message: { ...message(2, 'Not yours'), conversationId: 8 } } });
    await emit({ type: 'SOCKET_EVENT', event: { type: 'conversation', conversation: { ...summary('active'), conversationId: 8 } } });
    expect(state().context.messages.map((m) => m.text)).toEqual(['Hi']);
    expect(state().context.conversation?.status).toBe('waiting');
    expect(state().matches({ live: { phase: 'waiting' } })).toBe(true);
  });

  it('fails with the error when the app provides no calls', async () => {
    const actor = createActor(supportMachine, { input: signedIn }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
  });

  it('merges messages by id in order', () => {
    expect(mergeMessages([message(2, 'b')], [message(1, 'a'), message(2, 'b2')]).map((m) => m.text)).toEqual(['a', 'b2']);
  });
});
