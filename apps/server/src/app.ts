/**
 * The Fastify app: external plugins (form bodies, cookies, security headers), then the app's own
 * plugins (database, sessions, cross-origin refusal, validation, errors), then routes, then static
 * hosting of the built portal. Built by main.ts and by tests (app.inject) alike.
 */
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOriginCheck } from './plugins/origin.ts';
import { registerPortalStatic } from './plugins/portal-static.ts';
import sessionPlugin from './plugins/session.ts';
import { registerZodValidation } from './plugins/validation.ts';
import { authRoutes } from './routes/auth.ts';
import { clientRoutes } from './routes/clients.ts';
import { locationRoutes } from './routes/locations.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { portfolioRoutes } from './routes/portfolio.ts';
import { adviserRoutes } from './adviser/routes.ts';
import { locationResourceRoutes } from './adviser/location-routes.ts';
import { registerReadOnlyGuard } from './adviser/read-only.ts';
import { signinOptionsFromEnv, signinRoutes } from './signin/routes.ts';
import { errorLogRoutes } from './routes/error-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ db, config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Never echo internals: the error handler writes every error body.
    return503OnClosing: true,
  });

  await app.register(formbody);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    // frame-ancestors governs framing; X-Frame-Options would contradict a configured embedder.
    frameguard: config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'" ? { action: 'sameorigin' } : false,
    crossOriginEmbedderPolicy: false,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  registerErrorHandler(app);
  registerZodValidation(app);
  registerOriginCheck(app);
  await app.register(sessionPlugin, { db, config });
  registerReadOnlyGuard(app);

  await app.register(authRoutes, { db, config });
  await app.register(locationRoutes, { db });
  await app.register(clientRoutes, { db, config });
  await app.register(transactionRoutes, { db });
  await app.register(portfolioRoutes, { db, config });
  await app.register(adviserRoutes, { db, config });
  await app.register(locationResourceRoutes, { db });
  await app.register(signinRoutes, { db, config, ...signinOptionsFromEnv(process.env) });
  await app.register(errorLogRoutes, { db, config });

  await registerPortalStatic(app, config.portalDistDir);
  return app;
}
