import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../testing/isolation.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Router tests import lazy route modules that Vite transforms on first use: seconds on a busy 2-core
    // machine. Timing is not what these tests check (budgets live in `npm run bench`).
    testTimeout: 40_000,
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url)), { exclude: ['src/e2e'] }),
  },
});
