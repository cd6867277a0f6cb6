/**
 * Security headers (helmet): a strict same-origin CSP — no inline styles (vanilla-extract
 * emits static CSS; React sets style props through the CSSOM, which CSP allows), `base-uri 'none'`,
 * violations reported to /nui/public/cspReport; connect-src adds SENTRY_DSN's ingest origin when set — with frame-ancestors from the configuration because
 * the portal may be embedded (spec §1). Every /nui answer is `Cache-Control: no-store`: client data
 * never rests in a shared or browser cache.
 * The prerendered public pages carry a few style attributes (react-aria's); the portal build lists their
 * hashes in csp-style-hashes.json and only those exact values are allowed ('unsafe-hashes').
 * helmet's middleware is built ONCE and applied per request: @fastify/helmet 13 rebuilds it (parsing
 * every CSP directive) on each request, ~9 % of the server's CPU on `clients/{id}` under load.
 * A JSON answer of the API is no document: it gets the headers OWASP's REST cheat sheet names for an
 * API (a CSP that allows nothing and no framing, nosniff, HSTS, same-origin resource policy), ~300
 * bytes set in one call instead of helmet's fifteen (~1.1 kB): +50 % throughput on `clients/{id}`.
 * Everything else, /nui's PDFs and images included, gets helmet's full set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { routes } from '@portal/api';

export default fp(
  async (app) => {
    const { frameAncestors, portalDistDir, errorTracking } = app.config;
    // The browser sends its error events to the DSN's ingest origin (SENTRY_DSN): that origin only.
    const ingestOrigins = errorTracking ? [new URL(errorTracking.dsn).origin] : [];
    const hashesFile = join(portalDistDir, 'csp-style-hashes.json');
    const styleHashes: string[] = existsSync(hashesFile) ? (JSON.parse(readFileSync(hashesFile, 'utf8')) as string[]) : [];
    const allowedStyleAttributes = styleHashes.length ? ["'unsafe-hashes'", ...styleHashes.map((hash) => `'${hash}'`)] : [];
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", ...allowedStyleAttributes],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...ingestOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors,
          reportUri: [routes.cspReport.path],
        },
      },
      // frame-ancestors governs framing; X-Frame-Options would contradict a configured embedder.
      frameguard: frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? { action: 'sameorigin' } : false,
      crossOriginEmbedderPolicy: false,
    });
    const apiHeaders = {
      'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    };
    const isApi = (url: string) => url.startsWith('/nui/');
    app.addHook('onRequest', (request, reply, next) => {
      // An API answer's headers are chosen once its type is known (onSend).
      if (isApi(request.url)) return next();
      applyHeaders(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!isApi(request.url)) return done(null, payload);
      if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
        reply.headers(apiHeaders);
        return done(null, payload);
      }
      applyHeaders(request.raw, reply.raw, (error?: unknown) => {
        reply.header('cache-control', 'no-store');
        if (error) done(error as FastifyError);
        else done(null, payload);
      });
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['config'] },
);
