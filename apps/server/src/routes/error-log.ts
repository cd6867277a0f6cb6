/**
 * POST /nui/public/errorLog: the portal reports a failure it showed with a four-digit code
 * (spec §8, §9). Anyone may report (a failed login is worth knowing about too); bodies are small
 * and strictly shaped, and a report never changes the client's data.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { endpoints } from '@portal/api';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';

export const errorReport = z
  .object({
    errorCode: z.string().regex(/^\d{4}$/),
    context: z.string().min(1).max(100),
    message: z.string().max(2000),
    path: z.string().max(500),
  })
  .strict();

export async function errorLogRoutes(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: AppConfig }): Promise<void> {
  app.post<{ Body: z.infer<typeof errorReport> }>(endpoints.errorLog, { schema: { body: errorReport } }, async (request, reply) => {
    const { errorCode, context, message, path } = request.body;
    const userId = request.session?.user.userId ?? null;
    await sql`INSERT INTO client_error_log (error_code, context, message, path, user_id, client_address, reported_at)
      VALUES (${errorCode}, ${context}, ${message}, ${path}, ${userId}, ${request.ip}, ${config.now()})`.execute(db);
    request.log.warn({ errorCode, context, path, userId }, 'portal reported an error');
    return reply.status(204).send();
  });
}
