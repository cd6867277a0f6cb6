// The tests mutation testing runs against the server's access, session, read-only and password code
// (stryker.config.mjs): fast behaviour tests that start no app (a bare Fastify with in-memory fakes of the
// stores), so each mutant costs milliseconds, not a Fastify + PGlite start; the queries that carry access
// rules run on one in-memory PGlite per test file (src/db/testing/). The HTTP tests of the same rules
// (test/auth.test.ts, signin, adviser, login-throttle) run in npm test.
import { defineConfig } from 'vitest/config';
import { testFiles } from './mutation-tests.mjs';

export default defineConfig({
  test: {
    environment: 'node',
    include: testFiles,
    testTimeout: 20_000,
  },
});
