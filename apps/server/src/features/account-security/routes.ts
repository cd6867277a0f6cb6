/**
 * Account security (issue 30 items 4, 5).
 *
 * Signed-in devices: any signed-in user lists and ends their OWN sessions. An adviser impersonating a
 * client sees none of the client's devices (403: where and on what a client signs in is theirs, not
 * needed to advise them) and cannot end any (403 ReadOnly, plugins/read-only.ts). Ending deletes the
 * rows and drops the user's cached sessions on every instance before answering (plugins/caches.ts:
 * on PostgreSQL no instance caches sessions at all; PGlite is one process), so the ended session's
 * next request is 401 wherever it lands. This device is not ended from the list: that is Log out.
 *
 * Who looked at my account: the client reads every adviser visit (impersonation) of its own account;
 * an impersonating adviser reads the same log of its own visits to that client only. Nobody writes it
 * but the server: a START row when a visit starts, the pages the adviser's portal names (the
 * impersonationPageView call, allowed only while impersonating) and the files answered as downloads
 * (plugins/read-only.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '../endpoint.ts';
import { accessLog, endDeviceSession, endOtherDeviceSessions, liveWindow, recordPageView, signedInDevices } from './service.ts';

export default async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpoint('signedInDevices', { viewer: true }),
    handler: async (request) => signedInDevices(db, request.viewer, liveWindow(config)),
  });

  /** Drops the user's cached sessions here and on every other instance before the caller hears back. */
  const ended = async (userId: number, hashes: string[]) => {
    if (hashes.length > 0) await app.caches.invalidate({ users: [userId] });
    return { ended: hashes.length };
  };

  api.route({
    ...endpoint('endDeviceSession', { viewer: true }),
    handler: async (request) => ended(request.viewer.user.userId, await endDeviceSession(db, request.viewer, request.params.sessionId)),
  });

  api.route({
    ...endpoint('endOtherDeviceSessions', { viewer: true }),
    handler: async (request) => ended(request.viewer.user.userId, await endOtherDeviceSessions(db, request.viewer)),
  });

  api.route({
    ...endpoint('accessLog', { viewer: true }),
    handler: async (request) => accessLog(db, request.viewer, request.params.clientId, request.query.page, liveWindow(config)),
  });

  api.route({
    ...endpoint('impersonationPageView', { viewer: true }),
    handler: async (request, reply) => {
      await recordPageView(db, request.viewer, request.body.page, config.now());
      return reply.code(204).send(null);
    },
  });
}
