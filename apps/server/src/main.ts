/**
 * Starts the server: open the database (PGlite under PORTAL_DATA_DIR, or PostgreSQL at
 * DATABASE_URL), migrate, seed the demo data when empty IN DEMO MODE ONLY (PORTAL_DEMO=1; `npm start`
 * sets it when neither DATABASE_URL nor PORTAL_DEMO is given), listen. Without demo mode no user is
 * ever created (a firm's data comes from `npm run import`, docs/import.md), and a database holding the
 * demo people is refused. Closes cleanly on SIGINT/SIGTERM
 * (an unclean PGlite close can corrupt its data directory).
 *
 * Environment: every variable is in env.ts's schema (and docs/configuration.md, generated from it);
 * a bad value, or what production lacks, stops the start before anything opens, naming the variable.
 *
 * SIGTERM drains: /ready answers 503 at once (plugins/ops.ts), for SHUTDOWN_DRAIN_MS the server
 * still serves, then it stops taking requests and lets in-flight ones finish. With METRICS_PORT,
 * /metrics is served on that port only.
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { REPO_ROOT, defaultConfig, londonToday, parseTrustProxy } from './config.ts';
import { parseEnv, startRefusals, startWarnings } from './env.ts';
import { sendMetricsText } from './plugins/ops.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseNewerError, migrateToLatest, openDatabase } from './db/index.ts';
import { demoStartRefusal, emptyDatabaseNotice } from './db/start-checks.ts';
import { SEED_ONLY_ENV, isFreshDataDir, seedInChildProcess } from './seed-process.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const refusals = startRefusals(process.env);
  if (refusals.length > 0) {
    // Before anything opens: a misconfigured server must not run at all.
    console.error(`refusing to start:\n- ${refusals.join('\n- ')}`);
    process.exit(1);
  }
  const env = parseEnv(process.env);
  const port = env.PORT;
  const host = env.HOST;
  const databaseUrl = env.DATABASE_URL;
  const dataDir = resolve(env.PORTAL_DATA_DIR ?? resolve(REPO_ROOT, '.data'));
  const config = defaultConfig({
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Tests and benchmarks may serve a portal built elsewhere.
    ...(env.PORTAL_DIST_DIR ? { portalDistDir: resolve(env.PORTAL_DIST_DIR) } : {}),
    ...(env.PORTAL_DESIGN_SYSTEM_DIR ? { designSystemDir: resolve(env.PORTAL_DESIGN_SYSTEM_DIR) } : {}),
  });
  // Every end-to-end journey logs in from 127.0.0.1; they raise the per-address login limit (20 per 5 min).
  if (env.PORTAL_LOGIN_RATE_LIMIT !== undefined) config.login = { ...config.login, rateLimitMax: env.PORTAL_LOGIN_RATE_LIMIT };

  const target = databaseUrl
    ? ({
        kind: 'postgres',
        connectionString: databaseUrl,
        poolSize: env.DATABASE_POOL_SIZE,
        acquireTimeoutMs: env.DATABASE_ACQUIRE_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      } as const)
    : ({ kind: 'pglite', dataDir } as const);
  // JSON lines (pino), each request's with its id (X-Request-Id when the proxy passes one; app.ts).
  const logger = { level: env.LOG_LEVEL };
  const seedOnly = process.env[SEED_ONLY_ENV] === '1';
  const demo = env.PORTAL_DEMO;
  const metricsOnMainPort = env.METRICS_PORT === undefined;
  const build = (h: typeof handle) => buildApp({ db: h.db, config, logger, listen: h.listen, dbStats: h.stats, metricsOnMainPort });
  // The first seed would leave ~250 MB behind in this process (budget 300 MB): a child does it and exits.
  if (demo && !databaseUrl && !seedOnly && isFreshDataDir(dataDir)) {
    try {
      await seedInChildProcess();
      console.log('demo data seeded by a child process (its memory left with it)');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  let handle = await openDatabase(target);
  let app = await build(handle);
  let metricsServer: Server | null = null;
  const log = app.log;
  for (const warning of startWarnings(process.env)) log.warn(`WARNING: ${warning}`);
  log.info(databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite at ${dataDir}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready from now on: the balancer stops sending new work while this instance still serves.
    app.draining = true;
    if (signal === 'SIGTERM' && env.SHUTDOWN_DRAIN_MS > 0) {
      log.info(`${signal}: draining for ${env.SHUTDOWN_DRAIN_MS} ms`);
      await new Promise((done) => setTimeout(done, env.SHUTDOWN_DRAIN_MS));
    }
    log.info(`${signal}: closing`);
    metricsServer?.close();
    // Fastify closes the connections idle when closing starts; a keep-alive connection busy then
    // becomes idle only after its response and would hold the close open for a minute (measured:
    // 70 s under login churn). In-flight requests still finish; idle sockets go as soon as they are.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(idle);
      await handle.close();
      log.info('closed cleanly');
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
    const refusal = await demoStartRefusal(handle.db, { demo });
    if (refusal) {
      log.error(`refusing to start: ${refusal}`);
      await app.close();
      await handle.close();
      process.exit(1);
    }
    // The demo's generator is loaded in demo mode only: a firm's server never holds it.
    const seed = demo
      ? await (
          await import('./demo/seed.ts')
        ).seedIfEmpty(handle.db, {
          asOf: env.PORTAL_DEMO_AS_OF ?? londonToday(),
          log: (m) => log.info(m),
          codeSecret: config.codeSecret,
        })
      : { seeded: false };
    if (seedOnly) {
      await app.close();
      await handle.close();
      process.exit(0);
    }
    if (!demo) {
      const notice = await emptyDatabaseNotice(handle.db);
      if (notice) log.warn(notice);
    } else if (!seed.seeded) log.info('demo data present; not seeding');
    else if (handle.kind === 'pglite') {
      // Seeding grows PGlite's WebAssembly memory (to ~1 GB RSS), and WebAssembly memory never
      // shrinks: serve from a fresh instance over the seeded directory, as after any restart.
      await app.close();
      await handle.close();
      handle = await openDatabase(target);
      app = await build(handle);
      log.info('database reopened after seeding (releases the memory the seed grew)');
    }
    // A burst of new connections while the event loop is busy waits in the kernel's accept queue: at
    // Node's default of 511 the rest were dropped and their clients retried a second later (the
    // overload bench's refusals at 1–2 s). The kernel caps it at net.core.somaxconn.
    await app.listen({ port, host, backlog: 4096 });
    if (env.METRICS_PORT !== undefined) {
      metricsServer = await listenMetrics(app, env.METRICS_PORT, env.METRICS_HOST);
      log.info(`metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
    }
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    log.info(`client portal listening on http://${shown}:${port} (ready in ${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    if (error instanceof DatabaseNewerError) log.error(`refusing to start: ${error.message}`);
    else log.error({ err: error }, 'start-up failed');
    await app.close().catch(() => undefined);
    await handle.close();
    process.exit(1);
  }
}

/** GET /metrics on a port of its own (METRICS_PORT): nothing else is served there. */
async function listenMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    void sendMetricsText(app.metrics.registry).then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, host, done));
  return server;
}

void main().catch((error: unknown) => {
  // A refusal to start (the data directory in use, ./db/data-dir-lock.ts) says what to do: no stack.
  console.error(error instanceof DataDirInUseError ? `refusing to start: ${error.message}` : error);
  process.exit(1);
});
