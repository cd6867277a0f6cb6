/**
 * Cross-site request refusal (ASVS 3.5), before any work:
 * - a mutating call (POST/PUT/PATCH/DELETE) must prove it is same-origin — an Origin equal to the
 *   server's own, or `Sec-Fetch-Site: same-origin` — and fails closed when it carries neither;
 * - the GETs that change state by the spec (logout, impersonateUser, stopImpersonation), and the HEAD
 *   Fastify answers for each of them, must say `Sec-Fetch-Site: same-origin` and not be a navigation:
 *   the portal calls them with fetch, so a link from a mail (`none`), a sibling subdomain (`same-site`)
 *   or a request without Fetch Metadata is refused (security review L2);
 * - any Origin or Referer presented must be the server's own;
 * - form-encoded bodies (what a cross-site HTML form can send) only on POST /nui/login;
 * - a path that spells an unreserved character or `/` as %XX is refused before anything else: the
 *   router decodes it, the prefix checks of later hooks read the raw URL, and the two must never
 *   disagree about which route a request is (security review L6).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routes } from '@portal/api';
import { HttpError, errors } from '../http-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** %XX of A–Z, a–z, 0–9, `-`, `.`, `_`, `~` or `/`: characters no path needs encoded. */
const NEEDLESSLY_ENCODED = /%(?:4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae]|3[0-9]|2[def])/i;

/** Whether a request URL's path is spelt the one way the router and the prefix checks agree on. */
export function canonicalPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return !NEEDLESSLY_ENCODED.test(path);
}

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
      if (!canonicalPath(request.url)) throw new HttpError(400, 'BadRequest', 'The path is not in canonical form.');
    });

    app.addHook('onRequest', async (request) => {
      const mutating = MUTATING.has(request.method);
      const route = request.routeOptions.url;
      const stateChangingGet =
        (request.method === 'GET' || request.method === 'HEAD') && route !== undefined && STATE_CHANGING_GETS.has(route);
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
      if (fetchSite !== undefined && fetchSite !== 'same-origin') throw errors.crossOrigin();
      // Fail closed: a write must show it comes from this origin.
      if (mutating && origin === undefined && fetchSite !== 'same-origin') throw errors.crossOrigin();
      // A state-changing GET comes from the portal's own fetch, never a navigation.
      if (stateChangingGet && (fetchSite !== 'same-origin' || header(request, 'sec-fetch-mode') === 'navigate')) throw errors.crossOrigin();
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
