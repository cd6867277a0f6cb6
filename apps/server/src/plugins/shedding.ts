/**
 * Limits instead of queues (issue 29 item 5): past capacity a request is refused at once with 503
 * and Retry-After, before any other work, rather than queued for seconds. Signals:
 * - event-loop delay and used heap, sampled every 100 ms (@fastify/under-pressure);
 * - requests in progress on the instance and queries waiting for the database, read per request.
 * /health, /ready and /metrics are never shed: operations must see an instance under load.
 * Off when `config.shedding` is null (development and tests, unless a test turns it on).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { errors } from '../http-error.ts';
import { OPS_PATHS } from './ops.ts';

const EXEMPT = new Set<string>(Object.values(OPS_PATHS));
const exempt = (request: FastifyRequest) => EXEMPT.has(request.url.split('?')[0] ?? '');

export default fp(
  async (app) => {
    const limits = app.config.shedding;
    if (!limits) return;
    const retryAfter = String(limits.retryAfterSeconds);
    const refuse = (reason: string) => {
      app.metrics.sheddings.inc({ reason });
      return errors.serviceUnavailable().toBody();
    };

    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      ...(limits.maxHeapBytes > 0 ? { maxHeapUsedBytes: limits.maxHeapBytes } : {}),
      sampleInterval: 100,
      retryAfter: limits.retryAfterSeconds,
      // A non-null result is sent as the reply (under-pressure's handlePressure); undefined lets the request through.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        if (exempt(request)) return undefined;
        // An interval in which the delay monitor took no sample (the first one after start, when
        // the loop was busy migrating) reads as an infinite delay: no measurement, not a delay.
        // Refusing on it turned away the first requests after every start (overload.test.ts).
        if (type === 'eventLoopDelay' && !Number.isFinite(value)) return undefined;
        reply.code(503).header('retry-after', retryAfter);
        return refuse(type);
      }) as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
    });

    let inFlight = 0;
    const counted = new WeakSet<FastifyRequest>();
    const done = (request: FastifyRequest) => {
      if (counted.delete(request)) inFlight -= 1;
    };
    app.addHook('onRequest', async (request, reply) => {
      if (exempt(request)) return;
      const reason = inFlight >= limits.maxInFlight ? 'in_flight' : app.dbStats().waiting >= limits.maxDbQueue ? 'database_queue' : null;
      if (reason) return reply.code(503).header('retry-after', retryAfter).send(refuse(reason));
      inFlight += 1;
      counted.add(request);
    });
    app.addHook('onResponse', async (request) => done(request));
    app.addHook('onRequestAbort', async (request) => done(request));
  },
  { name: 'shedding', fastify: '5.x', dependencies: ['ops', 'config'] },
);
