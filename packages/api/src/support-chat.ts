/**
 * Live support chat (issue 13): conversations, messages, the agents' queue and the events pushed
 * over the WebSocket. Limits are constants here so the portal and the server agree on them.
 */
import { z } from 'zod';

import { SUPPORT_EMAIL_CODE_LENGTH, SUPPORT_MESSAGE_MAX_LENGTH } from './constants.ts';

export const conversationParams = z.strictObject({ conversationId: z.coerce.number().int().positive().max(2_147_483_647) });

/** A visitor (not signed in) says who they are; a signed-in client sends nothing (the server knows). */
export const startConversationRequest = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(254).optional(),
});

/** Text only: no markup is interpreted anywhere, control characters other than newlines are refused. */
export const sendMessageRequest = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1)
    .max(SUPPORT_MESSAGE_MAX_LENGTH)
    // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
    .refine((text) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text), 'text only'),
});

export const supportMessage = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(['client', 'agent', 'system']),
  authorName: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const conversationStatus = z.enum(['waiting', 'active', 'ended']);
export type ConversationStatus = z.infer<typeof conversationStatus>;

export const conversationSummary = z.object({
  conversationId: z.number().int(),
  status: conversationStatus,
  clientName: z.string(),
  /** The client reference (client id); null for a visitor who is not signed in. */
  clientReference: z.number().int().nullable(),
  /** Only for visitors: the address they gave (a signed-in client's details stay in the portal). */
  visitorEmail: z.string().nullable(),
  agentName: z.string().nullable(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** A conversation as its reader gets it: its messages, and while it waits its place in the agents' queue (1 = next). */
export const supportConversation = conversationSummary.extend({
  messages: z.array(supportMessage),
  queuePosition: z.number().int().positive().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

/**
 * A visitor's start before the e-mail is checked (review M8): nothing is queued yet; a one-use code went
 * to this address, and the conversation opens when it comes back (supportVerifyEmail).
 */
export const supportEmailCheck = z.object({
  emailCheck: z.object({ email: z.string(), expiresAt: z.string() }),
});
export type SupportEmailCheck = z.infer<typeof supportEmailCheck>;

/** What starting answers: the (new or resumed) conversation, or, for a new visitor, the e-mail check. */
export const supportStartAnswer = z.union([supportConversation, supportEmailCheck]);
export type SupportStartAnswer = z.infer<typeof supportStartAnswer>;

/** The code from the e-mail: digits only (spaces around it are ignored). */
export const verifyEmailRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SUPPORT_EMAIL_CODE_LENGTH}}$`)),
});

export const conversationList = z.array(conversationSummary);

export const supportQueue = z.object({
  waiting: z.array(conversationSummary.extend({ waitingSeconds: z.number().int() })),
  mine: z.array(conversationSummary),
});
export type SupportQueue = z.infer<typeof supportQueue>;

/** What the WebSocket pushes (server → browser only; everything the browser says goes through HTTP). */
export const supportEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: supportMessage }),
  z.object({ type: z.literal('conversation'), conversation: conversationSummary }),
  z.object({ type: z.literal('queue') }),
  /** To the owner of a waiting conversation, when its place in the queue changes (1 = next). */
  z.object({ type: z.literal('position'), conversationId: z.number().int(), position: z.number().int().positive() }),
]);
export type SupportEvent = z.infer<typeof supportEvent>;
