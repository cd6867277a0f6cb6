/**
 * Prerenders the public pages (run by `npm run build` after both browser builds and the SSR build of
 * src/app/public/prerender.tsx): each dist/pages/<page>.html gets its page's markup inside #root, so
 * the page paints before any JS runs; the browser then hydrates it. No network: the components render
 * their initial state (no session, no data). The client pages get the client shell's frame (top bar,
 * navigation skeleton, busy main), which the app's createRoot replaces with the same frame.
 * The CSP refuses inline styles, and style attributes in HTML (unlike React's CSSOM writes) count as
 * inline: react-aria renders a few (VisuallyHidden's). Their exact values are written to
 * dist/csp-style-hashes.json, which the server's CSP allows by hash ('unsafe-hashes'), nothing else.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressFile } from './precompress.ts';
import { documentTitle } from '@portal/domain';
import { PUBLIC_PAGE_TITLES } from '../src/app/public/public-titles.ts';
import { clientPageRoutes, pageName, publicPageRoutes } from './route-pages.ts';

const portalDir = join(import.meta.dirname, '..');
const distDir = join(portalDir, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/**
 * The public pages' own titles before any JS runs (the apps set it again on navigation: RouteChange.tsx);
 * the route table's pages have theirs from their route's handle (route-pages.ts).
 */
const PAGE_TITLES: Record<string, string> = PUBLIC_PAGE_TITLES;

interface PrerenderModule {
  render: (path: string) => Promise<string>;
  PUBLIC_PATHS: string[];
  /** The client shell's frame (src/app/shell/ClientShellFrame.tsx): the same for every client page. */
  renderClientFrame: () => string;
}

const { render, PUBLIC_PATHS, renderClientFrame } = (await import(
  pathToFileURL(join(portalDir, '.prerender/prerender.js')).href
)) as PrerenderModule;
const expected = (await publicPageRoutes(portalDir)).map((r) => r.path).sort();
if (JSON.stringify([...PUBLIC_PATHS].sort()) !== JSON.stringify(expected)) {
  throw new Error(`prerender: public-pages.ts has ${PUBLIC_PATHS.join(', ')} but the table read from it has ${expected.join(', ')}`);
}
const styleHashes = new Set<string>();
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const clientFrame = renderClientFrame();
// Client pages are not hydrated: the app's createRoot replaces the frame with the same frame (RootLayout's fallback).
const pages = [
  ...PUBLIC_PATHS.map((path) => ({ path, markup: () => render(path) })),
  ...(await clientPageRoutes(portalDir))
    .filter((r) => r.path === '/client' || r.path.startsWith('/client/'))
    .map(({ path }) => ({ path, markup: async () => clientFrame })),
];
for (const { path, markup: renderPage } of pages) {
  const file = join(distDir, 'pages', `${pageName(path)}.html`);
  const html = readFileSync(file, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender: ${file} has no empty #root`);
  const markup = await renderPage();
  for (const [, style] of markup.matchAll(/\sstyle="([^"]*)"/g)) {
    styleHashes.add(
      `sha256-${createHash('sha256')
        .update(decode(style ?? ''))
        .digest('base64')}`,
    );
  }
  if (!TITLE.test(html)) throw new Error(`prerender: ${file} has no <title>`);
  const page = PAGE_TITLES[path];
  const titled = page ? html.replace(TITLE, `<title>${documentTitle(page, undefined)}</title>`) : html;
  writeFileSync(file, titled.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
  compressFile(file);
  console.log(`prerendered ${path}: ${(markup.length / 1024).toFixed(1)} KiB of markup`);
}
writeFileSync(join(distDir, 'csp-style-hashes.json'), JSON.stringify([...styleHashes].sort(), null, 2));
console.log(`style attributes allowed by hash in the CSP: ${styleHashes.size}`);
