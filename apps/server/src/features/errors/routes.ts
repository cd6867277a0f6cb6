/**
 * POST /nui/public/errorLog: the portal reports a failure it showed with a four-digit code
 * (spec §8, §9). Anyone may report (a failed login is worth knowing about too); bodies are small
 * and strictly shaped, and a report never changes the client's data.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '../endpoint.ts';
import { recordClientError } from './repository.ts';

export default async function errorLogRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpoint('errorLog'),
    handler: async (request, reply) => {
      const { errorCode, context, path } = request.body;
      const userId = request.session?.user.userId ?? null;
      await recordClientError(db, { ...request.body, userId, clientAddress: request.ip, reportedAt: config.now() });
      request.log.warn({ errorCode, context, path, userId }, 'portal reported an error');
      return reply.status(204).send(null);
    },
  });
}
