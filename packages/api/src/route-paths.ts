/**
 * The start routes and what every route's path is built with (types, fillPath, href): in a module of their
 * own, apart from the table of every endpoint (routes.ts), so a page's first script — a public page's has a
 * 100 KiB gzip budget (/login) — carries these and not the whole table, which the pages that call it load.
 * A bundler puts a module whole in one chunk: had these stayed in routes.ts, the table would come along.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Fastify-style pattern: ':name' segments are path parameters. */
  readonly path: string;
}

/**
 * What every page calls before its own code loads — its session and theme (the first client call too) —
 * and where it reports a failure. Part of `routes` like every other endpoint.
 */
export const startRoutes = {
  /** Spec: "session-info endpoint (path not shown)". */
  sessionInfo: { method: 'GET', path: '/nui/public/sessionInfo' },
  rootLocation: { method: 'GET', path: '/nui/nbs/locations/1' },
  locationResource: { method: 'GET', path: '/nui/nbs/locations/:locationId/resource' },
  client: { method: 'GET', path: '/nui/nbs/clients/:clientId' },
  /** Where the browser reports failures with the four-digit code it showed (architecture: Errors). */
  errorLog: { method: 'POST', path: '/nui/public/errorLog' },
  /** Where the browser learns, when it has an error to report, whether to send it to Sentry (SENTRY_DSN) or to errorLog. */
  errorTracking: { method: 'GET', path: '/nui/public/errorTracking' },
} as const satisfies Record<string, RouteDefinition>;

/** The ':name' parameters of a path pattern, as a type. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in PathParamNames<P>]: string | number };

export type QueryValues = Record<string, string | number | boolean | undefined>;

/** Fills a path pattern's parameters (URI-encoded) and appends the query (undefined values left out). */
export function fillPath(path: string, params: Record<string, string | number> = {}, query?: QueryValues): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** The URL of a route for the given parameters and query: for places that need an href, not a call. */
export function href<R extends RouteDefinition>(route: R, params: PathParams<R['path']>, query?: QueryValues): string {
  return fillPath(route.path, params as Record<string, string | number>, query);
}
