/**
 * The Fastify app, as one ordered list that reads as the architecture: external plugins, then the
 * app's infrastructure plugins (each wrapped with fastify-plugin, declaring what it depends on and
 * decorating the instance), then the feature routes (registered from the @portal/api endpoint
 * definitions), then static hosting of the built portal. Built by main.ts and by tests alike.
 */
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { Listen, PoolStats } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import accountSecurityRoutes from './features/account-security/routes.ts';
import adviserRoutes from './features/adviser/routes.ts';
import authRoutes from './features/auth/routes.ts';
import clientRoutes from './features/clients/routes.ts';
import documentRoutes from './features/documents/routes.ts';
import errorLogRoutes from './features/errors/routes.ts';
import mfaRoutes from './features/mfa/routes.ts';
import locationRoutes from './features/locations/routes.ts';
import newsRoutes from './features/news/routes.ts';
import { readClientAnalysis } from './features/portfolio/analysis-reader.ts';
import { portfolioPrintReaders } from './features/portfolio/print-reader.ts';
import { transactionsPrintReaders } from './features/transactions/print-reader.ts';
import portfolioRoutes from './features/portfolio/routes.ts';
import preferenceRoutes from './features/preferences/routes.ts';
import { sessionPreferences } from './features/preferences/service.ts';
import printRoutes from './features/print/routes.ts';
import signinRoutes from './features/signin/routes.ts';
import supportRoutes from './features/support/routes.ts';
import transactionRoutes from './features/transactions/routes.ts';
import caches from './plugins/caches.ts';
import { configPlugin, dbPlugin } from './plugins/context.ts';
import designSystem from './plugins/design-system.ts';
import errorHandler from './plugins/error-handler.ts';
import errorTracking from './plugins/error-tracking.ts';
import mailer from './plugins/mail.ts';
import notifications from './plugins/notifications.ts';
import openapi from './plugins/openapi.ts';
import ops from './plugins/ops.ts';
import originCheck from './plugins/origin.ts';
import portalStatic from './plugins/portal-static.ts';
import printRenderer from './plugins/print-renderer.ts';
import readOnlyGuard from './plugins/read-only.ts';
import { requestId } from './plugins/request-id.ts';
import securityHeaders from './plugins/security-headers.ts';
import shedding, { SheddingGate } from './plugins/shedding.ts';
import { serializeRequest } from './plugins/log-redaction.ts';
import session from './plugins/session.ts';
import sessionPreferencesPlugin from './plugins/session-preferences.ts';
import analysisReaderPlugin from './plugins/analysis-reader.ts';
import printReadersPlugin from './plugins/print-readers.ts';
import termsGuard from './plugins/terms-guard.ts';
import zod from './plugins/zod.ts';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** LISTEN for cross-instance notifications (the database handle's); without it they stay in-process. */
  listen?: Listen;
  /** The database pool's state, for /metrics and load shedding (the database handle's `stats`). */
  dbStats?: () => PoolStats;
  /** Serve /metrics on the main port to loopback callers (default); false when METRICS_PORT serves it (main.ts). */
  metricsOnMainPort?: boolean;
}

/**
 * Infrastructure, in dependency order (each declares its own `dependencies`, so a wrong order fails
 * at start-up): context, edge checks, sessions and the read-only guard (hooks in front of every
 * route: the guard runs after the session is loaded), mail, the API document.
 */
const infrastructure: FastifyPluginAsync[] = [
  securityHeaders,
  errorTracking,
  errorHandler,
  zod,
  originCheck,
  caches,
  session,
  readOnlyGuard,
  termsGuard,
  mailer,
  openapi,
  printRenderer,
];

/** Features: each registers its endpoints from @portal/api and reads db, config, caches from the instance. */
const features: FastifyPluginAsync[] = [
  authRoutes,
  locationRoutes,
  clientRoutes,
  documentRoutes,
  newsRoutes,
  transactionRoutes,
  portfolioRoutes,
  adviserRoutes,
  signinRoutes,
  errorLogRoutes,
  mfaRoutes,
  preferenceRoutes,
  printRoutes,
  supportRoutes,
  accountSecurityRoutes,
];

export async function buildApp({
  db,
  config,
  logger = false,
  listen,
  dbStats,
  metricsOnMainPort,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Past capacity, requests are refused at the server's door, before Fastify sees them (plugins/shedding.ts).
  const gate = config.shedding ? new SheddingGate(config.shedding) : null;
  const app = Fastify({
    ...(gate ? { serverFactory: gate.serverFactory } : {}),
    // Request lines never carry a code from a page's query (plugins/log-redaction.ts).
    logger: logger && typeof logger === 'object' ? { ...logger, serializers: { req: serializeRequest, ...logger.serializers } } : logger,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // A plugin may take a while to start on a busy host: importing the Sentry SDK (error-tracking.ts,
    // with SENTRY_DSN set) took over Fastify's default 10 s once on a loaded two-core machine, and the
    // server then refused to start. A start that hangs is still stopped, a minute on.
    pluginTimeout: 60_000,
    // Limits instead of queues (issue 29 item 5, review L12): a request must arrive whole in time, an
    // idle keep-alive connection is closed, and nothing waits for ever.
    // (Node checks the header and request timeouts every connectionsCheckingInterval: a second here.)
    http: { headersTimeout: config.timeouts.headersMs, requestTimeout: config.timeouts.requestMs, connectionsCheckingInterval: 1_000 },
    requestTimeout: config.timeouts.requestMs,
    // A socket silent this long is closed (a render's 20 s included; WebSockets turn this off on upgrade).
    connectionTimeout: Math.max(60_000, config.timeouts.requestMs),
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Each request's id: the proxy's X-Request-Id when it passes one, so its log and ours join up.
    requestIdHeader: false,
    genReqId: requestId,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // External plugins: request parsing (forms, cookies).
  await app.register(formbody);
  await app.register(cookie);
  // WebSockets (live support's event stream): small frames only, nothing is read from them.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  await app.register(dbPlugin, { db, config });
  await app.register(configPlugin, { db, config });
  await app.register(notifications, listen ? { listen } : {});
  // Health, readiness and metrics (outside /nui), before the edge checks so a probe is never refused by them.
  await app.register(ops, { ...(dbStats ? { dbStats } : {}), ...(metricsOnMainPort === false ? { metricsOnMainPort } : {}) });
  // Past capacity, refuse before any other work (503 + Retry-After).
  await app.register(shedding, { gate });
  for (const plugin of infrastructure) await app.register(plugin);
  // The preferences feature's reader of a session's preferences, for every feature that answers a session.
  await app.register(sessionPreferencesPlugin, { sessionPreferences });
  // The portfolio feature's analysis, for the print service's analysis page (its figures are the server's).
  await app.register(analysisReaderPlugin, { readClientAnalysis });
  // Its summary, holdings and costs, and the transactions feature's history, likewise for the print service's other pages.
  await app.register(printReadersPlugin, { sources: { ...portfolioPrintReaders, ...transactionsPrintReaders } });
  for (const plugin of features) await app.register(plugin);
  // The design system catalogue (Storybook's build) at /design-system/, then, last, the portal: its SPA
  // fallback and the JSON 404 for everything no route matched.
  await app.register(designSystem);
  await app.register(portalStatic);
  return app;
}
