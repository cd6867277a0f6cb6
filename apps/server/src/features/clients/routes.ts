/** The client resource (spec §7 GET /nui/nbs/clients/{clientId}); its further document pages are features/documents. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '@portal/api';
import { errors } from '../../http-error.ts';
import { bodyFor, prepareClientResource } from '../../plugins/caches/client-resource-cache.ts';
import { endpoint, sendJsonText } from '../endpoint.ts';
import { loadClientResourceBase } from './repository.ts';
import { authoriseClient, viewerFlags } from './service.ts';

export default async function clientRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Served from a short-lived cache of the serialised resource (plugins/caches/client-resource-cache.ts);
  // the access check and the viewer-dependent flag are decided per request, never cached.
  api.route({
    ...endpoint('client', { viewer: true }),
    handler: async (request, reply) => {
      const session = request.viewer;
      const { clientId } = request.params;
      await authoriseClient(db, session, clientId);
      const pageSize = config.correspondencePageSize;
      const cached = await app.caches.clientResources.get(clientId, pageSize, config.now().getTime(), async () => {
        const loaded = await loadClientResourceBase(db, clientId, pageSize);
        const prepared = loaded && prepareClientResource(loaded.resource, loaded.newestDocument, loaded.newestNews);
        // Checked once per cache fill, not per request: the bodies differ only in the viewer's flags.
        if (prepared && config.validateResponses)
          contract.client.response[200].parse(
            JSON.parse(bodyFor(prepared, { newCorrespondencesSinceLastLogin: true, newsSinceLastLogin: true }).toString()),
          );
        return prepared;
      });
      if (!cached) throw errors.notFound('No such client.');
      return sendJsonText(reply, bodyFor(cached, viewerFlags(session, clientId, cached)), null);
    },
  });
}
