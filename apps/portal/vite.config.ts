import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { bundleStats } from './build-tools/bundle-stats.ts';
import { routePages } from './build-tools/route-pages.ts';

/** Writes .br and .gz beside every text asset so the server sends them precompressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// react-router's package exports point every condition at its development build (dev warnings
// included); production builds use its production build instead (≈ 30 KiB less to parse).
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

// The portal is served by the Fastify server from one origin; in dev Vite proxies /nui to it.
export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin(), precompress(), routePages(), bundleStats(join(import.meta.dirname, '../..'))],
  resolve:
    mode === 'production'
      ? {
          alias: [
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
          ],
        }
      : {},
  server: {
    port: 5173,
    proxy: { '/nui': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The chart and d3 stay in their own chunk: pages show the chart's loading state (a shared module)
          // without loading d3, which the default chunking would otherwise put beside it.
          groups: [
            {
              name: 'chart',
              test: /node_modules\/d3-|PerformanceChart\/(PerformanceChart\.tsx|chart-data\.ts)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
