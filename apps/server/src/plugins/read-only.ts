/**
 * Read-only impersonation, enforced on the server (spec §1, §6; architecture: "an impersonating
 * adviser cannot change anything whatever the UI does"). One hook in front of EVERY route, so a
 * route added later is covered without knowing about impersonation: while an adviser impersonates,
 * any POST/PUT/PATCH/DELETE is refused with 403 ReadOnly before its body is even parsed — except
 * the few calls that only manage the session itself or read.
 */
import fp from 'fastify-plugin';
import { routes } from '@portal/api';
import { isImpersonating } from '../features/auth/access.ts';
import { HttpError } from '../http-error.ts';
import { recordImpersonation } from '../features/adviser/repository.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD path` of the calls an impersonating adviser may still make although they are not GETs. */
export const READ_ONLY_EXEMPT: ReadonlySet<string> = new Set([
  `POST ${routes.login.path}`,
  `POST ${routes.logout.path}`,
  `POST ${routes.stopImpersonation.path}`,
  // Queries only: the adviser schema has no Mutation type.
  `POST ${routes.graphql.path}`,
  // Reporting a failure the adviser saw changes none of the client's data.
  `POST ${routes.errorLog.path}`,
  // Printing a PDF of what the adviser sees reads only (spec §2 Download menu).
  `POST ${routes.print.path}`,
  // A browser's CSP violation report: only logged.
  `POST ${routes.cspReport.path}`,
]);

export function isMutating(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD path` of every mutating route registered after the guard: what it protects (or exempts). */
    mutatingRoutes: string[];
  }
}

export default fp(
  async (app) => {
    const mutatingRoutes: string[] = [];
    app.decorate('mutatingRoutes', mutatingRoutes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (isMutating(method)) mutatingRoutes.push(`${method.toUpperCase()} ${route.url}`);
    });

    // Must run after the session plugin's onRequest hook (registered before this one) has loaded the session.
    app.addHook('onRequest', async (request) => {
      if (!isMutating(request.method) || !isImpersonating(request.session)) return;
      const route = `${request.method.toUpperCase()} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
      if (READ_ONLY_EXEMPT.has(route)) return;
      throw new HttpError(403, 'ReadOnly');
    });

    // Logging out ends an impersonation too: the audit log must show where it stopped.
    app.addHook('onRequest', async (request) => {
      const session = request.session;
      if (request.routeOptions.url !== routes.logout.path || !session || !isImpersonating(session)) return;
      await recordImpersonation(app.db, {
        adviserUserId: session.user.userId,
        adviserId: session.user.adviserId!,
        clientId: session.data.impersonatedClientId!,
        action: 'STOP',
        at: app.config.now(),
        clientAddress: request.ip,
      });
    });
  },
  { name: 'read-only-guard', fastify: '5.x', dependencies: ['db', 'config', 'session'] },
);
