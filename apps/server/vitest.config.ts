import { defineConfig } from 'vitest/config';

// Server tests run against a real database: PGlite in memory by default, or TEST_DATABASE_URL (PostgreSQL).
// The global setup seeds once per run; each test file opens its own copy (see test/global-setup.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
