import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/e2e/**'],
    setupFiles: ['./vitest.setup.ts'],
    // Router tests import lazy route modules that Vite transforms on first use: seconds on a busy 2-core
    // machine. Timing is not what these tests check (budgets live in `npm run bench`).
    testTimeout: 40_000,
  },
});
