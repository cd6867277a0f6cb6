/**
 * Limits instead of queues (issue 29 item 5): past capacity a request is refused at once with 503
 * and Retry-After, before any other work, rather than queued for seconds. Signals:
 * - event-loop delay and used heap, sampled every 100 ms (@fastify/under-pressure);
 * - requests in progress on the instance (admission.ts): past the limit a request waits a short while
 *   for a turn, and is refused if none comes;
 * - the database queue, read per request: as a count, and as
 *   time — how long its oldest query has waited. A queue that does not drain is the sign of overload a
 *   fixed count misses: behind a proxy with fewer upstream connections than the in-flight limit, that
 *   limit is never reached, and a count that fits one mix of calls is seconds of waiting for another.
 * /health, /ready and /metrics are never shed: operations must see an instance under load.
 * Off when `config.shedding` is null (development and tests, unless a test turns it on).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { errors } from '../http-error.ts';
import { Admission } from './admission.ts';
import { OPS_PATHS } from './ops.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const EXEMPT = new Set<string>(Object.values(OPS_PATHS));
const exempt = (request: FastifyRequest) => EXEMPT.has(request.url.split('?')[0] ?? '');

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in progress and waiting for a turn (plugins/shedding.ts; absent when shedding is off). */
    admission?: Admission;
  }
}

export default fp(
  async (app) => {
    const limits = app.config.shedding;
    if (!limits) return;
    const retryAfter = String(limits.retryAfterSeconds);
    // One body for every refusal: an HttpError per refusal captured a stack trace each time, the
    // largest single cost of a refusal in the overload bench's CPU profile (459 ms of 15,000 refusals).
    const refusal = JSON.stringify(errors.serviceUnavailable().toBody());
    const refuse = (reason: string) => {
      app.metrics.sheddings.inc({ reason });
      return refusal;
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
        reply.code(503).header('retry-after', retryAfter).type(JSON_TYPE);
        return refuse(type);
      }) as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
    });

    const admission = new Admission({ limit: limits.maxInFlight, maxWaitMs: limits.maxWaitMs, maxQueue: limits.maxInFlight * 16 });
    app.decorate('admission', admission);
    const counted = new WeakSet<FastifyRequest>();
    const done = (request: FastifyRequest) => {
      if (counted.delete(request)) admission.release();
    };
    app.addHook('onRequest', async (request, reply) => {
      // A WebSocket lives on past its upgrade (support chat): it is not a request in progress.
      if (exempt(request) || request.headers.upgrade) return;
      const db = app.dbStats();
      let reason =
        db.waiting >= limits.maxDbQueue
          ? 'database_queue'
          : limits.maxDbWaitMs > 0 && db.oldestWaitMs > limits.maxDbWaitMs
            ? 'database_wait'
            : null;
      if (!reason) {
        const entered = admission.enter();
        if (entered === true || (entered !== false && (await entered))) {
          // The caller gave up while it waited: its turn passes on at once.
          if (request.raw.destroyed) {
            admission.release();
            return;
          }
          counted.add(request);
          return;
        }
        reason = 'in_flight';
      }
      return reply.code(503).header('retry-after', retryAfter).type(JSON_TYPE).send(refuse(reason));
    });
    app.addHook('onResponse', async (request) => done(request));
    app.addHook('onRequestAbort', async (request) => done(request));
  },
  { name: 'shedding', fastify: '5.x', dependencies: ['ops', 'config'] },
);
