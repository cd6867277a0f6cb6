/**
 * Writes dist/pages/<page>.html and dist/pages.json at build time: index.html plus `modulepreload`
 * and stylesheet links for the page's own lazy route chunks (and everything they import), so the
 * browser fetches them in parallel with the entry instead of after it has run (no waterfall). The
 * server (apps/server/src/plugins/portal-static.ts) answers each path with its page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** URL path (exact, or a prefix ending in '/') → the route modules its first visit loads, repo-relative. */
const PAGE_ROUTES: Record<string, string[]> = {
  '/': ['src/features/sign-in/routes/login.route.tsx'],
  '/login': ['src/features/sign-in/routes/login.route.tsx'],
  '/forgotten': ['src/features/sign-in/routes/forgotten.route.tsx'],
  '/register': ['src/features/sign-in/routes/register.route.tsx'],
  '/reset': ['src/features/sign-in/routes/reset.route.tsx'],
  '/terms': ['src/features/sign-in/routes/terms.route.tsx'],
  '/error': ['src/features/errors/routes/error.route.tsx'],
  '/client/home': ['src/app/shell/ClientLayout.tsx', 'src/features/portfolio/routes/home.route.tsx'],
  '/client/folioDetails/': ['src/app/shell/ClientLayout.tsx', 'src/features/portfolio/routes/folio-details.route.tsx'],
  '/client/transactions/': ['src/app/shell/ClientLayout.tsx', 'src/features/transactions/routes/transactions.route.tsx'],
  '/client/': ['src/app/shell/ClientLayout.tsx'],
};

function pageName(path: string): string {
  return path === '/' ? 'root' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-');
}

export function routePages(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'portal-route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    // After the bundle is written: index.html then holds the entry's final tags.
    writeBundle(_options, bundle: OutputBundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const index = String(html.source);
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html already loads: the entry and its static imports.
      const entry = chunks.find((c) => c.isEntry);
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file) || loaded.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      if (entry) walk(entry.fileName, loaded);
      const manifest: Record<string, string> = {};
      for (const [path, sources] of Object.entries(PAGE_ROUTES)) {
        const files = new Set<string>();
        for (const source of sources) {
          const chunk = chunks.find((c) => c.facadeModuleId && relative(root, c.facadeModuleId) === source);
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
        writeFileSync(join(outDir, fileName), index.replace('  </head>', `${links}\n  </head>`));
        manifest[path] = fileName;
      }
      writeFileSync(join(outDir, 'pages.json'), JSON.stringify(manifest, null, 2));
    },
  };
}
