/**
 * Who is chatting: a signed-in client (or the adviser viewing it, read-only), a visitor known by the
 * chat cookie set when they started (login page: name and e-mail, no account), or a support agent.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_SUPPORT } from '@portal/api';
import { effectiveClientId, isImpersonating } from '../../access/access.ts';
import type { ConversationRow } from './repository.ts';

/**
 * The visitor's key (httpOnly): only its hash is stored with the conversation. Named after the session
 * cookie (`__Host-portal_chat` in production), so no sibling subdomain or plain-HTTP answer can plant
 * one (security review L3).
 */
export const visitorCookieName = (request: FastifyRequest) => request.server.config.session.cookieName.replace(/sid$/, 'chat');
const VISITOR_COOKIE_SECONDS = 12 * 3600;

export type ChatIdentity =
  | { kind: 'client'; clientId: number; readOnly: boolean; senderKey: string }
  | { kind: 'visitor'; visitorHash: string; senderKey: string }
  | { kind: 'agent'; userId: number; name: string; senderKey: string };

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** 'support.agent@example.com' → 'Support Agent': the only name of an agent a client sees. */
export function agentDisplayName(username: string): string {
  const local = username.split('@')[0] ?? username;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export function isSupportUser(request: FastifyRequest): boolean {
  return request.session?.user.roles.includes(ROLE_SUPPORT) ?? false;
}

export function chatIdentity(request: FastifyRequest): ChatIdentity | null {
  const session = request.session;
  if (session && isSupportUser(request)) {
    return { kind: 'agent', userId: session.user.userId, name: agentDisplayName(session.user.username), senderKey: session.idHash };
  }
  const clientId = session ? effectiveClientId(session) : null;
  if (session && clientId !== null) return { kind: 'client', clientId, readOnly: isImpersonating(session), senderKey: session.idHash };
  if (session) return null;
  const key = request.cookies[visitorCookieName(request)];
  return key ? { kind: 'visitor', visitorHash: hash(key), senderKey: hash(key) } : null;
}

/** A new visitor key in a cookie scoped to the chat's paths; returns its hash. */
export function issueVisitorKey(request: FastifyRequest, reply: FastifyReply): string {
  const key = randomBytes(32).toString('base64url');
  const name = visitorCookieName(request);
  reply.setCookie(name, key, {
    // A __Host- cookie must have Path=/ and Secure.
    path: name.startsWith('__Host-') ? '/' : '/nui/support',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies || name.startsWith('__Host-') || request.protocol === 'https',
    maxAge: VISITOR_COOKIE_SECONDS,
  });
  return hash(key);
}

/** The client or visitor the conversation belongs to. */
export function isOwner(identity: ChatIdentity, row: ConversationRow): boolean {
  if (identity.kind === 'client') return row.client_id === identity.clientId;
  if (identity.kind === 'visitor') return row.visitor_hash === identity.visitorHash;
  return false;
}

/** Who takes part: the owner and the agent who claimed it (they get its messages pushed). */
export function isParticipant(identity: ChatIdentity, row: ConversationRow): boolean {
  return isOwner(identity, row) || (identity.kind === 'agent' && row.agent_user_id === identity.userId);
}

/**
 * Who may read it: its participants, and any support agent while it waits in the queue (to decide
 * whether to claim it). A conversation another agent claimed, or one that ended without this agent,
 * is not theirs to read (review L4).
 */
export function canRead(identity: ChatIdentity, row: ConversationRow): boolean {
  if (identity.kind === 'agent') return row.status === 'waiting' || row.agent_user_id === identity.userId;
  return isOwner(identity, row);
}
