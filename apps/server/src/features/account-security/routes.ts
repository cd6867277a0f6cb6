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
import type { AccessLog, ClientPage, SignedInDevice } from '@portal/api';
import { errors } from '../../http-error.ts';
import { canReadClient, isImpersonating } from '../../access/access.ts';
import { recordImpersonationActivity } from '../../access/impersonation-audit.ts';
import { endpoint } from '../endpoint.ts';
import { describeUserAgent, placeOf } from './device.ts';
import { endOtherSessionsOf, endSessionOf, liveSessionsOf, visitsOf } from './repository.ts';
import type { LiveWindow } from './repository.ts';

/** Visits per page of the access log. */
export const ACCESS_LOG_PAGE_SIZE = 10;

export default async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const liveWindow = (): LiveWindow => {
    const t = config.now().getTime();
    return {
      idleCutoff: new Date(t - config.session.idleSeconds * 1000),
      absoluteCutoff: new Date(t - config.session.absoluteSeconds * 1000),
    };
  };

  api.route({
    ...endpoint('signedInDevices', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      if (isImpersonating(session)) throw errors.forbidden();
      const rows = await liveSessionsOf(db, session.user.userId, liveWindow());
      const devices: SignedInDevice[] = rows.map((row) => ({
        sessionId: row.public_id,
        ...describeUserAgent(row.user_agent),
        place: placeOf(row.client_address),
        signedInAt: row.authenticated_at.toISOString(),
        lastActiveAt: row.last_seen_at.toISOString(),
        current: row.id_hash === session.idHash,
      }));
      // This device first, then the most recently active.
      devices.sort((a, b) => Number(b.current) - Number(a.current));
      return { devices };
    },
  });

  /** Drops the user's cached sessions here and on every other instance before the caller hears back. */
  const ended = async (userId: number, hashes: string[]) => {
    if (hashes.length > 0) await app.caches.invalidate({ users: [userId] });
    return { ended: hashes.length };
  };

  api.route({
    ...endpoint('endDeviceSession', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      if (isImpersonating(session)) throw errors.forbidden();
      const hashes = await endSessionOf(db, session.user.userId, request.params.sessionId, session.idHash);
      // Unknown, another user's, already ended, or this one (Log out ends it): nothing of the caller's to end.
      if (hashes.length === 0) throw errors.notFound('No such session.');
      return ended(session.user.userId, hashes);
    },
  });

  api.route({
    ...endpoint('endOtherDeviceSessions', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      if (isImpersonating(session)) throw errors.forbidden();
      return ended(session.user.userId, await endOtherSessionsOf(db, session.user.userId, session.idHash));
    },
  });

  api.route({
    ...endpoint('accessLog', { viewer: true }),
    handler: async (request): Promise<AccessLog> => {
      const session = request.viewer;
      const { clientId } = request.params;
      if ((await canReadClient(db, session, clientId)) !== 'allowed') throw errors.forbidden();
      const { page } = request.query;
      const { rows, total } = await visitsOf(db, clientId, {
        ...(isImpersonating(session) ? { adviserUserId: session.user.userId } : {}),
        offset: (page - 1) * ACCESS_LOG_PAGE_SIZE,
        limit: ACCESS_LOG_PAGE_SIZE,
        live: liveWindow(),
      });
      return {
        visits: rows.map((row) => ({
          visitId: row.visitId,
          adviserName: `${row.forename} ${row.surname}`,
          firmName: row.firmName,
          startedAt: row.startedAt.toISOString(),
          endedAt: row.endedAt?.toISOString() ?? null,
          inProgress: row.endedAt === null && row.inProgress,
          pages: row.pages as ClientPage[],
          downloads: row.downloads.map((d) => ({ fileName: d.fileName, at: new Date(d.at).toISOString() })),
        })),
        page,
        pageSize: ACCESS_LOG_PAGE_SIZE,
        total,
      };
    },
  });

  api.route({
    ...endpoint('impersonationPageView', { viewer: true }),
    handler: async (request, reply) => {
      const session = request.viewer;
      const visitId = session.data.impersonationVisitId;
      if (!isImpersonating(session) || !visitId) throw errors.forbidden();
      await recordImpersonationActivity(db, { visitId, kind: 'PAGE', name: request.body.page, at: config.now() });
      return reply.code(204).send(null);
    },
  });
}
