// Mutation testing of the server's access, session, read-only and password code (npm run mutation):
// the auth feature, the session plugin, the read-only guard and the sign-in service and password policy.
import { strykerConfig } from '../../scripts/stryker-base.mjs';

export default strykerConfig('server', {
  mutate: [
    'src/features/auth/**/*.ts',
    '!src/features/auth/**/*.test.ts',
    'src/plugins/session*.ts',
    'src/plugins/read-only*.ts',
    '!src/plugins/*.test.ts',
    'src/features/signin/service.ts',
    'src/features/signin/password-policy.ts',
  ],
  // Static mutants here are module-level constants and route tables: each would re-run every test of the
  // set (304 of 816, estimated by Stryker at 81 % of the run); the access rules themselves run inside tests.
  ignoreStatic: true,
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant re-runs its covering tests against a fresh database copy: allow for that.
  timeoutMS: 60_000,
  // The first run (every covered test once, with per-test coverage) starts Fastify and a database copy per file.
  dryRunTimeoutMinutes: 20,
});
