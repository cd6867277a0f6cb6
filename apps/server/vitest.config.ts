import { defineConfig } from 'vitest/config';

// Server tests run against a real database: PGlite in memory by default, or TEST_DATABASE_URL (PostgreSQL).
// The global setup seeds once per run; each test file opens its own copy (see test/global-setup.ts).
export const serverTestSettings = {
  environment: 'node' as const,
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
};

/**
 * The tests that mock modules (vi.mock), set up a process-wide client (Sentry) or steer modules by
 * environment variables need a fresh module graph per file: they run isolated, as vitest does by default.
 */
const ISOLATED = ['src/**/*.test.ts', 'test/error-tracking.test.ts'];

export default defineConfig({
  test: {
    ...serverTestSettings,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      {
        extends: true,
        test: {
          // The app tests (test/**: a Fastify app over a copy of the seeded database each) share one module
          // graph, one file after another: importing the app and its dependencies once instead of once per
          // file took a sixth off the whole run (81 files) on a 2-core machine.
          name: 'app',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
    ],
  },
});
