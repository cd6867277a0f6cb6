/**
 * GET /nui/nbs/newsFeed (spec §2 News, §3): every logged-in user reads the same items, newest first.
 * Whether news is newer than the viewer's last login is on the client resource (newsSinceLastLogin).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '../endpoint.ts';
import { newsFeed } from './service.ts';

export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpoint('newsFeed', { viewer: true }),
    handler: async () => newsFeed(app.db),
  });
}
