/**
 * The design system catalogue for designers and brand teams: Storybook's static build (`npm run
 * build-storybook` → storybook-static/, PORTAL_DESIGN_SYSTEM_DIR) at /design-system/. It holds the
 * library's stories with their sample data only — no client data, and it calls no API.
 * Storybook's pages carry a few inline scripts: the CSP allows exactly those (by hash, read from the
 * build at start) and nothing else inline; styles may be inline (Storybook's UI injects its own).
 * Hashed files under assets/ are cached for a year, everything else revalidated. The topology's proxy
 * serves the same folder itself with the same CSP (topology/start.mjs asks an instance for it).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const DESIGN_SYSTEM_PREFIX = '/design-system/';

/** The Content-Security-Policy of the catalogue's pages: its own files, and its inline scripts by hash. */
export function designSystemCsp(dir: string): string {
  const hashes = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(dir, file), 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export default fp(
  async (app) => {
    const dir = app.config.designSystemDir;
    if (!existsSync(join(dir, 'index.html'))) return;
    const csp = designSystemCsp(dir);
    await app.register(fastifyStatic, {
      root: dir,
      prefix: DESIGN_SYSTEM_PREFIX,
      // The portal's static plugin decorates the reply (sendFile); a second instance must not.
      decorateReply: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.endsWith('.html')) {
          reply.header('content-security-policy', csp);
          reply.header('referrer-policy', 'no-referrer');
        }
      },
    });
    // Not an API route: out of the OpenAPI document, like the catalogue's files (fastify-static hides its own).
    app.get(DESIGN_SYSTEM_PREFIX.slice(0, -1), { schema: { hide: true } }, (_request, reply) => reply.redirect(DESIGN_SYSTEM_PREFIX, 301));
  },
  { name: 'design-system', fastify: '5.x', dependencies: ['config', 'security-headers'] },
);
