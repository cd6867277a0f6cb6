/**
 * The chat's rules: support hours for starting, ownership for reading, one agent per conversation,
 * only participants write, ended conversations take no more messages, and a per-sender rate limit
 * counted in the database (so it holds across instances).
 */
import type { SupportConversation, SupportMessage } from '@portal/api';
import { supportHoursAt } from '@portal/domain';
import { HttpError, errors } from '../../http-error.ts';
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

export interface SupportContext {
  db: SupportDb;
  hub: SupportHub;
  now: () => Date;
  /** Tests and benchmarks only (PORTAL_SUPPORT_ALWAYS_OPEN=1). */
  alwaysOpen?: boolean;
}

/** The conversation if this identity may read it; 404 otherwise, so ids cannot be probed. */
export async function readable(ctx: SupportContext, identity: ChatIdentity, conversationId: number): Promise<ConversationRow> {
  const row = await repo.findConversation(ctx.db, conversationId);
  if (!row || !canRead(identity, row)) throw errors.notFound();
  return row;
}

export async function startConversation(
  ctx: SupportContext,
  owner: { clientId: number | null; visitorHash: string | null; name: string; email: string | null },
): Promise<SupportConversation> {
  const now = ctx.now();
  if (!ctx.alwaysOpen && !supportHoursAt(now).open) throw new HttpError(409, 'SupportClosed');
  const open = await repo.findOpenConversation(ctx.db, owner);
  if (open) return withMessages(open, await repo.listMessages(ctx.db, open.conversation_id));
  if (owner.clientId === null) {
    const row = await repo.insertVisitorConversation(
      ctx.db,
      { visitorHash: owner.visitorHash ?? '', clientName: owner.name, visitorEmail: owner.email ?? '', now },
      VISITOR_QUEUE_MAX,
    );
    if (!row) throw errors.serviceUnavailable('Live support is busy. Please try again in a few minutes.');
    await ctx.hub.conversationChanged(row.conversation_id);
    return withMessages(row, []);
  }
  const row = await repo.insertConversation(ctx.db, {
    clientId: owner.clientId,
    visitorHash: owner.visitorHash,
    clientName: owner.name,
    visitorEmail: owner.email,
    now,
  });
  await ctx.hub.conversationChanged(row.conversation_id);
  return withMessages(row, []);
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
