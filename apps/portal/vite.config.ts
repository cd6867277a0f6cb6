import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { bundleStats } from './build-tools/bundle-stats.ts';
import { pageChunkGroups } from './build-tools/page-chunks.ts';
import { precompress } from './build-tools/precompress.ts';
import { APP_MODULE, clientPageRoutes, EARLY_ENTRY, publicPageRoutes, routePages } from './build-tools/route-pages.ts';
import { routerAlias } from './build-tools/router-alias.ts';

// The portal is served by the Fastify server from one origin; in dev Vite proxies /nui to it. The public
// pages are a second build (vite.public.config.ts) into the same dist.
export default defineConfig(({ mode }) => ({
  plugins: [
    // React Aria's translated strings in English only (the portal is en-GB; its strings are en-US, kept by 'en').
    optimizeLocales.vite({ locales: ['en'] }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
    // Every route of the route table (src/app/router.tsx) gets its page; the public pages' are the public build's.
    routePages(clientPageRoutes, 'index.html', EARLY_ENTRY, APP_MODULE, publicPageRoutes),
    bundleStats(join(import.meta.dirname, '../..')),
  ],
  resolve: routerAlias(mode),
  server: {
    port: 5173,
    proxy: { '/nui': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Source maps for error tracking (docs/deploy.md): written beside each script with no
    // sourceMappingURL in it (no byte added to a page), never served (plugins/portal-static.ts), and
    // uploaded to Sentry or GlitchTip with the release at build time (docs/deploy.md).
    sourcemap: 'hidden',
    reportCompressedSize: false,
    // Every browser the portal supports (es2022) has modulepreload: the polyfill is dead weight in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The chart and d3 stay in their own chunk: pages show the chart's loading state (a shared module)
          // without loading d3, which the default chunking would otherwise put beside it.
          groups: [
            {
              name: 'chart',
              test: /node_modules\/d3-|PerformanceChart\/(PerformanceChart\.tsx|chart-data\.ts)$|WaterfallChart\/(WaterfallChart\.tsx|waterfall-data\.ts)$/,
              includeDependenciesRecursively: false,
              priority: 50,
            },
            // The lazy import's own small chunk: the pages import PerformanceChartLoading from the same index.
            {
              name: 'chart-entry',
              test: /(PerformanceChart|WaterfallChart)\/index\.ts$/,
              includeDependenciesRecursively: false,
              priority: 50,
            },
            ...pageChunkGroups,
          ],
        },
      },
    },
  },
}));
