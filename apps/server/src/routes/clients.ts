/** The client resource and its document pages (spec §7 GET /nui/nbs/clients/{clientId}). */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CorrespondencePage } from '@portal/api';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { canReadClient, effectiveClientId } from '../auth/access.ts';
import { errors } from '../errors.ts';
import type { ActiveSession } from '../plugins/session.ts';
import { requireSession } from '../plugins/session.ts';
import { clientResourceCache, prepareClientResource } from '../cache/client-resource-cache.ts';
import { loadClientResourceBase, loadCorrespondencePage, newCorrespondencesSince } from '../repositories/client-resource.ts';

const clientParams = z.object({ clientId: z.string().regex(/^\d{1,10}$/, 'must be a number').transform(Number) }).strict();
type ClientParams = z.infer<typeof clientParams>;
const pageQuery = z
  .object({
    page: z.string().regex(/^\d{1,6}$/).transform(Number).default(0),
    size: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(100)).optional(),
  })
  .strict();
type PageQuery = z.infer<typeof pageQuery>;

async function authorise(db: Kysely<Database>, session: ActiveSession, clientId: number): Promise<void> {
  if ((await canReadClient(db, session, clientId)) !== 'allowed') throw errors.forbidden();
}

export async function clientRoutes(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: AppConfig }): Promise<void> {
  // Served from a short-lived cache of the serialised resource (cache/client-resource-cache.ts); the
  // access check and the viewer-dependent flag are decided per request, never cached.
  app.get<{ Params: ClientParams }>('/nui/nbs/clients/:clientId', { schema: { params: clientParams } }, async (request, reply) => {
    const session = requireSession(request);
    const { clientId } = request.params;
    await authorise(db, session, clientId);
    const pageSize = config.correspondencePageSize;
    const cached = await clientResourceCache(db).get(clientId, pageSize, config.now().getTime(), async () => {
      const loaded = await loadClientResourceBase(db, clientId, pageSize);
      return loaded && prepareClientResource(loaded.resource, loaded.newestDocument);
    });
    if (!cached) throw errors.notFound('No such client.');
    // New documents are judged against the viewing client's previous login; advisers don't get the flag.
    const since = effectiveClientId(session) === clientId && session.user.clientId !== null ? (session.data.previousLogin ? new Date(session.data.previousLogin) : null) : undefined;
    const flag = newCorrespondencesSince(cached.newestDocument === null ? null : new Date(cached.newestDocument), since);
    return reply.type('application/json; charset=utf-8').send(cached.bodies[flag ? 'true' : 'false']);
  });

  app.get<{ Params: ClientParams; Querystring: PageQuery; Reply: CorrespondencePage }>(
    '/nui/nbs/clients/:clientId/correspondences',
    { schema: { params: clientParams, querystring: pageQuery } },
    async (request) => {
      const session = requireSession(request);
      const { clientId } = request.params;
      await authorise(db, session, clientId);
      const { newestSentDate: _newest, ...page } = await loadCorrespondencePage(db, clientId, request.query.page, request.query.size ?? config.correspondencePageSize);
      return page;
    },
  );
}
