import { defineConfig } from 'vitest/config';

// The production topology end to end (npm run topology: nginx with TLS in front of two API instances on
// PostgreSQL, the print service apart), started once for the whole suite and stopped with Ctrl-C's signal.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/e2e/topology/**/*.topology.test.ts'],
    globalSetup: ['./src/e2e/topology/global-setup.ts'],
    testTimeout: 90_000,
    // On CI one retry, as the stories have (vitest.storybook.config.ts): a journey that fails twice fails the
    // run, and one that passed only on its retry is named in npm test's summary as flaky (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
    // Installs what is missing, seeds PostgreSQL, starts five processes; then their orderly stop.
    hookTimeout: 600_000,
    // The clean stop (instances drain, PostgreSQL stops) may take longer than vitest's 10 s default:
    // without this vitest exits first and leaves the topology running.
    teardownTimeout: 60_000,
    fileParallelism: false,
  },
});
