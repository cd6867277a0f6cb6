/**
 * Delivery: every change is a NOTIFY on one channel (ids only: the row is in the database, so a
 * payload is never too big and nothing is lost if a process stops); every instance LISTENs and
 * pushes the change to the WebSockets it holds whose user takes part in the conversation.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { ROLE_SUPPORT } from '@portal/api';
import type { SupportEvent } from '@portal/api';
import type { Notifications } from '../../plugins/notifications.ts';
import { isParticipant } from './identity.ts';
import type { ChatIdentity } from './identity.ts';
import { presentConversation, presentMessage } from './present.ts';
import { findConversation, findMessage, liveSessionRoles, queuePositions } from './repository.ts';
import type { SupportDb } from './repository.ts';

export const SUPPORT_CHANNEL = 'support_chat';
/** Pings keep idle sockets open through proxies and find dead peers. */
const PING_INTERVAL_MS = 25_000;
/** The close code of a socket whose session ended (4000–4999: the application's own). */
export const SESSION_ENDED = 4401;

/** What makes a session live (config.session), and the clock. */
export interface SessionLiveness {
  now: () => Date;
  idleSeconds: number;
  absoluteSeconds: number;
}

type Change = { k: 'message'; c: number; m: number } | { k: 'conversation'; c: number };

export class SupportHub {
  private readonly sockets = new Map<WebSocket, ChatIdentity>();
  /** The last place in the queue each owner's socket was told ('conversation:position'): only a change is sent. */
  private readonly toldPosition = new WeakMap<WebSocket, string>();
  private readonly pinger: NodeJS.Timeout;
  private rechecking = false;

  constructor(
    private readonly db: SupportDb,
    private readonly notifications: Notifications,
    private readonly log: FastifyBaseLogger,
    private readonly liveness: SessionLiveness,
  ) {
    this.pinger = setInterval(() => {
      for (const socket of this.sockets.keys()) socket.ping();
      // Sessions also end by idling out, with no message: look again as often as we ping.
      this.recheckSessions();
    }, PING_INTERVAL_MS);
    this.pinger.unref();
  }

  start(): Promise<void> {
    return this.notifications.subscribe(SUPPORT_CHANNEL, (payload) => {
      this.deliver(JSON.parse(payload) as Change).catch((error: unknown) => this.log.error({ err: error }, 'support: delivery failed'));
    });
  }

  add(socket: WebSocket, identity: ChatIdentity): void {
    this.sockets.set(socket, identity);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
  }

  /**
   * Closes the sockets whose session has ended (logout, password change, idle or absolute expiry, a
   * locked user — on any instance) and an agent's whose support role was taken away (review L1): a
   * socket is authenticated once, at the upgrade, so it is checked again whenever sessions may have
   * ended, and on every ping. Coalesced: requests within one turn of the event loop cost one query.
   */
  recheckSessions(): void {
    if (this.rechecking || this.sockets.size === 0) return;
    this.rechecking = true;
    setImmediate(() => {
      this.rechecking = false;
      this.closeEnded().catch((error: unknown) => this.log.error({ err: error }, 'support: session re-check failed'));
    });
  }

  private async closeEnded(): Promise<void> {
    const bound = [...this.sockets].filter(([, identity]) => identity.kind !== 'visitor');
    if (bound.length === 0) return;
    const t = this.liveness.now().getTime();
    const live = await liveSessionRoles(
      this.db,
      [...new Set(bound.map(([, identity]) => identity.senderKey))],
      new Date(t - this.liveness.idleSeconds * 1000),
      new Date(t - this.liveness.absoluteSeconds * 1000),
    );
    for (const [socket, identity] of bound) {
      const roles = live.get(identity.senderKey);
      if (roles && (identity.kind !== 'agent' || roles.includes(ROLE_SUPPORT))) continue;
      this.sockets.delete(socket);
      socket.close(SESSION_ENDED, 'session ended');
    }
  }

  get size(): number {
    return this.sockets.size;
  }

  messageSent(conversationId: number, messageId: number): Promise<void> {
    return this.notifications.publish(SUPPORT_CHANNEL, JSON.stringify({ k: 'message', c: conversationId, m: messageId } satisfies Change));
  }

  conversationChanged(conversationId: number): Promise<void> {
    return this.notifications.publish(SUPPORT_CHANNEL, JSON.stringify({ k: 'conversation', c: conversationId } satisfies Change));
  }

  close(): void {
    clearInterval(this.pinger);
    for (const socket of this.sockets.keys()) socket.close(1001, 'server closing');
  }

  private send(socket: WebSocket, event: SupportEvent): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  }

  private async deliver(change: Change): Promise<void> {
    if (this.sockets.size === 0) return;
    const row = await findConversation(this.db, change.c);
    if (!row) return;
    if (change.k === 'message') {
      const message = await findMessage(this.db, change.m);
      if (!message) return;
      const event: SupportEvent = { type: 'message', message: presentMessage(message) };
      for (const [socket, identity] of this.sockets) if (isParticipant(identity, row)) this.send(socket, event);
      return;
    }
    const event: SupportEvent = { type: 'conversation', conversation: presentConversation(row) };
    let owners = false;
    for (const [socket, identity] of this.sockets) {
      if (isParticipant(identity, row)) this.send(socket, event);
      // Agents refresh their queue: one was added, claimed or closed.
      if (identity.kind === 'agent') this.send(socket, { type: 'queue' });
      else owners = true;
    }
    // Everyone still waiting may have moved: each owner's socket here hears its new place (review M8).
    if (owners) await this.sendPositions();
  }

  /**
   * The queue's places, read once for all this instance's sockets (every instance hears the same NOTIFY
   * and tells its own), sent to the owner of each waiting conversation only when the place changed, so a
   * screen reader announces a change and nothing else.
   */
  private async sendPositions(): Promise<void> {
    const waiting = await queuePositions(this.db);
    const byClient = new Map<number, (typeof waiting)[number]>();
    const byVisitor = new Map<string, (typeof waiting)[number]>();
    for (const row of waiting) {
      if (row.client_id !== null) byClient.set(row.client_id, row);
      else if (row.visitor_hash !== null) byVisitor.set(row.visitor_hash, row);
    }
    for (const [socket, identity] of this.sockets) {
      const place =
        identity.kind === 'client'
          ? byClient.get(identity.clientId)
          : identity.kind === 'visitor'
            ? byVisitor.get(identity.visitorHash)
            : undefined;
      if (!place) continue;
      const told = `${place.conversation_id}:${place.position}`;
      if (this.toldPosition.get(socket) === told) continue;
      this.toldPosition.set(socket, told);
      this.send(socket, { type: 'position', conversationId: place.conversation_id, position: place.position });
    }
  }
}
