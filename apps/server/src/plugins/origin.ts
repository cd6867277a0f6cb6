/**
 * Cross-site request refusal (ASVS 3.5), before any work:
 * - a mutating call (POST/PUT/PATCH/DELETE) must prove it is same-origin — an Origin equal to the
 *   server's own, or `Sec-Fetch-Site: same-origin` — and fails closed when it carries neither;
 * - the GETs that change state by the spec (logout, impersonateUser, stopImpersonation) are refused
 *   when `Sec-Fetch-Site` says another site or the Origin is foreign (a typed URL, `none`, is fine);
 * - any Origin or Referer presented must be the server's own;
 * - form-encoded bodies (what a cross-site HTML form can send) only on POST /nui/login.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routes } from '@portal/api';
import { HttpError, errors } from '../http-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** GET routes that change the session (spec §7 makes them GETs). */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  routes.logout.path,
  routes.impersonateUser.path,
  routes.stopImpersonation.path,
]);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function ownOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const mutating = MUTATING.has(request.method);
      const route = request.routeOptions.url;
      const stateChangingGet = request.method === 'GET' && route !== undefined && STATE_CHANGING_GETS.has(route);
      if (!mutating && !stateChangingGet) return;
      // Browsers post CSP reports without the headers a page's fetch carries; the endpoint only logs.
      if (route === routes.cspReport.path) return;
      const own = ownOrigin(request);
      const origin = header(request, 'origin');
      const referer = header(request, 'referer');
      const fetchSite = header(request, 'sec-fetch-site');
      // Whatever else is said, a foreign Origin or Referer is refused ("null" included).
      if (origin !== undefined && originOf(origin) !== own) throw errors.crossOrigin();
      if (referer !== undefined && originOf(referer) !== own) throw errors.crossOrigin();
      if (fetchSite !== undefined && fetchSite !== 'same-origin' && !(stateChangingGet && fetchSite === 'none')) throw errors.crossOrigin();
      // Fail closed: a write must show it comes from this origin.
      if (mutating && origin === undefined && fetchSite !== 'same-origin') throw errors.crossOrigin();
    });

    app.addHook('onRequest', async (request) => {
      const type = header(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded') return;
      if (request.method === 'POST' && request.routeOptions.url === routes.login.path) return;
      throw new HttpError(415, 'BadRequest', 'Form-encoded bodies are accepted only by the login.');
    });
  },
  { name: 'origin-check', fastify: '5.x' },
);
