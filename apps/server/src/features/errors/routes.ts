/**
 * POST /nui/public/errorLog: the portal reports a failure it showed with a four-digit code
 * (spec §8, §9). Anyone may report (a failed login is worth knowing about too); bodies are small
 * and strictly shaped, a report never changes the client's data, each address is limited
 * (429 RateLimited), and reports older than the retention are deleted hourly.
 * POST /nui/public/cspReport: browsers' Content-Security-Policy violation reports, only logged.
 * GET /nui/public/errorTracking: the SENTRY_DSN the browser sends its errors to (issue 29 item 4),
 * with the release, environment and trace sampling the server's own events carry; null without one.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../http-error.ts';
import { redactReport } from '../../plugins/log-redaction.ts';
import { sourceKey } from '../../access/source.ts';
import { endpoint } from '../endpoint.ts';
import { createReportLimiter } from './report-limit.ts';
import { REPORTS_PER_MINUTE, errorTrackingAnswer, pruneClientErrors, recordReport } from './service.ts';

const HOUR_MS = 3600_000;

export default async function errorLogRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limiter = createReportLimiter(REPORTS_PER_MINUTE, 60_000);

  const prune = () =>
    pruneClientErrors(db, config.now()).catch((error: unknown) => app.log.error({ err: error }, 'error-log retention failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), HOUR_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  api.route({
    ...endpoint('errorLog'),
    handler: async (request, reply) => {
      if (!limiter.admit(`e:${sourceKey(request.ip)}`, config.now().getTime())) throw errors.rateLimited();
      const { errorCode, context, path } = request.body;
      const userId = request.session?.user.userId ?? null;
      await recordReport(db, request.body, { userId, clientAddress: request.ip, now: config.now() });
      request.log.warn({ errorCode, context, path, userId }, 'portal reported an error');
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpoint('errorTracking'),
    handler: async () => errorTrackingAnswer(config.errorTracking),
  });

  // The report formats browsers send: report-uri's and the Reporting API's (both JSON).
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(errors.badRequest('The report is not JSON.'), undefined);
    }
  });
  api.route({
    ...endpoint('cspReport'),
    bodyLimit: 16 * 1024,
    handler: async (request, reply) => {
      if (!limiter.admit(`c:${sourceKey(request.ip)}`, config.now().getTime())) throw errors.rateLimited();
      request.log.warn({ event: 'security.csp_violation', report: redactReport(request.body) }, 'content security policy violation');
      return reply.status(204).send(null);
    },
  });
}
