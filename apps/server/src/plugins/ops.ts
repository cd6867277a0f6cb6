/**
 * What operations watch the instance through (issue 29 item 3), outside the `/nui` contract:
 * - `GET /health`: 200 while the process runs (a liveness probe).
 * - `GET /ready`: 200 only when the database answers (within a second) and its migrations are all
 *   applied; 503 otherwise, and 503 from the moment the instance starts draining (SIGTERM, main.ts) —
 *   a balancer sends it no new work while in-flight requests finish.
 * - `GET /metrics`: Prometheus text (prom-client). With METRICS_PORT it is served on that port only
 *   (main.ts); otherwise on the main port to loopback callers only, judged by the socket's own peer
 *   address, never by X-Forwarded-For — and a request that carries any forwarding header has come
 *   through a proxy, so it is refused too (404) even when the proxy connects from loopback.
 *
 * `app.metrics` holds the counters the features increment (logins, lockouts, impersonations,
 * print jobs, imports); gauges read the pool, the queues and the sockets when scraped.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/priority-pool.ts';
import { errors } from '../http-error.ts';
import { migrationProvider } from '../db/migrations/index.ts';

export const OPS_PATHS = { health: '/health', ready: '/ready', metrics: '/metrics' } as const;

export interface PortalMetrics {
  registry: Registry;
  securityEvents: Counter<'event'>;
  logins: Counter<'outcome'>;
  lockouts: Counter;
  impersonations: Counter;
  printJobs: Counter<'outcome'>;
  /** The import command (a separate process) counts its runs in its own registry; in-process imports here. */
  imports: Counter<'outcome'>;
  sheddings: Counter<'reason'>;
  /** Every answered request by method, route pattern and status (plugins/shedding.ts counts its refusals here too). */
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDurations: Histogram<'method' | 'route' | 'status'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
    /** Set when the instance starts draining (SIGTERM): /ready answers 503 from then on. */
    draining: boolean;
    /** The database pool's state (PGlite: its worker's queue). */
    dbStats: () => PoolStats;
  }
}

export interface OpsOptions {
  dbStats?: () => PoolStats;
  /** Serve /metrics on the main port (to loopback callers); false when METRICS_PORT serves it. */
  metricsOnMainPort?: boolean;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];

/** True for a caller on this machine that did not come through a proxy. */
export function isLocalDirectCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** A fresh registry with every metric of the portal (one per app: tests build several in a process). */
export function createMetrics(app: FastifyInstance, dbStats: () => PoolStats): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const metrics: PortalMetrics = {
    registry,
    securityEvents: new Counter({
      name: 'portal_security_events_total',
      help: 'Security events by kind',
      labelNames: ['event'],
      registers: [registry],
    }),
    logins: new Counter({ name: 'portal_logins_total', help: 'Login attempts by outcome', labelNames: ['outcome'], registers: [registry] }),
    lockouts: new Counter({ name: 'portal_lockouts_total', help: 'Logins refused 423 Locked', registers: [registry] }),
    impersonations: new Counter({ name: 'portal_impersonations_total', help: 'Adviser impersonations started', registers: [registry] }),
    printJobs: new Counter({
      name: 'portal_print_jobs_total',
      help: 'Print jobs by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    imports: new Counter({ name: 'portal_imports_total', help: 'Data imports by outcome', labelNames: ['outcome'], registers: [registry] }),
    sheddings: new Counter({
      name: 'portal_shed_requests_total',
      help: 'Requests refused 503 for load',
      labelNames: ['reason'],
      registers: [registry],
    }),
    httpRequests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDurations: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('portal_db_pool_in_use', 'Database connections checked out', () => dbStats().inUse);
  gauge('portal_db_pool_waiting', 'Queries waiting for a database connection (the database queue)', () => dbStats().waiting);
  gauge(
    'portal_db_oldest_wait_seconds',
    'How long the longest-waiting query has waited so far (the database queue, as time)',
    () => dbStats().oldestWaitMs / 1000,
  );
  new Counter({
    name: 'portal_db_pool_waits_total',
    help: 'Checkouts that had to wait for a connection',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(dbStats().waits);
    },
  });
  new Counter({
    name: 'portal_db_queries_total',
    help: 'Statements sent to the database (with portal_http_requests_total: queries per request)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(dbStats().queries ?? 0);
    },
  });
  new Counter({
    name: 'portal_db_pool_timeouts_total',
    help: 'Checkouts that gave up waiting (acquire timeout)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(dbStats().timeouts);
    },
  });
  gauge('portal_print_queue', 'Print jobs admitted on this instance (reading, rendering or waiting)', () => app.printQueue.admitted);
  gauge('portal_websocket_connections', 'Open WebSocket connections (live support)', () => app.websocketServer?.clients.size ?? 0);
  gauge('portal_listen_connections', 'Database LISTEN connections listening now', () => app.notifications.listening);
  gauge('portal_draining', '1 while the instance drains (SIGTERM)', () => (app.draining ? 1 : 0));
  return metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Print jobs admitted now on this instance (features/print/routes.ts counts them). */
    printQueue: { admitted: number };
  }
}

async function migrationsCurrent(app: FastifyInstance): Promise<boolean> {
  const wanted = Object.keys(await migrationProvider.getMigrations());
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(app.db);
  const applied = new Set(rows.map((r) => r.name));
  return wanted.every((name) => applied.has(name));
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export default fp<OpsOptions>(
  async (app, options) => {
    const dbStats = options.dbStats ?? (() => ({ inUse: 0, waiting: 0, waits: 0, timeouts: 0, oldestWaitMs: 0 }));
    app.decorate('draining', false);
    app.decorate('dbStats', dbStats);
    app.decorate('printQueue', { admitted: 0 });
    const metrics = createMetrics(app, dbStats);
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL (bounded label values); unmatched paths share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDurations.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(OPS_PATHS.health, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

    app.get(OPS_PATHS.ready, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.draining) return reply.code(503).header('retry-after', '5').send({ status: 'draining' });
      try {
        if (!(await withTimeout(migrationsCurrent(app), 1_000))) {
          return reply.code(503).header('retry-after', '5').send({ status: 'migrations pending' });
        }
      } catch {
        return reply.code(503).header('retry-after', '5').send({ status: 'database unavailable' });
      }
      return reply.send({ status: 'ready' });
    });

    if (options.metricsOnMainPort !== false) {
      app.get(OPS_PATHS.metrics, async (request, reply) => {
        if (!isLocalDirectCaller(request)) return notFound(reply);
        return sendMetrics(metrics.registry, reply);
      });
    }
  },
  { name: 'ops', fastify: '5.x', dependencies: ['db', 'notifications'] },
);

function notFound(reply: FastifyReply) {
  return reply.code(404).send(errors.notFound().toBody());
}

export async function sendMetricsText(registry: Registry): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

async function sendMetrics(registry: Registry, reply: FastifyReply) {
  const { contentType, body } = await sendMetricsText(registry);
  return reply.header('cache-control', 'no-store').type(contentType).send(body);
}
