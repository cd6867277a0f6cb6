/**
 * The portal as the transactions bench profiles it: the production build plus react-dom's profiling
 * build (so <Profiler> reports commit times) and VITE_TRANSACTIONS_PROFILE=1, into .bench/portal-profile.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import portal from '../apps/portal/vite.config.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig(async (env) =>
  mergeConfig(await (typeof portal === 'function' ? portal(env) : portal), {
    root: join(repoRoot, 'apps/portal'),
    define: { 'import.meta.env.VITE_TRANSACTIONS_PROFILE': JSON.stringify('1') },
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { outDir: join(repoRoot, '.bench/portal-profile'), emptyOutDir: true },
  }),
);
