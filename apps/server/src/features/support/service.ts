/**
 * The chat's rules: support hours for starting, ownership for reading, one agent per conversation,
 * only participants write, ended conversations take no more messages, and a per-sender rate limit
 * counted in the database (so it holds across instances).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { SUPPORT_EMAIL_CODE_LENGTH } from '@portal/api';
import type { SupportConversation, SupportEmailCheck, SupportMessage } from '@portal/api';
import { supportHoursAt } from '@portal/domain';
import { HttpError, errors } from '../../http-error.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';
import { hashCode } from '../../shared/code-hash.ts';
import type { SupportHub } from './hub.ts';
import { canRead, isOwner } from './identity.ts';
import type { ChatIdentity } from './identity.ts';
import { presentConversation, presentMessage, withMessages } from './present.ts';
import * as repo from './repository.ts';
import type { ConversationRow, SupportDb } from './repository.ts';

/** Messages per sender per window: far above typing speed, far below a script. */
export const SUPPORT_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const;
/**
 * Visitors (not signed in) are anonymous, so their conversations are limited twice (review M8): per
 * source (IPv6 by /64), and in all — past VISITOR_QUEUE_MAX waiting visitor conversations a new visitor
 * is asked to come back (503 with Retry-After) while signed-in clients still start theirs.
 */
export const VISITOR_START_LIMIT = { max: 10, windowSeconds: 600 } as const;
export const VISITOR_QUEUE_MAX = 100;
/** How long a visitor refused for a full queue is asked to wait (Retry-After). */
export const VISITOR_QUEUE_RETRY_SECONDS = 60;

/**
 * The e-mail check before a visitor's conversation opens (review M8): a code of six digits, good for
 * ten minutes and five tries, at most three mailed to one address an hour (a victim's mailbox is not
 * flooded; the per-source start limit above holds too). Its HMAC only is stored.
 */
export const EMAIL_CHECK = { ttlSeconds: 600, attempts: 5, mailsPerAddressPerHour: 3 } as const;

export interface SupportContext {
  db: SupportDb;
  hub: SupportHub;
  now: () => Date;
  /** PORTAL_CODE_SECRET: the codes' HMAC key. */
  codeSecret: string;
  /** The mailer (SMTP, or the outbox table). */
  send: (message: MailMessage) => Promise<void>;
  /** Tests and benchmarks only (PORTAL_SUPPORT_ALWAYS_OPEN=1). */
  alwaysOpen?: boolean;
}

/** The conversation if this identity may read it; 404 otherwise, so ids cannot be probed. */
export async function readable(ctx: SupportContext, identity: ChatIdentity, conversationId: number): Promise<ConversationRow> {
  const row = await repo.findConversation(ctx.db, conversationId);
  if (!row || !canRead(identity, row)) throw errors.notFound();
  return row;
}

/** The conversation with its messages and, while it waits, its place in the agents' queue. */
export async function present(ctx: SupportContext, row: ConversationRow): Promise<SupportConversation> {
  const [messages, position] = await Promise.all([
    repo.listMessages(ctx.db, row.conversation_id),
    row.status === 'waiting' ? repo.queuePosition(ctx.db, row.conversation_id) : null,
  ]);
  return withMessages(row, messages, position);
}

function assertOpen(ctx: SupportContext, now: Date): void {
  if (!ctx.alwaysOpen && !supportHoursAt(now).open) throw new HttpError(409, 'SupportClosed');
}

const busy = () => errors.serviceUnavailable('Live support is busy. Please try again in a few minutes.');

/** A new six-digit code (uniform: randomInt), as text with its leading zeros. */
export function newEmailCode(): string {
  return String(randomInt(10 ** SUPPORT_EMAIL_CODE_LENGTH)).padStart(SUPPORT_EMAIL_CODE_LENGTH, '0');
}

function codeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your live support code',
    body: [
      'You asked to chat with our support team.',
      '',
      `Your live support code is: ${code}`,
      '',
      `Enter it in the chat to start. It works once and expires in ${EMAIL_CHECK.ttlSeconds / 60} minutes.`,
      'If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * A visitor asks to chat: nothing is queued yet; a one-use code goes to the address they gave (review
 * M8). Refused outside hours (409), when the visitor queue is full (503: no code is mailed for nothing),
 * and past EMAIL_CHECK.mailsPerAddressPerHour codes to one address (429).
 */
export async function requestEmailCheck(
  ctx: SupportContext,
  visitor: { visitorHash: string; name: string; email: string },
): Promise<SupportEmailCheck> {
  const now = ctx.now();
  assertOpen(ctx, now);
  if ((await repo.countWaitingVisitors(ctx.db)) >= VISITOR_QUEUE_MAX) throw busy();
  if ((await repo.countEmailChecksSince(ctx.db, visitor.email, new Date(now.getTime() - 3600_000))) >= EMAIL_CHECK.mailsPerAddressPerHour)
    throw errors.rateLimited();
  const code = newEmailCode();
  const check = await repo.insertEmailCheck(ctx.db, {
    visitorHash: visitor.visitorHash,
    name: visitor.name,
    email: visitor.email,
    codeHash: hashCode(code, ctx.codeSecret),
    now,
    expiresAt: new Date(now.getTime() + EMAIL_CHECK.ttlSeconds * 1000),
  });
  await ctx.send(codeMail(visitor.email, code));
  return { emailCheck: { email: check.email, expiresAt: check.expires_at.toISOString() } };
}

/** The code's answer when it does not open the conversation: wrong (tries left), or spent (ask for a new one). */
export const wrongCode = () => new HttpError(400, 'Invalid', 'That code is not right.', ['Invalid']);
export const expiredCode = () => new HttpError(409, 'Invalid', 'The code has expired or has been tried too many times.', ['Expired']);

/**
 * The visitor's code: the attempt is reserved first (one statement), then compared in constant time; the
 * right one is used once and the conversation is written in the same transaction — only now does it
 * join the agents' queue. Five wrong tries or ten minutes spend the code.
 */
export async function verifyEmail(ctx: SupportContext, visitorHash: string, code: string): Promise<SupportConversation> {
  const now = ctx.now();
  const check = await repo.reserveEmailCheckAttempt(ctx.db, visitorHash, now, EMAIL_CHECK.attempts);
  if (!check) throw expiredCode();
  const expected = Buffer.from(check.code_hash);
  const presented = Buffer.from(hashCode(code, ctx.codeSecret));
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented))
    throw check.failed_attempts >= EMAIL_CHECK.attempts ? expiredCode() : wrongCode();
  assertOpen(ctx, now);
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeEmailCheck(trx, check.check_id, now))) throw expiredCode();
    const inserted = await repo.insertVisitorConversation(
      trx,
      { visitorHash, clientName: check.visitor_name, visitorEmail: check.email, now },
      VISITOR_QUEUE_MAX,
    );
    // Full meanwhile: the code stays unused (the transaction rolls back), to be tried again in a minute.
    if (!inserted) throw busy();
    return inserted;
  });
  await ctx.hub.conversationChanged(row.conversation_id);
  return present(ctx, row);
}

/** A signed-in client's conversation: resumed when one is open, else a new one in the queue (no e-mail check: the address is known). */
export async function startConversation(ctx: SupportContext, client: { clientId: number; name: string }): Promise<SupportConversation> {
  const now = ctx.now();
  assertOpen(ctx, now);
  const open = await repo.findOpenConversation(ctx.db, { clientId: client.clientId, visitorHash: null });
  if (open) return present(ctx, open);
  const row = await repo.insertConversation(ctx.db, {
    clientId: client.clientId,
    visitorHash: null,
    clientName: client.name,
    visitorEmail: null,
    now,
  });
  await ctx.hub.conversationChanged(row.conversation_id);
  return present(ctx, row);
}

/** A known visitor's open conversation (waiting or active), resumed as it is; null when there is none. */
export async function resumeVisitor(ctx: SupportContext, visitorHash: string): Promise<SupportConversation | null> {
  const open = await repo.findOpenConversation(ctx.db, { clientId: null, visitorHash });
  return open ? present(ctx, open) : null;
}

export async function sendMessage(
  ctx: SupportContext,
  identity: ChatIdentity,
  conversationId: number,
  text: string,
): Promise<SupportMessage> {
  const row = await readable(ctx, identity, conversationId);
  const asAgent = identity.kind === 'agent';
  if (asAgent ? row.agent_user_id !== identity.userId : !isOwner(identity, row)) throw errors.forbidden();
  if (row.status === 'ended') throw new HttpError(409, 'ConversationEnded');
  const now = ctx.now();
  const since = new Date(now.getTime() - SUPPORT_RATE_LIMIT.windowSeconds * 1000);
  if ((await repo.countRecentMessages(ctx.db, identity.senderKey, since)) >= SUPPORT_RATE_LIMIT.max) throw errors.rateLimited();
  const message = await repo.insertMessage(ctx.db, {
    conversation_id: row.conversation_id,
    author: asAgent ? 'agent' : 'client',
    author_name: asAgent ? (row.agent_name ?? identity.name) : row.client_name,
    sender_key: identity.senderKey,
    body: text,
    sent_at: now,
  });
  await ctx.hub.messageSent(row.conversation_id, message.message_id);
  return presentMessage(message);
}

export async function claim(ctx: SupportContext, agent: Extract<ChatIdentity, { kind: 'agent' }>, conversationId: number) {
  // Any agent may try: one another agent was first to is 409 AlreadyClaimed, and stays unreadable (L4).
  if (!(await repo.findConversation(ctx.db, conversationId))) throw errors.notFound();
  const row = await repo.claimConversation(ctx.db, conversationId, { userId: agent.userId, name: agent.name }, ctx.now());
  if (!row) throw new HttpError(409, 'AlreadyClaimed');
  await ctx.hub.conversationChanged(conversationId);
  return presentConversation(row);
}

/** Either side ends it: the owner, or the agent who claimed it. Ending twice answers the ended conversation. */
export async function end(ctx: SupportContext, identity: ChatIdentity, conversationId: number) {
  const row = await readable(ctx, identity, conversationId);
  if (identity.kind === 'agent' ? row.agent_user_id !== identity.userId : !isOwner(identity, row)) throw errors.forbidden();
  const ended = await repo.endConversation(ctx.db, conversationId, ctx.now());
  if (!ended) return presentConversation(row);
  await ctx.hub.conversationChanged(conversationId);
  return presentConversation(ended);
}

export async function queue(ctx: SupportContext, agentUserId: number) {
  const now = ctx.now().getTime();
  const [waiting, mine] = await Promise.all([repo.listWaiting(ctx.db), repo.listAgentConversations(ctx.db, agentUserId)]);
  return {
    waiting: waiting.map((row) => ({
      ...presentConversation(row),
      waitingSeconds: Math.max(0, Math.floor((now - row.created_at.getTime()) / 1000)),
    })),
    mine: mine.map(presentConversation),
  };
}
