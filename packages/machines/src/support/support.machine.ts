/**
 * A client's live support conversation (issue 13): offline outside support hours; a visitor gives a
 * name and an e-mail first, and a new visitor then enters the code e-mailed to that address (review M8);
 * then connect (start or resume), wait for an agent (with the place in the queue), chat, end. The event
 * stream is an invoked callback actor (the app's WebSocket); when it drops, the machine reconnects
 * with exponential backoff and, once the stream is open again, reloads the conversation so no message
 * sent meanwhile is lost (messages are merged by id). The app provides every call.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject } from 'xstate';
import { isApiError } from '@portal/api/browser';
import type {
  ConversationSummary,
  SupportConversation,
  SupportEmailCheck,
  SupportEvent,
  SupportMessage,
  SupportStartAnswer,
} from '@portal/api/browser';

/** Backoff: 1 s, 2 s, 4 s, 8 s, then 15 s; after this many failed attempts the panel shows the error. */
export const SUPPORT_RECONNECT_BASE_MS = 1000;
export const SUPPORT_RECONNECT_MAX_MS = 15_000;
export const SUPPORT_RECONNECT_ATTEMPTS = 6;

export function reconnectDelay(attempt: number): number {
  return Math.min(SUPPORT_RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1), SUPPORT_RECONNECT_MAX_MS);
}

export interface VisitorDetails {
  name: string;
  email: string;
}

export interface SupportInput {
  /** Within support hours now (the domain's supportHoursAt). */
  open: boolean;
  /** Not signed in (login page): asks for a name and an e-mail. */
  visitor: boolean;
}

export interface SupportContext {
  open: boolean;
  visitor: boolean;
  details: VisitorDetails | null;
  /** A new visitor's e-mail check: where the code went, and until when it works. */
  emailCheck: SupportEmailCheck['emailCheck'] | null;
  /** Why the last code did not open the conversation (the code form says it). */
  codeError: unknown;
  conversation: ConversationSummary | null;
  messages: SupportMessage[];
  /** While waiting: the place in the agents' queue (1 = next), kept current by the event stream. */
  position: number | null;
  attempts: number;
  /** The last failure of a call (start, load, end): the error state shows it. */
  error: unknown;
  /** The last message that could not be sent (the composer keeps it and says why). */
  sendError: unknown;
}

/** What the app's event stream sends to the machine. */
export type SupportStreamEvent = { type: 'SOCKET_OPEN' } | { type: 'SOCKET_CLOSED' } | { type: 'SOCKET_EVENT'; event: SupportEvent };

export type SupportMachineEvent =
  | SupportStreamEvent
  | { type: 'SUBMIT_DETAILS'; details: VisitorDetails }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND_CODE' }
  | { type: 'CHANGE_DETAILS' }
  | { type: 'SEND'; text: string }
  | { type: 'END' }
  | { type: 'RETRY' }
  | { type: 'NEW_CHAT' };

/** Merges messages by id, in id order: a reload after a reconnect never duplicates or drops one. */
export function mergeMessages(current: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] {
  const byId = new Map(current.map((m) => [m.messageId, m]));
  for (const m of incoming) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

/** The error of a failed call (typed once: inference does not reach every nested onError). */
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

const summaryOf = ({ messages: _messages, queuePosition: _position, ...summary }: SupportConversation): ConversationSummary => summary;
const isClosed = (error: unknown) => isApiError(error) && error.code === 'SupportClosed';
/** What a conversation read (start, code, reload) puts in the context. */
const conversationValues = (conversation: SupportConversation) => ({
  conversation: summaryOf(conversation),
  messages: conversation.messages,
  position: conversation.queuePosition,
  emailCheck: null,
  codeError: null,
  error: null,
});
/** A start that answers an e-mail check rather than a conversation (a new visitor). */
const isEmailCheck = (answer: SupportStartAnswer): answer is SupportEmailCheck => 'emailCheck' in answer;

export const supportMachine = setup({
  types: {
    context: {} as SupportContext,
    input: {} as SupportInput,
    events: {} as SupportMachineEvent,
  },
  actors: {
    /** POST /nui/support/conversations (resumes an open one). */
    start: fromPromise<SupportStartAnswer, { details: VisitorDetails | null }>(async () => {
      throw new Error('start actor must be provided');
    }),
    /** POST /nui/support/email-check: the visitor's code opens the conversation. */
    verify: fromPromise<SupportConversation, { code: string }>(async () => {
      throw new Error('verify actor must be provided');
    }),
    /** GET /nui/support/conversations/:id. */
    load: fromPromise<SupportConversation, { conversationId: number }>(async () => {
      throw new Error('load actor must be provided');
    }),
    /** POST …/messages. */
    send: fromPromise<SupportMessage, { conversationId: number; text: string }>(async () => {
      throw new Error('send actor must be provided');
    }),
    /** POST …/end. */
    end: fromPromise<ConversationSummary, { conversationId: number }>(async () => {
      throw new Error('end actor must be provided');
    }),
    /** The WebSocket: sends SOCKET_OPEN, SOCKET_EVENT, SOCKET_CLOSED back. */
    events: fromCallback<EventObject, { conversationId: number }>(() => {
      throw new Error('events actor must be provided');
    }),
  },
  actions: {
    takeConversation: assign((_, conversation: SupportConversation) => conversationValues(conversation)),
    /** The start's answer: the conversation, or (a new visitor) where the code went. */
    takeStarted: assign((_, answer: SupportStartAnswer) =>
      isEmailCheck(answer) ? { emailCheck: answer.emailCheck, codeError: null, error: null } : conversationValues(answer),
    ),
    keepCodeError: assign({ codeError: (_, error: unknown) => error }),
    forgetCodeError: assign({ codeError: null }),
    mergeConversation: assign(({ context }, conversation: SupportConversation) => ({
      conversation: summaryOf(conversation),
      messages: mergeMessages(context.messages, conversation.messages),
      position: conversation.queuePosition,
      attempts: 0,
    })),
    applyEvent: assign(({ context }, event: SupportEvent) => {
      if (event.type === 'message' && event.message.conversationId === context.conversation?.conversationId)
        return { messages: mergeMessages(context.messages, [event.message]) };
      if (event.type === 'conversation' && event.conversation.conversationId === context.conversation?.conversationId)
        return { conversation: event.conversation, position: event.conversation.status === 'waiting' ? context.position : null };
      if (event.type === 'position' && event.conversationId === context.conversation?.conversationId) return { position: event.position };
      return {};
    }),
    addSent: assign(({ context }, message: SupportMessage) => ({ messages: mergeMessages(context.messages, [message]), sendError: null })),
    keepSendError: assign({ sendError: (_, error: unknown) => error }),
    keepError: assign({ error: (_, error: unknown) => error }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    takeDetails: assign({ details: (_, details: VisitorDetails) => details }),
    markEnded: assign({ conversation: (_, conversation: ConversationSummary) => conversation }),
    forgetConversation: assign({ conversation: null, messages: [], position: null, error: null, sendError: null }),
  },
  guards: {
    closedHours: ({ context }) => !context.open,
    // Checked once, at the start, before any details exist.
    visitor: ({ context }) => context.visitor,
    // Both are checked only while live, where a conversation is always held.
    active: ({ context }) => context.conversation!.status === 'active',
    ended: ({ context }) => context.conversation!.status === 'ended',
    noAttemptsLeft: ({ context }) => context.attempts > SUPPORT_RECONNECT_ATTEMPTS,
    hasConversation: ({ context }) => context.conversation !== null,
    closed: (_, error: unknown) => isClosed(error),
    emailCheck: (_, answer: SupportStartAnswer) => isEmailCheck(answer),
  },
  delays: { backoff: ({ context }) => reconnectDelay(context.attempts) },
}).createMachine({
  id: 'support',
  context: ({ input }) => ({
    open: input.open,
    visitor: input.visitor,
    details: null,
    emailCheck: null,
    codeError: null,
    conversation: null,
    messages: [],
    position: null,
    attempts: 0,
    error: null,
    sendError: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'closedHours', target: 'offline' }, { guard: 'visitor', target: 'details' }, { target: 'connecting' }],
    },
    /** Outside support hours: when it opens, the phone number, the next-working-day promise. */
    offline: { type: 'final' },
    /** A visitor (not signed in) gives a name and an e-mail; nothing of any account is shown. */
    details: {
      on: { SUBMIT_DETAILS: { target: 'connecting', actions: { type: 'takeDetails', params: ({ event }) => event.details } } },
    },
    connecting: {
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ details: context.details }),
        onDone: [
          {
            guard: { type: 'emailCheck', params: ({ event }) => event.output },
            target: 'verifying',
            actions: { type: 'takeStarted', params: ({ event }) => event.output },
          },
          { target: 'live', actions: { type: 'takeStarted', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'closed', params: errorOf }, target: 'offline' },
          { target: 'failed', actions: { type: 'keepError', params: errorOf } },
        ],
      },
    },
    /**
     * A new visitor enters the code e-mailed to them (review M8); the conversation opens only then. A
     * wrong code says so and stays; a spent one (expired, five wrong) asks for a new code.
     */
    verifying: {
      initial: 'entering',
      on: {
        RESEND_CODE: { target: 'connecting', actions: 'forgetCodeError' },
        CHANGE_DETAILS: { target: 'details', actions: 'forgetCodeError' },
      },
      states: {
        entering: { on: { SUBMIT_CODE: 'checking' } },
        checking: {
          invoke: {
            id: 'verify',
            src: 'verify',
            input: ({ event }) => ({ code: event.type === 'SUBMIT_CODE' ? event.code : '' }),
            onDone: { target: '#support.live', actions: { type: 'takeConversation', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'closed', params: errorOf }, target: '#support.offline' },
              { target: 'entering', actions: { type: 'keepCodeError', params: errorOf } },
            ],
          },
        },
      },
    },
    /** Connected (or connecting the stream): waiting for an agent or chatting; a composer beside. */
    live: {
      type: 'parallel',
      invoke: {
        id: 'events',
        src: 'events',
        input: ({ context }) => ({ conversationId: context.conversation!.conversationId }),
      },
      always: { guard: 'ended', target: 'ended' },
      on: {
        SOCKET_EVENT: { actions: { type: 'applyEvent', params: ({ event }) => event.event } },
        SOCKET_CLOSED: { target: 'reconnecting', actions: 'countAttempt' },
        END: '.phase.ending',
      },
      states: {
        /** Once the stream is open, the conversation is read again: anything sent while it was down is merged in. */
        sync: {
          initial: 'opening',
          states: {
            opening: { on: { SOCKET_OPEN: 'syncing' } },
            syncing: {
              invoke: {
                id: 'load',
                src: 'load',
                input: ({ context }) => ({ conversationId: context.conversation!.conversationId }),
                onDone: { target: 'synced', actions: { type: 'mergeConversation', params: ({ event }) => event.output } },
                // The stream is open and will bring new messages; a failed reload is retried as a reconnect.
                onError: { target: '#support.reconnecting', actions: 'countAttempt' },
              },
            },
            synced: {},
          },
        },
        phase: {
          initial: 'waiting',
          states: {
            waiting: { always: { guard: 'active', target: 'chatting' } },
            /** An agent has joined. */
            chatting: {},
            ending: {
              invoke: {
                id: 'end',
                src: 'end',
                input: ({ context }) => ({ conversationId: context.conversation!.conversationId }),
                onDone: { actions: { type: 'markEnded', params: ({ event }) => event.output } },
                onError: { target: '#support.failed', actions: { type: 'keepError', params: errorOf } },
              },
            },
          },
        },
        composer: {
          initial: 'ready',
          states: {
            ready: { on: { SEND: 'sending' } },
            sending: {
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context, event }) => ({
                  conversationId: context.conversation!.conversationId,
                  text: event.type === 'SEND' ? event.text : '',
                }),
                onDone: { target: 'ready', actions: { type: 'addSent', params: ({ event }) => event.output } },
                onError: { target: 'ready', actions: { type: 'keepSendError', params: errorOf } },
              },
            },
          },
        },
      },
    },
    /** The stream dropped: wait (backoff), then open it again; too many failures show the error. */
    reconnecting: {
      always: { guard: 'noAttemptsLeft', target: 'failed' },
      after: { backoff: 'live' },
    },
    failed: {
      on: {
        RETRY: [
          { guard: 'hasConversation', target: 'live', actions: 'resetAttempts' },
          { target: 'connecting', actions: 'resetAttempts' },
        ],
      },
    },
    /** Ended by either side: the transcript can be downloaded; a new chat can start. */
    ended: {
      on: { NEW_CHAT: { target: 'connecting', actions: 'forgetConversation' } },
    },
  },
});
