/**
 * Writes dist/pages/<page>.html and dist/pages.json at build time, one page per route of the route
 * tables (route-table.ts reads src/app/router.tsx and src/app/public/public-pages.ts: nobody lists the
 * pages): index.html plus the route's title and `modulepreload` and stylesheet links for its lazy route
 * chunks (and everything they import), so the browser fetches them in parallel with the entry instead
 * of after it has run (no waterfall). The server (apps/server/src/plugins/portal-static.ts) answers
 * each path with the page of the route pattern it matches; check-pages.ts fails the build when a
 * route has none. Two builds write
 * pages: the client app's (from index.html) and the public pages' (from public-entry.html, whose
 * markup build-tools/prerender.ts fills in afterwards); pages.json holds both. Given `early` (a source
 * module), the build emits it as a second entry and each page runs it first: the client pages start
 * their session and client requests there, beside the app's JS (src/shared/early-requests.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type * as RouteTable from './route-table.ts';
import type { TableRoute } from './route-table.ts';

/**
 * The route-table reader evaluates paths with the paths module, which imports @portal/domain (TypeScript
 * sources): loaded through tsx, since Vite's config loader leaves linked packages to Node.
 */
const routeTable = (): Promise<typeof RouteTable> => tsImport('./route-table.ts', import.meta.url);

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The data router's routes (src/app/router.tsx), each with the lazy modules its first visit loads. */
export async function clientPageRoutes(portalRoot: string): Promise<TableRoute[]> {
  const { readRouterTable, ROUTER_FILE } = await routeTable();
  return readRouterTable(join(portalRoot, ROUTER_FILE), portalRoot);
}

/** The public pages (src/app/public/public-pages.ts): each path's page component. */
export async function publicPageRoutes(portalRoot: string): Promise<TableRoute[]> {
  const { readPublicTable, PUBLIC_PAGES_FILE } = await routeTable();
  return readPublicTable(join(portalRoot, PUBLIC_PAGES_FILE), portalRoot);
}

/** A route pattern's page file name: '/' → root, '/client/analysis/:accountNum/:rangeId' → client-analysis-accountNum-rangeId. */
export function pageName(path: string): string {
  if (path === '/') return 'root';
  if (path === '/*') return 'not-found';
  return path
    .replace(/^\/|\/$/g, '')
    .replace(/\*/g, 'any')
    .replace(/[/:]+/g, '-');
}

/** The client pages' early-request entry (see `early` below). */
export const EARLY_ENTRY = 'src/app/early-entry.ts';

/** The app's modules: a chunk the entry imports once React has loaded (src/main.tsx), preloaded by every page. */
export const APP_MODULE = 'src/app/App.tsx';

/**
 * `template` is the build's HTML input; `table` reads its route table (every route gets a page);
 * `early` an entry each page runs first; `app` a chunk the entry imports dynamically, which index.html
 * and every page preload beside the entry; `except` reads paths another build's pages answer (the
 * public pages, which the data router also routes).
 */
export function routePages(
  table: (portalRoot: string) => Promise<TableRoute[]>,
  template = 'index.html',
  early?: string,
  app?: string,
  except?: (portalRoot: string) => Promise<TableRoute[]>,
): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'portal-route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // resolve, not join: the profiling build (bench/vite.profile.config.ts) gives an absolute outDir.
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (early) this.emitFile({ type: 'chunk', id: join(root, early), name: 'early' });
    },
    // After the bundle is written: index.html then holds the entry's final tags.
    async writeBundle(_options, bundle: OutputBundle) {
      const html = bundle[template];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isEarly = (c: OutputChunk) => early !== undefined && c.facadeModuleId !== null && relative(root, c.facadeModuleId) === early;
      // What index.html already loads: the entry and its static imports.
      const entry = chunks.find((c) => c.isEntry && !isEarly(c));
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file) || loaded.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      if (entry) walk(entry.fileName, loaded);
      // The app chunk: preloaded by index.html itself (so every page, listed here or not, has it).
      let index = String(html.source);
      const appChunk = app ? chunks.find((c) => c.facadeModuleId !== null && relative(root, c.facadeModuleId) === app) : undefined;
      if (app && !appChunk) throw new Error(`route-pages: no chunk for ${app}`);
      if (appChunk) {
        const appFiles = new Set<string>();
        walk(appChunk.fileName, appFiles);
        const appCss = [...appFiles]
          .flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])
          .filter((f) => !index.includes(f));
        const appLinks = [
          ...[...appFiles].map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`),
          ...appCss.map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`),
        ].join('\n');
        index = index.replace('  </head>', `${appLinks}\n  </head>`);
        writeFileSync(join(outDir, template), index);
        for (const f of appFiles) loaded.add(f);
      }
      // The early entry goes first in <head>, so its requests start before the modulepreloads queue up.
      const earlyChunk = chunks.find(isEarly);
      const earlyTags = earlyChunk
        ? [
            // No <link rel="preload" as="fetch"> for session-info: Chromium's fetch() that adopts such a
            // preload (a no-store answer) now and then never resolves, and the page stays on its frame.
            `    <script type="module" crossorigin src="/${earlyChunk.fileName}"></script>`,
            ...earlyChunk.imports.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`),
          ].join('\n') + '\n'
        : '';
      const manifestFile = join(outDir, 'pages.json');
      const manifest: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
      const skip = new Set(((await except?.(root)) ?? []).map((r) => r.path));
      const { titleOf } = await routeTable();
      for (const { path, modules: sources, title } of (await table(root)).filter((r) => !skip.has(r.path))) {
        const files = new Set<string>();
        for (const source of sources) {
          // Its own lazy chunk, or (the login page, built into the public entry) the chunk that holds it.
          const chunk =
            chunks.find((c) => c.facadeModuleId && relative(root, c.facadeModuleId) === source) ??
            chunks.find((c) => c.moduleIds.some((id) => relative(root, id) === source));
          if (!chunk) throw new Error(`route-pages: no chunk for ${source}`);
          walk(chunk.fileName, files);
        }
        const css = new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
        const links = [
          ...[...files].map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`),
          ...[...css].filter((f) => !index.includes(f)).map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`),
        ].join('\n');
        const fileName = `pages/${pageName(path)}.html`;
        mkdirSync(join(outDir, 'pages'), { recursive: true });
        const head = earlyTags ? index.replace(/(<meta charset[^>]*>\n)/, `$1${earlyTags}`) : index;
        const pageTitle = title ? titleOf(title) : undefined;
        const titled = pageTitle ? head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle)}</title>`) : head;
        const page = titled.replace('  </head>', `${links}\n  </head>`);
        writeFileSync(join(outDir, fileName), earlyTags ? afterFirstPaint(page, earlyChunk!) : page);
        manifest[path] = fileName;
      }
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A client page paints its frame from its HTML and CSS alone (the prerendered shell); the app's scripts
 * are needed after that, once the early requests' answers arrive. `fetchpriority="low"` on the app's
 * entry and its modulepreloads says so, leaving the stylesheets and the early script first in line (the
 * early script keeps its priority: its requests are the page's data).
 */
function afterFirstPaint(page: string, earlyChunk: OutputChunk): string {
  const early = new Set([earlyChunk.fileName, ...earlyChunk.imports]);
  return page.replace(/<(script type="module"|link rel="modulepreload") crossorigin (src|href)="\/([^"]+)">/g, (tag, kind, attr, file) =>
    early.has(file) ? tag : `<${kind} crossorigin fetchpriority="low" ${attr}="/${file}">`,
  );
}
