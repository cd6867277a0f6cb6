/**
 * Server errors tracked for real (issue 29 item 4): with SENTRY_DSN set, every unexpected failure (a
 * 500) goes through the Sentry SDK to Sentry or a self-hosted GlitchTip, carrying the release, the
 * environment, the route and the request id. Without a DSN the SDK is not even loaded and nothing is
 * sent anywhere.
 *
 * What an event never holds: the request (no cookie, so no session id; no body, so no password or
 * code; no query), the user, breadcrumbs, local variables or source lines. The exception's message is
 * scrubbed of numbers (amounts, codes, ids) and of long tokens (session ids, secrets). The stack's
 * frames point at our files: the server runs with --enable-source-maps (scripts/lib.mjs), so a
 * bundle's frames are already mapped back to src/ before the SDK reads them.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scrubEvent } from '@portal/api';

export interface ErrorTracker {
  /** Reports an unexpected error of this request (fire and forget). */
  capture(error: unknown, request: FastifyRequest): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when no SENTRY_DSN is set. */
    errorTracker: ErrorTracker | null;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.errorTracking;
    if (!settings) {
      app.decorate('errorTracker', null);
      return;
    }
    // Loaded only when configured: a server without a DSN never holds the SDK.
    const Sentry = await import('@sentry/node');
    Sentry.initWithoutDefaultIntegrations({
      dsn: settings.dsn,
      release: settings.release,
      environment: settings.environment,
      tracesSampleRate: settings.tracesSampleRate,
      // Collect nothing of users, cookies, headers, bodies or queries (beforeSend drops them again).
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      // The cause chain only; no OpenTelemetry, no request data, no console or HTTP breadcrumbs, and no
      // dedupe (each failed request is an occurrence worth counting, even when it repeats the last).
      integrations: [Sentry.linkedErrorsIntegration()],
      beforeSend: scrubEvent,
    });
    app.decorate('errorTracker', {
      capture(error, request) {
        Sentry.withScope((scope) => {
          scope.setTag('route', request.routeOptions.url ?? 'unmatched');
          scope.setTag('method', request.method);
          scope.setTag('request_id', request.id);
          Sentry.captureException(error);
        });
      },
    });
    // Events still queued are sent before the process goes (at most 2 s).
    app.addHook('onClose', async () => {
      await Sentry.close(2_000);
    });
  },
  { name: 'error-tracking', fastify: '5.x', dependencies: ['config'] },
);
