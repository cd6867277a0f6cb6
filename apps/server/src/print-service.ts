/**
 * The print service as its own process (`npm run print-service`), so print load scales apart from
 * the API: the same browser pool as in-process printing, behind POST /render. The API server uses it
 * when PRINT_SERVICE_URL points here, and forks it as its child by default in production
 * (plugins/print/child.ts); it keeps the session and page-state checks itself, this
 * process only renders the portal URL it is given (and only requests to that URL's origin).
 *
 * Environment: PRINT_SERVICE_PORT (3100), PRINT_SERVICE_HOST (127.0.0.1: keep it private),
 * PRINT_SERVICE_TOKEN (the shared secret the API sends: required, at least 32 characters; compared in
 * constant time), CHROMIUM_PATH, PRINT_MAX_PAGES, PRINT_MAX_QUEUE, PRINT_TIMEOUT_MS.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { z } from 'zod';
import { configFromEnv } from './config.ts';
import type { ListeningMessage } from './plugins/print/child.ts';
import { PrintBusyError, PrintPool, PrintTimeoutError } from './plugins/print/pool.ts';
import { RENDER_PATH, TOKEN_HEADER } from './plugins/print/remote.ts';

const renderJob = z.object({
  url: z.url(),
  allowedOrigin: z.url(),
  landscape: z.boolean(),
  footer: z.string().max(200),
  pass: z.string().max(200).optional(),
});

/** The shortest secret the service accepts (the API's child gets 43 random characters). */
export const MIN_TOKEN_LENGTH = 32;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `presented` is the token, in time that does not depend on where they differ (both hashed to one length first). */
export function tokenMatches(token: string, presented: string | string[] | undefined): boolean {
  if (typeof presented !== 'string') return false;
  return timingSafeEqual(digest(token), digest(presented));
}

export async function buildPrintService(pool: PrintPool, token: string) {
  if (token.length < MIN_TOKEN_LENGTH) throw new Error(`PRINT_SERVICE_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 64 * 1024, return503OnClosing: true });
  app.post(RENDER_PATH, async (request, reply) => {
    if (!tokenMatches(token, request.headers[TOKEN_HEADER])) return reply.code(401).send({ code: 'Unauthorized' });
    const job = renderJob.safeParse(request.body);
    if (!job.success || new URL(job.data.url).origin !== new URL(job.data.allowedOrigin).origin) {
      return reply.code(400).send({ code: 'BadRequest' });
    }
    try {
      const pdf = await pool.render({ ...job.data, allowedOrigin: new URL(job.data.allowedOrigin).origin });
      return reply.type('application/pdf').send(pdf);
    } catch (error) {
      if (error instanceof PrintBusyError) return reply.code(503).send({ code: 'ServiceUnavailable' });
      if (error instanceof PrintTimeoutError) return reply.code(504).send({ code: 'ServiceUnavailable' });
      throw error;
    }
  });
  app.addHook('onClose', async () => pool.close());
  return app;
}

async function main(): Promise<void> {
  const { print } = configFromEnv(process.env);
  if (!print.serviceToken) {
    console.error('refusing to start: PRINT_SERVICE_TOKEN is not set (the secret the API server sends with each job)');
    process.exit(1);
  }
  const pool = new PrintPool(print);
  const app = await buildPrintService(pool, print.serviceToken);
  await pool.warm();
  const shutdown = () => void app.close().finally(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: Number(process.env.PRINT_SERVICE_PORT ?? 3100), host: process.env.PRINT_SERVICE_HOST ?? '127.0.0.1' });
  // Forked by the API server (plugins/print/child.ts): tell it the port, and go when it goes.
  if (process.send) {
    const address = app.server.address();
    const message: ListeningMessage = { type: 'print-service-listening', port: typeof address === 'object' && address ? address.port : 0 };
    process.send(message);
    process.once('disconnect', shutdown);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
