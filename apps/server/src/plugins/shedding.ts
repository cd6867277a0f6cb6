/**
 * Limits instead of queues (issue 29 item 5): past capacity a request is refused at once with 503
 * and Retry-After, before any other work, rather than queued for seconds.
 *
 * The refusal happens at the HTTP server's door (`SheddingGate.serverFactory`), before Fastify makes a
 * request, a reply, a child logger, runs a hook or finds a route. Refused inside Fastify's `onRequest`,
 * a refusal cost ~0.3 ms of the event loop: at five times capacity the refusals alone filled it, and
 * then every refusal waited behind the others (overload bench: refusals' p99 337 ms in the burst's first
 * second, ~100 ms after). At the door it is one `writeHead` and one `end` with a body built once.
 *
 * Signals, in order:
 * - event-loop delay and used heap, sampled every 100 ms (@fastify/under-pressure, read here);
 * - the database queue, as a count and as time — how long its oldest query has waited. A queue that
 *   does not drain is the sign of overload a fixed count misses: behind a proxy with fewer upstream
 *   connections than the in-flight limit, that limit is never reached;
 * - requests in progress on the instance (admission.ts): past the limit a request waits a short
 *   while for a turn, and is refused if none comes.
 *
 * The print browser's requests, carrying the print pass (print/pass.ts), are never shed either: they
 * serve a PDF the instance already admitted, and a refused script or page state fails that PDF.
 * /health, /ready and /metrics are never shed: operations must see an instance under load. A WebSocket
 * upgrade never reaches the gate (Node hands it to the 'upgrade' listener). Refusals are counted in
 * the metrics (portal_shed_requests_total by reason, and the request histogram under the route
 * `(shed)`), and logged once a second as a sum, not one line each: a log line per refusal is more work
 * per refusal than the refusal. Off when `config.shedding` is null (development and tests, unless a
 * test turns it on). `app.inject` bypasses the server, so tests of shedding use real HTTP.
 */
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { SheddingConfig } from '../config.ts';
import { errors } from '../http-error.ts';
import { Admission } from './admission.ts';
import { OPS_PATHS } from './ops.ts';
import { carriesPrintPass, PRINT_PASS_HEADER } from './print/pass.ts';
import { requestId } from './request-id.ts';

const EXEMPT = new Set<string>(Object.values(OPS_PATHS));
const SHED_ROUTE = '(shed)';

type Reason = 'eventLoopDelay' | 'heapUsedBytes' | 'database_queue' | 'database_wait' | 'in_flight';

export class SheddingGate {
  readonly admission: Admission;
  private app: FastifyInstance | null = null;
  private readonly body: string;
  private readonly retryAfter: string;
  private readonly refusedSinceLog = new Map<Reason, number>();
  private logTimer: NodeJS.Timeout | null = null;

  constructor(private readonly limits: SheddingConfig) {
    this.admission = new Admission({
      limit: limits.maxInFlight,
      maxWaitMs: limits.maxWaitMs,
      maxQueue: limits.maxInFlight * 16,
      coolDownMs: 1_000,
    });
    this.body = JSON.stringify(errors.serviceUnavailable().toBody());
    this.retryAfter = String(limits.retryAfterSeconds);
  }

  /** Fastify's `serverFactory`: the HTTP server Fastify would make, with the gate in front of its handler. */
  readonly serverFactory: FastifyServerFactory = (handler, factoryOptions) => {
    // Fastify hands over its own options, defaults applied.
    const options = factoryOptions as { http?: ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    const server = createServer(options.http ?? {}, (request, response) => this.handle(request, response, handler));
    // What Fastify sets on a server it makes itself (lib/server.js getServerInstance).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server as Server;
  };

  /** Called once the app's plugins are in place (metrics, the database's stats, the pressure sampler). */
  connect(app: FastifyInstance): void {
    this.app = app;
    this.logTimer = setInterval(() => this.logRefusals(), 1_000);
    this.logTimer.unref();
    app.addHook('onClose', async () => {
      if (this.logTimer) clearInterval(this.logTimer);
      this.logRefusals();
      this.app = null;
    });
  }

  private handle(request: IncomingMessage, response: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void {
    const app = this.app;
    if (!app || EXEMPT.has(pathOf(request.url))) return next(request, response);
    // The print browser's requests serve a PDF already admitted (print/pass.ts): refusing them fails it.
    const pass = request.headers[PRINT_PASS_HEADER];
    if (pass !== undefined && app.hasDecorator('printPass') && carriesPrintPass(app.printPass, pass)) return next(request, response);
    const arrived = performance.now();
    const reason = this.pressure(app);
    if (reason) return this.refuse(app, request, response, reason, arrived);
    const entered = this.admission.enter();
    if (entered === true) return this.admit(request, response, next);
    if (entered === false) return this.refuse(app, request, response, 'in_flight', arrived);
    void entered.then((ok) => {
      if (!ok) return this.refuse(app, request, response, 'in_flight', arrived);
      // The caller gave up while it waited: its turn passes on at once.
      if (request.destroyed || response.destroyed) return this.admission.release();
      this.admit(request, response, next);
    });
  }

  private pressure(app: FastifyInstance): Reason | null {
    const limits = this.limits;
    const { eventLoopDelay, heapUsed } = app.memoryUsage();
    // An interval in which the delay monitor took no sample (the first one after start, when the loop
    // was busy migrating) reads as an infinite delay: no measurement, not a delay. Refusing on it turned
    // away the first requests after every start (overload.test.ts).
    if (Number.isFinite(eventLoopDelay) && eventLoopDelay > limits.maxEventLoopDelayMs) return 'eventLoopDelay';
    if (limits.maxHeapBytes > 0 && heapUsed > limits.maxHeapBytes) return 'heapUsedBytes';
    const db = app.dbStats();
    if (db.waiting >= limits.maxDbQueue) return 'database_queue';
    if (limits.maxDbWaitMs > 0 && db.oldestWaitMs > limits.maxDbWaitMs) return 'database_wait';
    return null;
  }

  private admit(request: IncomingMessage, response: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void {
    // 'close' comes once per response: after it is sent, or when the connection goes first.
    response.once('close', () => this.admission.release());
    next(request, response);
  }

  private refuse(app: FastifyInstance, request: IncomingMessage, response: ServerResponse, reason: Reason, arrived: number): void {
    app.metrics.sheddings.inc({ reason });
    this.refusedSinceLog.set(reason, (this.refusedSinceLog.get(reason) ?? 0) + 1);
    if (response.destroyed) return;
    response.once('finish', () => {
      const labels = { method: request.method ?? 'GET', route: SHED_ROUTE, status: '503' };
      app.metrics.httpRequests.inc(labels);
      app.metrics.httpDurations.observe(labels, (performance.now() - arrived) / 1000);
    });
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(this.body),
      'retry-after': this.retryAfter,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-request-id': requestId(request),
    });
    response.end(this.body);
  }

  private logRefusals(): void {
    if (this.refusedSinceLog.size === 0) return;
    const refused = Object.fromEntries(this.refusedSinceLog);
    this.refusedSinceLog.clear();
    this.app?.log.warn({ refused }, 'requests refused 503 for load in the last second');
  }
}

function pathOf(url: string | undefined): string {
  const at = url?.indexOf('?') ?? -1;
  return at >= 0 ? url!.slice(0, at) : (url ?? '');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in progress and waiting for a turn (plugins/shedding.ts; absent when shedding is off). */
    admission?: Admission;
  }
}

/** Connects the gate to the app: the pressure sampler, and the gate's view of metrics and database. */
export default fp<{ gate: SheddingGate | null }>(
  async (app, { gate }) => {
    if (!gate) return;
    // The sampler only (no thresholds given): the gate reads app.memoryUsage() and decides itself.
    await app.register(underPressure, { sampleInterval: 100 });
    app.decorate('admission', gate.admission);
    gate.connect(app);
  },
  { name: 'shedding', fastify: '5.x', dependencies: ['ops', 'config'] },
);
