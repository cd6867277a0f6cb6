/**
 * Starts the server: open the database (PGlite under PORTAL_DATA_DIR, or PostgreSQL at
 * DATABASE_URL), migrate, seed the demo data when empty IN DEMO MODE ONLY (PORTAL_DEMO=1; `npm start`
 * sets it when neither DATABASE_URL nor PORTAL_DEMO is given), listen. Without demo mode no user is
 * ever created (a firm's data comes from `npm run import`, docs/import.md), and a database holding the
 * demo people is refused. Closes cleanly on SIGINT/SIGTERM
 * (an unclean PGlite close can corrupt its data directory).
 *
 * Environment: PORT (3000), HOST (0.0.0.0: reachable from other machines and containers; set
 * 127.0.0.1 to keep it local), PORTAL_DATA_DIR (<repo>/.data), DATABASE_URL, PORTAL_DEMO_AS_OF
 * (the demo's today, YYYY-MM-DD; default the London date at first start), PORTAL_DEMO (1: demo mode), TRUST_PROXY (hops or
 * proxy addresses/ranges behind a TLS-terminating proxy; config.ts parseTrustProxy), LOG_LEVEL (info),
 * PORTAL_DIST_DIR (the built portal; <repo>/apps/portal/dist), PORTAL_DESIGN_SYSTEM_DIR (the built
 * Storybook served at /design-system/; <repo>/storybook-static). In production (NODE_ENV=production) SMTP_URL and
 * PORTAL_CODE_SECRET are required unless PORTAL_DEMO_MAIL=1 (config.ts productionRefusals).
 */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { REPO_ROOT, defaultConfig, londonToday, parseTrustProxy, productionRefusals } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseNewerError, migrateToLatest, openDatabase } from './db/index.ts';
import { demoStartRefusal, emptyDatabaseNotice } from './db/start-checks.ts';
import { SEED_ONLY_ENV, isFreshDataDir, seedInChildProcess } from './seed-process.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const refusals = productionRefusals(process.env);
  if (refusals.length > 0) {
    // Before anything opens: a misconfigured production server must not run at all.
    console.error(`refusing to start in production:\n- ${refusals.join('\n- ')}`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(process.env.PORTAL_DATA_DIR ?? resolve(REPO_ROOT, '.data'));
  const config = defaultConfig({
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    // Tests and benchmarks may serve a portal built elsewhere.
    ...(process.env.PORTAL_DIST_DIR ? { portalDistDir: resolve(process.env.PORTAL_DIST_DIR) } : {}),
    ...(process.env.PORTAL_DESIGN_SYSTEM_DIR ? { designSystemDir: resolve(process.env.PORTAL_DESIGN_SYSTEM_DIR) } : {}),
  });
  // Every end-to-end journey logs in from 127.0.0.1; they raise the per-address login limit (20 per 5 min).
  const loginRateLimit = Number(process.env.PORTAL_LOGIN_RATE_LIMIT);
  if (Number.isInteger(loginRateLimit) && loginRateLimit > 0) config.login = { ...config.login, rateLimitMax: loginRateLimit };

  const target = databaseUrl ? ({ kind: 'postgres', connectionString: databaseUrl } as const) : ({ kind: 'pglite', dataDir } as const);
  const logger = { level: process.env.LOG_LEVEL ?? 'info' };
  const seedOnly = process.env[SEED_ONLY_ENV] === '1';
  const demo = process.env.PORTAL_DEMO === '1';
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
  let app = await buildApp({ db: handle.db, config, logger, listen: handle.listen });
  const log = app.log;
  log.info(databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite at ${dataDir}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: closing`);
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
          asOf: process.env.PORTAL_DEMO_AS_OF ?? londonToday(),
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
      app = await buildApp({ db: handle.db, config, logger, listen: handle.listen });
      log.info('database reopened after seeding (releases the memory the seed grew)');
    }
    await app.listen({ port, host });
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

void main().catch((error: unknown) => {
  // A refusal to start (the data directory in use, ./db/data-dir-lock.ts) says what to do: no stack.
  console.error(error instanceof DataDirInUseError ? `refusing to start: ${error.message}` : error);
  process.exit(1);
});
