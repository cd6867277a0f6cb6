// @vitest-environment node
/**
 * Issue 35 item 1: every route's page comes from the route table. The reader finds every route of
 * src/app/router.tsx and src/app/public/public-pages.ts, refuses a route it cannot follow, and the
 * build check (build-tools/check-pages.ts) fails when a route has no generated page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageProblems } from '../../build-tools/check-pages.ts';
import { pageName } from '../../build-tools/route-pages.ts';
import { PUBLIC_PAGES_FILE, readPublicTable, readRouterTable, ROUTER_FILE } from '../../build-tools/route-table.ts';
import { CLIENT_ROUTE_NAMES, paths } from '../shared/paths.ts';
import { PUBLIC_PATHS } from './public/public-pages.ts';

const portalRoot = join(import.meta.dirname, '../..');
const routerFile = join(portalRoot, ROUTER_FILE);
const work = mkdtempSync(join(tmpdir(), 'route-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the router beside the original (its imports resolve the same) with `edit` applied. */
let copies = 0;
function editedRouter(edit: (source: string) => string): string {
  copies += 1;
  const file = join(portalRoot, 'src/app', `router.test-copy-${process.pid}-${copies}.tsx`);
  writeFileSync(file, edit(readFileSync(routerFile, 'utf8')));
  return file;
}

describe('the route table reader', () => {
  const routes = readRouterTable(routerFile, portalRoot);

  it('finds a page for every client route of spec §2 and every lazy module of the router', () => {
    const patterns = routes.map((r) => r.path);
    for (const name of CLIENT_ROUTE_NAMES) expect(patterns, name).toContain(paths.client[name].path);
    for (const path of [paths.adviser.path, paths.support.path, paths.accessibility.path, '/client/*', '/*'])
      expect(patterns).toContain(path);
    const imported = [...readFileSync(routerFile, 'utf8').matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    const read = new Set(routes.flatMap((r) => r.modules));
    for (const spec of imported)
      expect(
        [...read].some((m) => spec && m.endsWith(spec.replace(/^(\.\.\/|\.\/)+/, ''))),
        spec,
      ).toBe(true);
  });

  it('gives a client page the shell, then its own module, and its title', () => {
    const analysis = routes.find((r) => r.path === paths.client.analysis.path);
    expect(analysis).toEqual({
      path: '/client/analysis/:accountNum/:rangeId',
      modules: ['src/app/shell/ClientLayout.tsx', 'src/features/portfolio/routes/analysis.route.tsx'],
      title: 'analysis',
    });
    expect(pageName(analysis!.path)).toBe('client-analysis-accountNum-rangeId');
  });

  it('reads the public pages, the login page held by the entry', () => {
    const pages = readPublicTable(join(portalRoot, PUBLIC_PAGES_FILE), portalRoot);
    expect(pages.map((p) => p.path).sort()).toEqual([...PUBLIC_PATHS].sort());
    expect(pages.find((p) => p.path === paths.login.path)?.modules).toEqual(['src/features/sign-in/components/LoginPage.tsx']);
  });

  it('fails on a route whose path or module it cannot follow, rather than leaving it without a page', () => {
    const computed = editedRouter((s) => s.replace('path: paths.adviser.path,', 'path: adviserPath(),'));
    const dynamic = editedRouter((s) => s.replace("import('../features/adviser/routes/adviser.route.tsx')", 'import(adviserModule)'));
    try {
      expect(() => readRouterTable(computed, portalRoot)).toThrow(/unknown name adviserPath/);
      expect(() => readRouterTable(dynamic, portalRoot)).toThrow(/without a literal module/);
    } finally {
      rmSync(computed);
      rmSync(dynamic);
    }
  });
});

describe('the build check for generated pages', () => {
  /** A dist whose pages.json has a page, preloading the route's chunk, for each of `routes`. */
  function dist(routes: ReturnType<typeof readRouterTable>) {
    const dir = mkdtempSync(join(work, 'dist-'));
    const manifest: Record<string, string> = {};
    const chunks = routes.map((r, i) => ({
      file: `assets/page-${i}.js`,
      isEntry: false,
      source: null,
      imports: [],
      dynamicImports: [],
      modules: [{ id: `apps/portal/${r.modules.at(-1)}`, bytes: 1 }],
    }));
    routes.forEach((r, i) => {
      manifest[r.path] = `page-${i}.html`;
      writeFileSync(join(dir, `page-${i}.html`), `<link rel="modulepreload" crossorigin href="/assets/page-${i}.js">`);
    });
    writeFileSync(join(dir, 'pages.json'), JSON.stringify(manifest));
    return { dir, stats: [{ chunks, css: [] }] };
  }

  it('passes when every route has its page, and fails when a route is added without one', () => {
    const routes = readRouterTable(routerFile, portalRoot);
    const { dir, stats } = dist(routes);
    expect(pageProblems(routes, dir, stats)).toEqual([]);
    const added = editedRouter((s) =>
      s.replace(
        '{ path: paths.print.path,',
        "{ path: '/statements', lazy: () => import('../features/documents/routes/documents.route.tsx') },\n      { path: paths.print.path,",
      ),
    );
    try {
      expect(pageProblems(readRouterTable(added, portalRoot), dir, stats)).toEqual(['/statements: no generated page in pages.json']);
    } finally {
      rmSync(added);
    }
  });

  it("fails when a route's page does not load the route's own module", () => {
    const routes = readRouterTable(routerFile, portalRoot);
    const { dir, stats } = dist(routes);
    const home = routes.findIndex((r) => r.path === paths.client.home.path);
    writeFileSync(join(dir, `page-${home}.html`), '<!doctype html><div id="root"></div>');
    expect(pageProblems(routes, dir, stats)).toEqual([
      `/client/home: page-${home}.html does not load src/features/portfolio/routes/home.route.tsx (assets/page-${home}.js)`,
    ]);
  });
});
