/**
 * /nui/support/*: live support chat (issue 13). Everything a browser says goes over HTTP (validated,
 * origin-checked, refused while impersonating by the read-only guard, rate-limited); the WebSocket
 * only pushes what changed, authenticated by the session (or visitor) cookie and the Origin header.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admitLoginAttempt } from '../../access/rate-limit.ts';
import { sourceKey } from '../../access/source.ts';
import { HttpError, errors } from '../../http-error.ts';
import { ownOrigin } from '../../plugins/origin.ts';
import { securityEvent } from '../../plugins/security-events.ts';
import { endpoint } from '../endpoint.ts';
import { SupportHub } from './hub.ts';
import { chatIdentity, issueVisitorKey } from './identity.ts';
import type { ChatIdentity } from './identity.ts';
import { presentConversation, transcriptText } from './present.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

function identityOf(request: FastifyRequest): ChatIdentity {
  const identity = chatIdentity(request);
  if (identity) return identity;
  throw request.session ? errors.forbidden() : errors.unauthorized();
}

function agentOf(request: FastifyRequest): Extract<ChatIdentity, { kind: 'agent' }> {
  const identity = identityOf(request);
  if (identity.kind !== 'agent') throw errors.forbidden();
  return identity;
}

/** A full visitor queue empties at the pace of conversations, not of a busy moment: come back in a minute. */
function retryAfterBusy(reply: FastifyReply, error: unknown): void {
  if (error instanceof HttpError && error.status === 503) reply.header('retry-after', String(service.VISITOR_QUEUE_RETRY_SECONDS));
}

export default async function supportRoutes(app: FastifyInstance): Promise<void> {
  const db = repo.supportDb(app.db);
  const { idleSeconds, absoluteSeconds } = app.config.session;
  const hub = new SupportHub(db, app.notifications, app.log, { now: app.config.now, idleSeconds, absoluteSeconds });
  await hub.start();
  // A socket outlives the request that opened it: when sessions may have ended, look at them again.
  app.caches.onInvalidation((change) => {
    if (change.sessions?.length || change.users?.length || change.allSessions) hub.recheckSessions();
  });
  app.addHook('preClose', async () => hub.close());
  const ctx: service.SupportContext = {
    db,
    hub,
    now: app.config.now,
    alwaysOpen: app.config.supportAlwaysOpen,
    codeSecret: app.config.codeSecret,
    send: (message) => app.mailer.send(message),
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpoint('supportConversations'),
    handler: async (request) => {
      const identity = identityOf(request);
      if (identity.kind === 'agent') throw errors.forbidden();
      const owner =
        identity.kind === 'client'
          ? { clientId: identity.clientId, visitorHash: null }
          : { clientId: null, visitorHash: identity.visitorHash };
      return (await repo.listOwnConversations(db, owner)).map(presentConversation);
    },
  });

  api.route({
    ...endpoint('supportStart'),
    handler: async (request, reply) => {
      const session = request.session;
      const identity = chatIdentity(request);
      if (identity?.kind === 'client') {
        const name = (await repo.clientName(db, identity.clientId)) ?? 'Client';
        return service.startConversation(ctx, { clientId: identity.clientId, name });
      }
      if (session) throw errors.forbidden();
      // Before sign-in: a name and an e-mail, and nothing of any account.
      const { name, email } = request.body;
      if (!name || !email) throw errors.badRequest('A name and an e-mail address are needed.');
      // Anonymous, so limited per source (review M8); counted in the database, across instances.
      const { max, windowSeconds } = service.VISITOR_START_LIMIT;
      if (!(await admitLoginAttempt(app.db, `support-visitor:${sourceKey(request.ip)}`, app.config.now(), max, windowSeconds)))
        throw errors.rateLimited();
      // A key is kept only when the server issued it before (it owns a conversation or a code); any other
      // is replaced, so a planted cookie cannot tie the visitor's chat to a key someone else holds (L3).
      const issued = identity?.kind === 'visitor' ? identity.visitorHash : null;
      const known =
        issued !== null &&
        ((await repo.listOwnConversations(db, { clientId: null, visitorHash: issued }, 1)).length > 0 ||
          (await repo.hasEmailCheck(db, issued)));
      const visitorHash = known && issued !== null ? issued : issueVisitorKey(request, reply);
      // Their open conversation resumes; otherwise the address is checked first: a code is e-mailed, and
      // the conversation opens (and joins the agents' queue) when it comes back (review M8).
      try {
        return (await service.resumeVisitor(ctx, visitorHash)) ?? (await service.requestEmailCheck(ctx, { visitorHash, name, email }));
      } catch (error) {
        retryAfterBusy(reply, error);
        throw error;
      }
    },
  });

  api.route({
    ...endpoint('supportVerifyEmail'),
    handler: async (request, reply) => {
      const identity = identityOf(request);
      // Only a visitor has an address to check: a signed-in client's is known.
      if (identity.kind !== 'visitor') throw errors.forbidden();
      try {
        return await service.verifyEmail(ctx, identity.visitorHash, request.body.code);
      } catch (error) {
        retryAfterBusy(reply, error);
        throw error;
      }
    },
  });

  api.route({
    ...endpoint('supportConversation'),
    handler: async (request) => {
      return service.present(ctx, await service.readable(ctx, identityOf(request), request.params.conversationId));
    },
  });

  api.route({
    ...endpoint('supportSend'),
    handler: async (request) => service.sendMessage(ctx, identityOf(request), request.params.conversationId, request.body.text),
  });

  api.route({
    ...endpoint('supportEnd'),
    handler: async (request) => service.end(ctx, identityOf(request), request.params.conversationId),
  });

  api.route({
    ...endpoint('supportTranscript'),
    handler: async (request, reply) => {
      const identity = identityOf(request);
      const row = await service.readable(ctx, identity, request.params.conversationId);
      // An agent's export of a conversation (names, e-mail, every message) is on the record (review L4).
      if (identity.kind === 'agent') securityEvent(request, 'support.transcript_read', { conversationId: row.conversation_id });
      const text = transcriptText(row, await repo.listMessages(db, row.conversation_id));
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="support-transcript-${row.conversation_id}.txt"`)
        .send(text);
    },
  });

  api.route({ ...endpoint('supportQueue'), handler: async (request) => service.queue(ctx, agentOf(request).userId) });

  api.route({
    ...endpoint('supportClaim'),
    handler: async (request) => service.claim(ctx, agentOf(request), request.params.conversationId),
  });

  api.route({
    ...endpoint('supportEvents'),
    // Before the upgrade: a browser always sends Origin on a WebSocket, and it must be ours
    // (cookies ride along cross-site on a WebSocket; this is what stops another site listening).
    preHandler: async (request) => {
      const origin = request.headers.origin;
      if (origin === undefined || origin !== ownOrigin(request)) throw errors.crossOrigin();
      identityOf(request);
    },
    handler: async () => {
      throw errors.badRequest('WebSocket upgrade expected.');
    },
    wsHandler: (socket, request) => {
      hub.add(socket, identityOf(request));
      // Nothing is read from the socket: writes go through HTTP, where every rule applies.
      socket.on('message', () => socket.close(1003, 'send over HTTP'));
    },
  });
}
