import { defineConfig } from 'vitest/config';

// Server tests run against a real database: PGlite in memory by default, or TEST_DATABASE_URL (PostgreSQL).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
