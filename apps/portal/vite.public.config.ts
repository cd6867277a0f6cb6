/**
 * The public pages' build (src/app/public): a browser entry without the data router, built after the
 * client app's into the same dist (its own tree-shaking, so nothing of the data router comes along),
 * and with `--ssr` the same components for build-time prerendering (build-tools/prerender.ts).
 * No React Router at all: its hooks, imported by the sign-in pages, are the public router's (router/).
 */
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { bundleStats } from './build-tools/bundle-stats.ts';
import { precompress } from './build-tools/precompress.ts';
import { publicPageRoutes, routePages } from './build-tools/route-pages.ts';

/** The pages shared with the client app import React Router's hooks; here the public router answers them. */
const publicRouterAlias = [
  { find: /^react-router-dom$/, replacement: join(import.meta.dirname, 'src/app/public/router/react-router-compat.ts') },
];

export const PRERENDER_DIR = '.prerender';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // React Aria's translated strings in English only (the portal is en-GB; its strings are en-US, kept by 'en').
    optimizeLocales.vite({ locales: ['en'] }),
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild
      ? []
      : [
          precompress(),
          routePages(publicPageRoutes, 'public-entry.html'),
          bundleStats(join(import.meta.dirname, '../..'), 'public-bundle-stats.json'),
        ]),
  ],
  resolve: { alias: publicRouterAlias },
  build: isSsrBuild
    ? { outDir: PRERENDER_DIR, emptyOutDir: true, target: 'node22', sourcemap: false }
    : {
        outDir: 'dist',
        // The client app's build wrote dist first; this one adds to it.
        emptyOutDir: false,
        target: 'es2022',
        // Source maps beside the scripts, with no reference in them and never served (see vite.config.ts).
        sourcemap: 'hidden',
        reportCompressedSize: false,
        // Every browser the portal supports has modulepreload (the polyfill is dead weight on /login).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: join(import.meta.dirname, 'public-entry.html'),
          // Everything the entry needs in one script beside it: small scripts compress worse apart.
          output: { codeSplitting: { groups: [{ name: 'public-initial', tags: ['$initial'] }] } },
        },
      },
}));
