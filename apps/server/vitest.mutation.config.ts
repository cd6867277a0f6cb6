// The tests mutation testing runs against the server's access, session, read-only and password code
// (stryker.config.mjs): fast behaviour tests that need no database and start no app (a bare Fastify with
// in-memory fakes of the stores), so each mutant costs milliseconds, not a Fastify + PGlite start. The
// HTTP tests of the same rules (test/auth.test.ts, signin, adviser, login-throttle) run in npm test.
import { defineConfig } from 'vitest/config';
import { testFiles } from './mutation-tests.mjs';

export default defineConfig({
  test: {
    environment: 'node',
    include: testFiles,
    testTimeout: 20_000,
  },
});
