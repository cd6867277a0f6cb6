/**
 * Initial JS per route from the built portal (dist/bundle-stats.json + the files on disk): the entry
 * chunk, the route modules' lazy chunks and everything they import statically, gzip -9. Shared by the
 * byte-budget check (run by the build) and the bundle report (npm run bench -- bundle).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BundleStats, ChunkStats } from './bundle-stats.ts';

/**
 * The measured routes: the build whose stats describe the path (the public pages have their own,
 * vite.public.config.ts) and the source modules whose lazy chunks a first visit loads. The targets
 * are the issues' (/login 80 KiB, issue 35; /client/home 150). The budgets are what the routes reach,
 * rounded up: /login 81.5 KiB in two scripts, the entry and the bundler's runtime (its own router, the
 * login machine and the other public pages' words loaded on first use, no recipe runtime, no Disclosure,
 * no number formatter in the spinner, a firm theme's colour arithmetic loaded with the theme, no React
 * Aria: its controls are the design system's native-element twins); React, react-dom and the scheduler
 * are 65.4 KiB of it (docs/architecture/portal.md), /client/home 143.2 of 150
 * (the side menu, the inactivity timer, XState and the date arithmetic loaded after the first render).
 * A change that adds bytes past either fails the build.
 */
export const MEASURED_ROUTES = [
  {
    path: '/login',
    budgetKiB: 82,
    targetKiB: 80,
    stats: 'public-bundle-stats.json',
    sources: ['apps/portal/src/features/sign-in/components/LoginPage.tsx'],
  },
  {
    path: '/client/home',
    stats: 'bundle-stats.json',
    budgetKiB: 150,
    targetKiB: 150,
    // The early-request entry (route-pages.ts) is the client pages' second script; the app's modules
    // (src/app/App.tsx) are a chunk the entry imports once React has loaded (src/main.tsx).
    sources: [
      'apps/portal/src/app/early-entry.ts',
      'apps/portal/src/app/App.tsx',
      'apps/portal/src/app/shell/ClientLayout.tsx',
      'apps/portal/src/features/portfolio/routes/home.route.tsx',
    ],
  },
] as const;

export interface RouteChunk {
  file: string;
  gzip: number;
  modules: ChunkStats['modules'];
}

export interface RouteBytes {
  path: string;
  budgetKiB: number;
  gzip: number;
  chunks: RouteChunk[];
}

export function readStats(distDir: string, file = 'bundle-stats.json'): BundleStats {
  return JSON.parse(readFileSync(join(distDir, file), 'utf8')) as BundleStats;
}

/** The chunks a path loads before it can render, largest first. */
export function routeBytes(distDir: string, route: (typeof MEASURED_ROUTES)[number], stats = readStats(distDir, route.stats)): RouteBytes {
  const byFile = new Map(stats.chunks.map((c) => [c.file, c]));
  // The app's entry: the early-request entry is counted as one of a route's sources instead.
  const entry = stats.chunks.find((c) => c.isEntry && !c.source?.endsWith('/early-entry.ts'));
  if (!entry) throw new Error('no entry chunk in bundle-stats.json');
  const starts = [entry.file];
  for (const source of route.sources) {
    // The route's module is a lazy chunk of its own or (the login page) part of another chunk.
    const chunk = stats.chunks.find((c) => c.source === source) ?? stats.chunks.find((c) => c.modules.some((m) => m.id === source));
    if (!chunk) throw new Error(`no chunk for ${source}: is it still in the build?`);
    starts.push(chunk.file);
  }
  const seen = new Set<string>();
  while (starts.length) {
    const file = starts.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    starts.push(...(byFile.get(file)?.imports ?? []));
  }
  const chunks = [...seen]
    // Vite drops chunks that held only CSS (vanilla-extract); they load nothing.
    .filter((file) => existsSync(join(distDir, file)))
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      modules: byFile.get(file)?.modules ?? [],
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return { path: route.path, budgetKiB: route.budgetKiB, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0), chunks };
}

/** A module's share of its chunk's gzip bytes, in proportion to its rendered size (an estimate). */
export function largestModules(route: RouteBytes, count: number): { id: string; gzip: number }[] {
  const byPackage = new Map<string, number>();
  for (const chunk of route.chunks) {
    const total = chunk.modules.reduce((sum, m) => sum + m.bytes, 0) || 1;
    for (const m of chunk.modules) byPackage.set(m.id, (byPackage.get(m.id) ?? 0) + (chunk.gzip * m.bytes) / total);
  }
  return [...byPackage.entries()]
    .map(([id, gzip]) => ({ id, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}
