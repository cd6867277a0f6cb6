/**
 * Read-only impersonation, enforced on the server (spec §1, §6; architecture: "an impersonating
 * adviser cannot change anything whatever the UI does"). One hook in front of EVERY route, so a
 * route added later is covered without knowing about impersonation: while an adviser impersonates,
 * any POST/PUT/PATCH/DELETE is refused with 403 ReadOnly before its body is even parsed — except
 * the few calls that only manage the session itself or read.
 */
import fp from 'fastify-plugin';
import { pageTitles } from '@portal/domain';
import { clientPage, routes } from '@portal/api';
import { isImpersonating } from '../access/access.ts';
import { HttpError } from '../http-error.ts';
import { recordImpersonation, recordImpersonationActivity } from '../access/impersonation-audit.ts';

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
  // The adviser's portal naming the page it shows: recorded for the client's access log, nothing of theirs changes.
  `POST ${routes.impersonationPageView.path}`,
]);

/** The name of what an answer handed over as a file (the access log's downloads), or null when it was no file. */
export function downloadName(route: string | undefined, disposition: unknown, query: unknown): string | null {
  if (route === routes.print.path) {
    const printRoute = (query as { printRoute?: unknown } | undefined)?.printRoute;
    const segment = typeof printRoute === 'string' ? printRoute.split('/')[2] : undefined;
    const page = clientPage.safeParse(segment);
    return `${page.success ? pageTitles[page.data] : pageTitles.print} (PDF)`;
  }
  if (typeof disposition !== 'string' || !disposition.startsWith('attachment')) return null;
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'File';
}

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
        visitId: session.data.impersonationVisitId ?? null,
      });
    });

    // What the client's access log shows of a visit: every file the adviser downloads (an attachment
    // answered, or a printed PDF), recorded once it has been sent.
    app.addHook('onResponse', async (request, reply) => {
      const session = request.session;
      if (reply.statusCode !== 200 || !session || !isImpersonating(session) || !session.data.impersonationVisitId) return;
      const fileName = downloadName(request.routeOptions.url, reply.getHeader('content-disposition'), request.query);
      if (fileName === null) return;
      try {
        await recordImpersonationActivity(app.db, {
          visitId: session.data.impersonationVisitId,
          kind: 'DOWNLOAD',
          name: fileName,
          at: app.config.now(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'impersonation download not recorded');
      }
    });
  },
  { name: 'read-only-guard', fastify: '5.x', dependencies: ['db', 'config', 'session'] },
);
