// Mutation testing of the server's access, session, read-only and password code (npm run mutation):
// the decisions of the auth feature, the session plugin, the read-only guard, the sign-in service and
// the password policy, and the queries that carry access rules (account-access, rate limit, throttle store,
// session rows), against the fast tests of vitest.mutation.config.ts (no app; the queries' on in-memory PGlite).
import { strykerConfig } from '../../scripts/stryker-base.mjs';

// Other tests beside the mutated files (plugins/zod.test.ts) are not Stryker's: scripts/mutation.mjs reads this.
export { testFiles } from './mutation-tests.mjs';

export default strykerConfig('server', {
  mutate: [
    'src/features/auth/access.ts',
    'src/features/auth/passwords.ts',
    'src/features/auth/throttle.ts',
    'src/features/auth/service.ts',
    'src/features/auth/transactions-role.ts',
    'src/features/auth/user-session.ts',
    'src/plugins/session.ts',
    'src/plugins/read-only.ts',
    'src/features/signin/service.ts',
    'src/features/signin/password-policy.ts',
    'src/features/auth/account-access.ts',
    'src/features/auth/rate-limit.ts',
    'src/features/auth/throttle-store.ts',
    'src/plugins/session-rows.ts',
  ],
  // Static mutants here are module-level constants and route tables (the exempt list has its own test).
  ignoreStatic: true,
  vitest: { configFile: 'vitest.mutation.config.ts' },
  concurrency: 2,
});
