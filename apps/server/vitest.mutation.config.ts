// The tests mutation testing runs against the server's access, session, read-only and password code
// (stryker.config.mjs): their unit tests and the integration tests that drive those rules over HTTP,
// not the whole server suite (each mutant re-runs the tests covering it against a real PGlite copy).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Spread, not mergeConfig: mergeConfig concatenates `include` with the base's, which ran the whole suite.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'src/features/auth/**/*.test.ts',
      'src/features/signin/**/*.test.ts',
      'src/plugins/session*.test.ts',
      'src/plugins/read-only*.test.ts',
      'test/auth.test.ts',
      'test/signin.test.ts',
      'test/adviser.test.ts',
      'test/adviser-access.test.ts',
      'test/login-throttle.test.ts',
    ],
  },
});
