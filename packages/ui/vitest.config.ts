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
    // A multi-step userEvent test (the date range picker's) passed 5 s on CI's busy two cores, side by side with
    // the other lane. Timing is not what these tests check (budgets live in `npm run bench`).
    testTimeout: 30_000,
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url))),
  },
});
