/** The global error handler: every failure answers the error body; nothing internal (stack, SQL) leaks. */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, errors } from '../http-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { securityEvent } from './security-events.ts';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        if (error.status === 500) app.errorTracker?.capture(error, request);
        if (error.code === 'CrossOrigin') securityEvent(request, 'request.cross_origin', { route: request.routeOptions.url ?? null });
        else if (error.status === 403)
          securityEvent(request, 'access.forbidden', { route: request.routeOptions.url ?? null, code: error.code });
        // Someone else's record answers 404 by design (ids cannot be probed): a signed-in caller's 404
        // on a known route is such a refusal as often as a stale link, so it is on the record (review L8).
        else if (error.status === 404 && request.session && request.routeOptions.url)
          securityEvent(request, 'access.not_found', { route: request.routeOptions.url });
        // Every refusal for being busy says when to come back (the portal retries a GET once after it).
        if (error.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
        return reply.status(error.status).send(error.toBody());
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        return reply.status(400).send(errors.badRequest(`${fastifyError.validationContext ?? 'request'} ${error.message}`.trim()).toBody());
      }
      const status = fastifyError.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        // Body parsing, media type, size limits…: a client error with Fastify's (safe) message.
        const code = status === 404 ? 'NotFound' : status === 429 ? 'RateLimited' : 'BadRequest';
        return reply.status(status).send(new HttpError(status, code, error.message).toBody());
      }
      if (isDatabaseUnavailable(error)) {
        // An outage (restart, failover): say so and when to retry; the pool reconnects by itself.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send(errors.serviceUnavailable().toBody());
      }
      request.log.error({ err: error }, 'unexpected error');
      app.errorTracker?.capture(error, request);
      return reply.status(500).send(errors.internal().toBody());
    });
  },
  { name: 'error-handler', fastify: '5.x', dependencies: ['error-tracking'] },
);
