/**
 * Hosts the built portal (Vite dist) when it exists, with an SPA fallback: a GET outside /nui that
 * accepts HTML gets index.html (no-cache); hashed assets are cached for a year. Everything else that
 * matches no route is a JSON 404 NotFound. When the build wrote pages.json (apps/portal/build-tools/
 * route-pages.ts), a path gets its route's page: index.html plus modulepreload links for its route chunks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http-error.ts';

const NO_CACHE = 'no-cache';
/** Files of the build that are for tests and build tools, not for clients. */
const BUILD_EXTRAS = /(?:^|\/)(?:native-bridge-test\.[a-z]+|[a-z-]*bundle-stats\.json)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/nui' || request.url.startsWith('/nui/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** A route pattern (React Router's syntax: '/client/analysis/:accountNum/:rangeId', '/client/*') as a matcher and its rank. */
function compile(pattern: string): { test: RegExp; rank: number } {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => (segment === '*' ? '(?:/.*)?' : `/${segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)}`))
    .join('');
  // As React Router ranks them: more segments first, a static segment over a parameter, a splat last.
  const rank = segments.reduce((sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0);
  return { test: new RegExp(`^${source || '/'}$`), rank };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * pages.json (the portal's route tables, apps/portal/build-tools/route-pages.ts): a route pattern → its
 * page file. A path gets the page of the best-ranked pattern it matches, or index.html.
 */
function pageMatcher(pages: Record<string, string>): (url: string) => string {
  const compiled = Object.entries(pages)
    .map(([pattern, file]) => ({ ...compile(pattern), file }))
    .sort((a, b) => b.rank - a.rank);
  return (url) => {
    const path = url.split('?')[0] ?? '/';
    return compiled.find((page) => page.test.test(path))?.file ?? 'index.html';
  };
}

export default fp(
  async (app) => {
    const distDir = app.config.portalDistDir;
    const hasPortal = existsSync(join(distDir, 'index.html'));
    const pagesFile = join(distDir, 'pages.json');
    const pages: Record<string, string> = existsSync(pagesFile) ? JSON.parse(readFileSync(pagesFile, 'utf8')) : {};
    const pageFor = pageMatcher(pages);
    if (hasPortal) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        // The portal build writes .br and .gz beside each asset (apps/portal/vite.config.ts).
        preCompressed: true,
        // The build's source maps are for error tracking only (uploaded at deploy, docs/deploy.md): never served.
        // Nor, in production, the native bridge's test page or the bundle statistics (review L15).
        allowedPath: (pathName) => !pathName.endsWith('.map') && (app.config.serveBuildExtras || !BUILD_EXTRAS.test(pathName)),
        setHeaders(reply, path) {
          // Vite puts content-hashed files under assets/; everything else may change between builds.
          reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : NO_CACHE);
        },
      });
    }
    // A page is answered before the static handler looks for a file of its name: a route's path is never
    // one, and that look costs a stat and, on a miss, a read of the whole directory (@fastify/static checks
    // the path's spelling) for every navigation and every print page. A path whose last segment has a dot
    // may be a file (robots.txt, the service worker) and goes on to the static handler as before. `/` is a
    // directory to the static handler (its index.html); a prerendered root page wins.
    const rootPage = pages['/'];
    if (hasPortal) {
      app.addHook('onRequest', async (request, reply) => {
        // Only what no route of the server answers (the static handler's catch-all): not /health, /metrics…
        if (!wantsSpa(request) || (request.routeOptions.url !== undefined && request.routeOptions.url !== '/*')) return;
        const path = request.url.split('?')[0] ?? '/';
        if (path === '/') return rootPage ? reply.header('cache-control', NO_CACHE).sendFile(rootPage) : undefined;
        if (!path.slice(path.lastIndexOf('/') + 1).includes('.')) return reply.header('cache-control', NO_CACHE).sendFile(pageFor(path));
      });
    }
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasPortal && wantsSpa(request)) return reply.header('cache-control', NO_CACHE).sendFile(pageFor(request.url));
      const error = errors.notFound();
      return reply.status(404).send(error.toBody());
    });
  },
  { name: 'portal-static', fastify: '5.x', dependencies: ['config'] },
);
