// Mutation testing of the server's access, session, read-only and password code (npm run mutation):
// the decisions of the access kernel (src/access) and the auth feature, the session plugin, the read-only
// guard, the sign-in service and the password policy, and the queries that carry access rules (the kernel's
// account-access, rate limit and throttle store; session rows), against the fast tests of vitest.mutation.config.ts (no app; the queries' on in-memory PGlite).
//
// Units (scripts/mutation.mjs runs them one after the other, each with its own incremental file):
// - `logic`: the decisions, tested as plain functions or on a bare Fastify, a fraction of a second a mutant;
// - one unit per SQL module, whose tests open and migrate an in-memory PGlite per test file, seconds a
//   mutant. Mutated together in one run, Stryker's vitest runner attributed the queries' tests' coverage
//   wrongly: 105 mutants "NoCoverage" on CI (27 Nov 2026), and with the four modules as one unit 72 of 130
//   "Survived" that each module's own run kills. Each module alone is measured right.
import { strykerConfig } from '../../scripts/stryker-base.mjs';

// Other tests beside the mutated files (plugins/zod.test.ts) are not Stryker's: scripts/mutation.mjs reads this.
export { testFiles } from './mutation-tests.mjs';

const units = {
  logic: [
    'src/access/access.ts',
    'src/access/passwords.ts',
    'src/access/throttle.ts',
    'src/features/auth/service.ts',
    'src/access/transactions-role.ts',
    'src/access/user-session.ts',
    'src/plugins/session.ts',
    'src/plugins/read-only.ts',
    'src/features/signin/service.ts',
    'src/features/signin/password-policy.ts',
  ],
  'account-access': ['src/access/account-access.ts'],
  'rate-limit': ['src/access/rate-limit.ts'],
  'throttle-store': ['src/access/throttle-store.ts'],
  'session-rows': ['src/plugins/session-rows.ts'],
};

export default strykerConfig('server', {
  mutate: Object.values(units).flat(),
  units,
  // Static mutants here are module-level constants and route tables (the exempt list has its own test).
  ignoreStatic: true,
  vitest: { configFile: 'vitest.mutation.config.ts' },
  concurrency: 2,
});
