/**
 * The build check for generated pages (issue 35 item 1), run by `npm run build` after the prerender:
 * every route of the route tables (src/app/router.tsx, src/app/public/public-pages.ts) has its page in
 * dist/pages.json, the page's file exists, and it loads the route's own module from its HTML (a
 * modulepreload or script of the chunk that holds it), so no route waits for the app to start before
 * fetching its code. A route added in a shape the table reader cannot follow fails there (route-table.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleStats } from './bundle-stats.ts';
import { clientPageRoutes, publicPageRoutes } from './route-pages.ts';
import type { TableRoute } from './route-table.ts';

/** What is wrong with the generated pages of `routes` in `distDir` (none when every route has its page). */
export function pageProblems(routes: TableRoute[], distDir: string, stats: BundleStats[]): string[] {
  const manifestFile = join(distDir, 'pages.json');
  if (!existsSync(manifestFile)) return [`no ${manifestFile}`];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const chunks = stats.flatMap((s) => s.chunks);
  const problems: string[] = [];
  for (const route of routes) {
    const file = manifest[route.path];
    if (!file) {
      problems.push(`${route.path}: no generated page in pages.json`);
      continue;
    }
    if (!existsSync(join(distDir, file))) {
      problems.push(`${route.path}: ${file} does not exist`);
      continue;
    }
    const html = readFileSync(join(distDir, file), 'utf8');
    const own = route.modules.at(-1);
    const holders = chunks.filter((c) => c.modules.some((m) => m.id === `apps/portal/${own}`)).map((c) => c.file);
    if (holders.length === 0) problems.push(`${route.path}: no chunk holds ${own}`);
    else if (!holders.some((f) => html.includes(`/${f}"`)))
      problems.push(`${route.path}: ${file} does not load ${own} (${holders.join(', ')})`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portalRoot = fileURLToPath(new URL('..', import.meta.url));
  const distDir = join(portalRoot, 'dist');
  const stats = ['bundle-stats.json', 'public-bundle-stats.json'].map(
    (f) => JSON.parse(readFileSync(join(distDir, f), 'utf8')) as BundleStats,
  );
  const publicRoutes = await publicPageRoutes(portalRoot);
  const publicPaths = new Set(publicRoutes.map((r) => r.path));
  const routes = [...(await clientPageRoutes(portalRoot)).filter((r) => !publicPaths.has(r.path)), ...publicRoutes];
  const problems = pageProblems(routes, distDir, stats);
  for (const problem of problems) console.error(`route without its page: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`every route has its generated page: ${routes.length} routes`);
}
